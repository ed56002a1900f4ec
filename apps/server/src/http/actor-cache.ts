import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { postgresPool, type DatabaseHandle } from '../db/client.js';
import type { Actor } from './actor.js';

/** The channel on which instances sharing a PostgreSQL database tell each other to forget callers. */
export const ACTOR_CHANNEL = 'hiring_actor';
const MAX_ENTRIES = 10_000;
const ACK_TIMEOUT_MS = 2000;
const NOTIFY = 'SELECT pg_notify($1, $2)';
/** The listening connections of this database: their last statement stays `LISTEN hiring_actor`. */
const BROADCAST = `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
  WHERE datname = current_database() AND query = 'LISTEN ${ACTOR_CHANNEL}') AS listeners`;
const RETRY_MS = 1000;

interface Entry {
  actor: Actor;
  /** Epoch ms: the cache's lifetime, bounded by the token's and the session's expiry. */
  until: number;
}

/**
 * The callers of recent access tokens (docs/performance.md, "Request path"): a token seen in the
 * last few seconds skips its signature check and the session query. Every successful write through
 * the API forgets every cached caller before its answer leaves — in this instance at once, and, on
 * PostgreSQL, in every instance of the database (NOTIFY on `hiring_actor`; the write waits for its
 * confirmation of every other listening instance, counted in pg_stat_activity). While
 * that listener is down the cache is off. Logout, revocation, a role change are writes: none
 * outlives its own answer. A change made outside a request (a scheduled job) lasts at most `ttlMs`.
 */
export interface ActorCache {
  /** The cached caller of this token, if still valid. */
  get(token: string): Actor | undefined;
  /** A mark to pass to `set`: a caller loaded before a change is not cached after it. */
  generation(): number;
  set(token: string, actor: Actor, expiresAtMs: number, generation: number): void;
  /** Forgets every caller here and in the other instances; resolves once they were told. */
  changed(): Promise<void>;
  close(): Promise<void>;
  readonly size: number;
}

/** No cache: every request verifies its token and loads its caller. */
export const noActorCache: ActorCache = {
  get: () => undefined,
  generation: () => 0,
  set: () => undefined,
  changed: async () => undefined,
  close: async () => undefined,
  size: 0,
};

export async function createActorCache(options: {
  ttlMs: number;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  now?: () => number;
}): Promise<ActorCache> {
  const { ttlMs, database, log } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let gen = 0;
  const forget = () => {
    gen++;
    entries.clear();
  };

  let broadcast: () => Promise<void> = async () => undefined;
  let online = ttlMs > 0;
  let close: () => Promise<void> = async () => undefined;

  if (ttlMs > 0 && database.kind === 'postgres') {
    const pool = postgresPool(database.db)!;
    /** Own changes under way: how many other instances have still to confirm they forgot. */
    const pending = new Map<string, { acks: number; expected: number; done: () => void }>();
    const onNotice = (n: pg.Notification) => {
      if (n.channel !== ACTOR_CHANNEL || !n.payload) return;
      const nonce = n.payload.slice(2);
      if (n.payload.startsWith('c:')) {
        forget();
        // Another instance's change: confirm it, once forgotten here.
        if (!pending.has(nonce))
          void pool.query(NOTIFY, [ACTOR_CHANNEL, `a:${nonce}`]).catch(() => undefined);
      } else if (n.payload.startsWith('a:')) {
        const own = pending.get(nonce);
        if (own && ++own.acks >= own.expected) own.done();
      }
    };
    let client: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const drop = (from: pg.Client) => {
      if (client !== from) return;
      // Deaf to the others: no caller is cached until the listener is back.
      online = false;
      forget();
      client = null;
      from.removeAllListeners('notification');
      void from.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RETRY_MS);
    };
    const connect = async () => {
      const next = new pg.Client(pool.options);
      client = next;
      next.on('error', (err) => {
        log.warn({ err }, 'actor cache listener lost; the cache is off until it is back');
        drop(next);
      });
      next.on('end', () => drop(next));
      next.on('notification', onNotice);
      try {
        await next.connect();
        await next.query(`LISTEN ${ACTOR_CHANNEL}`);
        forget();
        online = true;
      } catch (err) {
        log.warn({ err }, 'actor cache listener could not connect; retrying');
        drop(next);
      }
    };
    online = false;
    await connect();
    broadcast = async () => {
      const nonce = randomUUID();
      let done = () => undefined as void;
      const confirmed = new Promise<void>((resolve) => (done = resolve));
      const own = { acks: 0, expected: Number.POSITIVE_INFINITY, done };
      pending.set(nonce, own);
      const timer = setTimeout(done, ACK_TIMEOUT_MS);
      try {
        // One round trip: the notice, and how many instances listen (this one among them).
        const { rows } = await pool.query<{ listeners: number }>(BROADCAST, [ACTOR_CHANNEL, `c:${nonce}`]);
        // Every other listening instance confirms; while this one is deaf, nobody is waited for.
        own.expected = online ? (rows[0]?.listeners ?? 1) - 1 : 0;
        if (own.acks >= own.expected) done();
        await confirmed;
      } finally {
        clearTimeout(timer);
        pending.delete(nonce);
      }
    };
    close = async () => {
      closed = true;
      online = false;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    };
  }

  return {
    get(token) {
      if (!online) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(token);
        return undefined;
      }
      return entry.actor;
    },
    generation: () => gen,
    set(token, actor, expiresAtMs, generation) {
      if (!online || generation !== gen) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(token, { actor, until: Math.min(now() + ttlMs, expiresAtMs) });
    },
    async changed() {
      forget();
      await broadcast();
    },
    close,
    get size() {
      return entries.size;
    },
  };
}
