import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { prepareChatEvent, reachesChat, type ChatViewer } from '../chat/chat-live.js';
import type { LiveBus, LiveEvent } from './live-bus.js';

/** Keep-alive through proxies: a comment line this often. */
export const PING_MS = 25_000;
/** A stream that does not read (its socket buffer past this) is dropped rather than held in memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open `GET /live` stream, with who it delivers to (fixed at connect time). */
export interface LiveConnection {
  userId: number;
  /** The active company of a staff member; null for a candidate or a user without one. */
  companyId: number | null;
  /** Chat events reach it through this (null: no chat at all, notices only). */
  chat: ChatViewer | null;
  /** Writes raw text to the stream; false when the client stopped reading. */
  write(text: string): boolean;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  end(): void;
}

export const sseFrame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function addTo<K>(index: Map<K, Set<LiveConnection>>, key: K, conn: LiveConnection) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(conn);
}

function removeFrom<K>(index: Map<K, Set<LiveConnection>>, key: K, conn: LiveConnection) {
  const set = index.get(key);
  set?.delete(conn);
  if (set?.size === 0) index.delete(key);
}

/**
 * The open streams of this instance and the delivery of bus events to them. Streams are indexed by
 * user and by company, so an event touches only its parties' streams, and each event is loaded once
 * (chat-live.ts) then filtered in memory per stream — no query per stream.
 */
export function createLiveHub(deps: { db: Database; bus: LiveBus; log: FastifyBaseLogger }) {
  const { db, bus, log } = deps;
  const all = new Set<LiveConnection>();
  const byUser = new Map<number, Set<LiveConnection>>();
  const byCompany = new Map<number, Set<LiveConnection>>();

  const remove = (conn: LiveConnection) => {
    if (!all.delete(conn)) return;
    removeFrom(byUser, conn.userId, conn);
    if (conn.chat?.side === 'company') removeFrom(byCompany, conn.chat.companyId, conn);
  };

  const send = (conn: LiveConnection, text: string) => {
    // A client that stops reading is tolerated up to a bound, then dropped (it reconnects).
    if (!conn.write(text) && conn.buffered() > MAX_BUFFERED_BYTES) {
      remove(conn);
      conn.end();
    }
  };

  /** A notice: the streams of its users (staff: while that company is active). */
  const noticeDelivery = (e: Extract<LiveEvent, { type: 'notice' }>) => () => {
    const frame = sseFrame('notice', { itemClass: e.itemClass });
    for (const userId of e.userIds) {
      for (const conn of byUser.get(userId) ?? []) {
        if (e.companyId === null || conn.companyId === null || conn.companyId === e.companyId)
          send(conn, frame);
      }
    }
  };

  /** A chat event: loaded once (skipped when no stream here is of its parties), then filtered per stream. */
  const chatDelivery = async (e: Exclude<LiveEvent, { type: 'notice' }>) => {
    const interested = () => [
      ...[...(byUser.get(e.candidateUserId) ?? [])].filter((c) => c.chat?.side === 'candidate'),
      ...(byCompany.get(e.companyId) ?? []),
    ];
    if (interested().length === 0) return null;
    const prepared = await prepareChatEvent(db, e);
    if (!prepared) return null;
    return () => {
      const frames = new Map<string, string | null>();
      for (const conn of interested()) {
        const viewer = conn.chat!;
        if (!reachesChat(viewer, prepared.reach)) continue;
        if (!frames.has(viewer.side)) {
          const data = prepared.frameFor(viewer.side);
          frames.set(viewer.side, data && sseFrame('chat', data));
        }
        const frame = frames.get(viewer.side);
        if (frame) send(conn, frame);
      }
    };
  };

  /**
   * Events are loaded concurrently but delivered in the order the bus gave them, so a stream sees a
   * chat's events in order and a later event proves the earlier ones were handled.
   */
  let tail: Promise<void> = Promise.resolve();
  const unsubscribe = bus.subscribe((event) => {
    const ready = (
      event.type === 'notice' ? Promise.resolve(noticeDelivery(event)) : chatDelivery(event)
    ).catch((err: unknown) => {
      log.error({ err }, 'live delivery failed');
      return null;
    });
    tail = tail.then(async () => (await ready)?.());
  });

  const ping = setInterval(() => {
    for (const conn of all) send(conn, ': ping\n\n');
  }, PING_MS);
  ping.unref();

  return {
    /** Registers an open stream; returns its removal (call it when the client goes away). */
    add(conn: LiveConnection): () => void {
      all.add(conn);
      addTo(byUser, conn.userId, conn);
      if (conn.chat?.side === 'company') addTo(byCompany, conn.chat.companyId, conn);
      return () => remove(conn);
    },
    get size() {
      return all.size;
    },
    /** Ends every open stream (app close must not wait for clients that never hang up). */
    closeAll() {
      clearInterval(ping);
      unsubscribe();
      for (const conn of [...all]) {
        remove(conn);
        conn.end();
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
