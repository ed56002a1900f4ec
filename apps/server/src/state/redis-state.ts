import type { FastifyBaseLogger } from 'fastify';
import type { SharedState } from './shared-state.js';

/** Every key of ours starts so; give each installation sharing one Redis its own database (redis://host/2). */
const PREFIX = 'hiring:';
const CONNECT_TIMEOUT_MS = 5_000;

/*
 * Lua, so that each operation is one atomic step on the server, and with the caller's clock (ARGV) so
 * that the windows follow the server's clock like the other stores; Redis's own expiry (same length)
 * only frees the memory.
 */
const HIT = `
local now, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if resetAt and resetAt > now then
  return {redis.call('HINCRBY', KEYS[1], 'count', 1), resetAt}
end
resetAt = now + windowMs
redis.call('HSET', KEYS[1], 'count', 1, 'resetAt', resetAt)
redis.call('PEXPIRE', KEYS[1], windowMs)
return {1, resetAt}`;

const REFUND = `
local resetAt = tonumber(redis.call('HGET', KEYS[1], 'resetAt'))
if not resetAt or resetAt <= tonumber(ARGV[1]) then return 0 end
if redis.call('HINCRBY', KEYS[1], 'count', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 1`;

const CLAIM = `
local expiresAt, now = tonumber(ARGV[1]), tonumber(ARGV[2])
local held = tonumber(redis.call('GET', KEYS[1]))
if held and held > now then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', math.max(1, expiresAt - now))
return 1`;

/**
 * The store of instances sharing a Redis server (REDIS_URL). The client is loaded only then. While
 * Redis is unreachable commands fail at once instead of queueing (the callers decide: docs/deploy.md),
 * and the client reconnects in the background.
 */
export async function redisState(url: string, log: FastifyBaseLogger): Promise<SharedState> {
  const { createClient } = await import('@redis/client');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // Once per distinct failure, not once per reconnection attempt.
    if (error.message !== lastError) log.warn({ err: error }, 'redis: connection error');
    lastError = error.message;
  });
  client.on('ready', () => (lastError = ''));
  await connectOrFail(client, url);

  const run = async (script: string, key: string, args: number[]) =>
    client.eval(script, { keys: [PREFIX + key], arguments: args.map(String) });
  return {
    kind: 'redis',
    async hit(key, windowMs, now) {
      const [count, resetAt] = (await run(HIT, key, [now, windowMs])) as [number, number];
      return { count, resetAt };
    },
    async refund(key, now) {
      await run(REFUND, key, [now]);
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async claimOnce(key, expiresAt, now) {
      return (await run(CLAIM, key, [expiresAt, now])) === 1;
    },
    async ping() {
      await client.ping();
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

/** The first connection, or a clear error: a server told to share its state must not start without it. */
async function connectOrFail(client: { connect(): Promise<unknown>; destroy(): void }, url: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CONNECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.destroy();
    const where = new URL(url).host;
    throw new Error(`REDIS_URL: cannot reach Redis at ${where}: ${error instanceof Error ? error.message : error}`);
  } finally {
    clearTimeout(timer);
  }
}
