import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptWindow, usedToken } from '../src/db/schema/index.js';
import { memoryState } from '../src/state/memory-state.js';
import { postgresState } from '../src/state/postgres-state.js';
import { redisState } from '../src/state/redis-state.js';
import { SWEEP_EVERY, type SharedState } from '../src/state/shared-state.js';
import { startRedis } from '../../../scripts/redis-server.mjs';
import { useTestApp } from './helpers.js';

/**
 * One contract for the three stores of the state instances share (src/state/): the same behaviour from
 * this process's memory, from the PostgreSQL tables (on this lane's database: PGlite or PostgreSQL) and
 * from a Redis server the test starts. Then the server on Redis: the limits and the readiness probe.
 */
const redis = await startRedis();
if (!redis) console.warn('shared-state.test: redis-server is not installed: the Redis store is not tested');
afterAll(() => redis?.stop());

const ctx = useTestApp({ rateLimits: true, redisUrl: redis?.url });
const silent = { warn: () => undefined } as never;
const MINUTE = 60_000;
const T0 = 1_900_000_000_000;
let serial = 0;
/** A key no other test of this file uses (the Redis and PostgreSQL stores outlive a test). */
const fresh = (name: string) => `test:${name}:${++serial}:${process.pid}`;

const stores: Array<[string, () => Promise<SharedState> | SharedState, boolean]> = [
  ['memory', () => memoryState(), true],
  ['postgres', () => postgresState(ctx.db), true],
  ['redis', () => redisState(redis!.url, silent), redis !== null],
];

describe.each(stores)('the %s store', (_name, open, available) => {
  let store: SharedState;
  const opened = async () => (store ??= await open());
  afterAll(() => store?.close());

  it.skipIf(!available)('counts attempts in a window that opens at the first and starts again after it ends', async () => {
    const s = await opened();
    const key = fresh('hit');
    expect(await s.hit(key, MINUTE, T0)).toEqual({ count: 1, resetAt: T0 + MINUTE });
    expect(await s.hit(key, MINUTE, T0 + 30_000)).toEqual({ count: 2, resetAt: T0 + MINUTE });
    expect(await s.hit(key, MINUTE, T0 + MINUTE - 1)).toEqual({ count: 3, resetAt: T0 + MINUTE });
    expect(await s.hit(key, MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetAt: T0 + 2 * MINUTE });
    expect(await s.hit(fresh('other'), MINUTE, T0 + MINUTE)).toMatchObject({ count: 1 });
  });

  it.skipIf(!available)('takes an attempt back, and forgets a key', async () => {
    const s = await opened();
    const key = fresh('refund');
    await s.hit(key, MINUTE, T0);
    await s.hit(key, MINUTE, T0);
    await s.refund(key, T0 + 1);
    expect((await s.hit(key, MINUTE, T0 + 2)).count).toBe(2);
    await s.reset(key);
    expect(await s.hit(key, MINUTE, T0 + 3)).toEqual({ count: 1, resetAt: T0 + 3 + MINUTE });
    // A refund after the window ended changes nothing (and a refund of an unknown key is no error).
    await s.refund(key, T0 + 3 + MINUTE);
    await s.refund(fresh('unknown'), T0);
    expect((await s.hit(key, MINUTE, T0 + 4)).count).toBe(2);
  });

  it.skipIf(!available)('counts concurrent attempts one after the other', async () => {
    const s = await opened();
    const key = fresh('concurrent');
    const counts = await Promise.all(Array.from({ length: 40 }, () => s.hit(key, MINUTE, T0)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it.skipIf(!available)('lets a one-time token be claimed once until it expires, also by concurrent claims', async () => {
    const s = await opened();
    const key = fresh('claim');
    expect(await s.claimOnce(key, T0 + MINUTE, T0)).toBe(true);
    expect(await s.claimOnce(key, T0 + MINUTE, T0 + 1)).toBe(false);
    expect(await s.claimOnce(key, T0 + 2 * MINUTE, T0 + MINUTE)).toBe(true);
    const race = fresh('race');
    const won = await Promise.all(Array.from({ length: 20 }, () => s.claimOnce(race, T0 + MINUTE, T0)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});

describe('the PostgreSQL store', () => {
  it('sweeps expired windows and tokens as it writes', async () => {
    const s = postgresState(ctx.db);
    const late = T0 + 10 * MINUTE;
    await s.hit(fresh('old'), MINUTE, T0);
    await s.claimOnce(fresh('old'), T0 + MINUTE, T0);
    for (let i = 0; i < SWEEP_EVERY; i++) await s.hit(fresh('live'), MINUTE, late);
    const [windows] = await ctx.db.select({ n: count() }).from(attemptWindow);
    const [tokens] = await ctx.db.select({ n: count() }).from(usedToken);
    // The live ones remain; what expired before `late` (from this test and the ones above) is gone.
    expect(windows?.n).toBeLessThanOrEqual(SWEEP_EVERY);
    expect(tokens?.n).toBe(0);
  });
});

describe.skipIf(!redis)('the server on Redis (REDIS_URL)', () => {
  it('refuses a server whose Redis does not answer, with the address', async () => {
    await expect(redisState('redis://127.0.0.1:1', silent)).rejects.toThrow(/REDIS_URL: cannot reach Redis at 127\.0\.0\.1:1/);
  });

  it('counts sign-in attempts in Redis; with Redis gone the guarded routes answer 503 and /ready takes the instance out', async () => {
    const email = `who-${serial++}-${process.pid}@example.test`;
    const login = () =>
      ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
    for (let i = 0; i < 10; i++) expect((await login()).statusCode).toBe(401);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect((await ctx.request({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

    await redis!.stop();
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Temporarily unavailable, try again in a minute',
    });
    const ready = await ctx.request({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ message: 'The shared state (Redis) is not reachable' });
  });
});
