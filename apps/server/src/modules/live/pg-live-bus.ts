import pg from 'pg';
import { listenerSet, type LiveBus, type LiveEvent } from './live-bus.js';

/** One channel per database (NOTIFY never crosses databases): every instance of this server listens to it. */
export const LIVE_CHANNEL = 'hiring_live';
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;

export interface PgLiveBusOptions {
  /** How the listening connection connects (the pool's options). */
  connection: pg.ClientConfig;
  /** Sends one NOTIFY (through the pool, so a reconnecting listener never blocks a publisher). */
  notify: (channel: string, payload: string) => Promise<void>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection per instance listens on `hiring_live`; a lost
 * connection is reopened with a growing delay (events sent meanwhile are missed: clients still poll
 * notices, and reload a thread when they reconnect). Resolves once listening.
 */
export async function pgLiveBus(options: PgLiveBusOptions): Promise<LiveBus> {
  const listeners = listenerSet((err) => options.log.error({ err }, 'live listener failed'));
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const onNotification = (n: pg.Notification) => {
    if (n.channel !== LIVE_CHANNEL || !n.payload) return;
    try {
      listeners.emit(JSON.parse(n.payload) as LiveEvent);
    } catch (err) {
      options.log.warn({ err }, 'unreadable live event');
    }
  };

  const scheduleReconnect = (from: pg.Client) => {
    if (closed || client !== from) return;
    client = null;
    from.removeAllListeners('notification');
    void from.end().catch(() => undefined);
    retry = setTimeout(() => void connect().catch(() => undefined), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(options.connection);
    client = next;
    next.on('error', (err) => {
      options.log.warn({ err }, 'live listener connection lost; reconnecting');
      scheduleReconnect(next);
    });
    next.on('end', () => scheduleReconnect(next));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      delay = RETRY_MIN_MS;
    } catch (err) {
      options.log.warn({ err }, 'live listener could not connect; retrying');
      scheduleReconnect(next);
      throw err;
    }
  }

  await connect();
  return {
    async publish(event) {
      await options.notify(LIVE_CHANNEL, JSON.stringify(event));
    },
    subscribe: listeners.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
