import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import * as t from '../src/db/schema/index.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { openThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { startRedis, type RedisServer } from '../../../scripts/redis-server.mjs';
import { buildServerCopy, startServerProcess, type ServerProcess } from '../../../scripts/server-process.mjs';
import { solveBotCheck } from './bot-check-support.js';
import { twoCompanies } from './fixtures.js';
import { testEnv } from './helpers.js';
import { chatFrame, openLiveStream } from './live-support.js';

/**
 * Issue 16, point 2: two instances of the built server, each a process with its own data directory, on one
 * PostgreSQL database (this lane's server) and one Redis (started here): no behaviour depends on which one
 * answers. The rate limits and the bot check are tried again without Redis (their PostgreSQL tables).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redis: RedisServer | null = serverUrl ? await startRedis() : null;
afterAll(() => redis?.stop());

const PASSWORD = 'Istanze-2026!';
const { JWT_SECRET, ALTCHA_HMAC_KEY, PUSH_AUTH_SECRET, FILE_SIGNING_SECRET } = testEnv;

interface Pair {
  a: ServerProcess;
  b: ServerProcess;
  /** When both were up (epoch ms). */
  upSince: number;
  close(): Promise<void>;
}

describe.skipIf(!serverUrl || !redis)('two instances on one PostgreSQL and one Redis', () => {
  let database: ThrowawayDatabase;
  let build: { entry: string; remove: () => void };
  let f: Awaited<ReturnType<typeof twoCompanies>>;

  beforeAll(async () => {
    database = await openThrowawayDatabase({ serverUrl, prefix: 'multi', poolSize: 2 });
    await database.handle.migrate();
    await seedReferenceData(database.handle.db);
    f = await twoCompanies(database.handle.db);
    await database.handle.db
      .update(t.user)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(t.user.id, f.adminA.id));
    build = await buildServerCopy('multi-instance');
  }, 120_000);
  afterAll(async () => {
    build?.remove();
    await database?.dispose();
  });

  /** Two instances, started one after the other (the first migrates), sharing only what the environment names. */
  async function startPair(shared: Record<string, string | undefined>): Promise<Pair> {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'hiring-instance-')));
    const env = (dataDir: string) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'debug',
      CRON_ENABLED: 'true',
      BOT_CHECK: 'altcha',
      RATE_LIMITS: 'true',
      JWT_SECRET,
      ALTCHA_HMAC_KEY,
      PUSH_AUTH_SECRET,
      FILE_SIGNING_SECRET,
      ...shared,
    });
    const a = await startServerProcess(build.entry, env(dirs[0]!));
    const b = await startServerProcess(build.entry, env(dirs[1]!));
    return {
      a,
      b,
      upSince: Date.now(),
      async close() {
        await Promise.all([a.stop(), b.stop()]);
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  /** A solved challenge of `action`, fetched from `from`. */
  const solved = async (from: ServerProcess, action = 'login') =>
    solveBotCheck(
      ((await (await fetch(`${from.url}/api/auth/challenge?action=${action}`)).json()) as { data: unknown })
        .data,
    );
  const signIn = async (at: ServerProcess, email: string, password: string, payload?: string) =>
    fetch(`${at.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bot-check': payload ?? (await solved(at)) },
      body: JSON.stringify({ email, password }),
    });

  describe.each([
    ['Redis', () => ({ REDIS_URL: redis!.url })],
    ['PostgreSQL alone', () => ({})],
  ])('sharing their state through %s', (store, shared) => {
    let pair: Pair;
    beforeAll(async () => {
      pair = await startPair(shared());
    }, 60_000);
    afterAll(() => pair?.close());

    it('signs in on A and refreshes on B; the tokens of either work on both', async () => {
      const res = await signIn(pair.a, f.adminA.email, PASSWORD);
      expect(res.status).toBe(200);
      const { refreshToken, accessToken } = (
        (await res.json()) as { data: { refreshToken: string; accessToken: string } }
      ).data;
      const meOnB = await fetch(`${pair.b.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(meOnB.status).toBe(200);
      const refreshed = await fetch(`${pair.b.url}/api/auth/refresh-tokens`, {
        headers: { authorization: `Bearer ${refreshToken}` },
      });
      expect(refreshed.status).toBe(200);
      const next = ((await refreshed.json()) as { data: { accessToken: string } }).data;
      const meOnA = await fetch(`${pair.a.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${next.accessToken}` },
      });
      expect(meOnA.status).toBe(200);
      // The spent refresh token is refused by the other instance too.
      const again = await fetch(`${pair.a.url}/api/auth/refresh-tokens`, {
        headers: { authorization: `Bearer ${refreshToken}` },
      });
      expect(again.status).toBe(401);
    });

    it('refuses on B a bot-check solution already spent on A', async () => {
      const payload = await solved(pair.b);
      expect((await signIn(pair.a, 'nobody@example.test', 'wrong-password', payload)).status).toBe(401);
      const replay = await signIn(pair.b, 'nobody@example.test', 'wrong-password', payload);
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ message: 'Bot check failed' });
    });

    it('counts the failed sign-ins of one account on both instances against one limit', async () => {
      const email = `guessed-${store.length}@example.test`;
      // The account limit is 10 failures in 15 minutes: 5 on each instance use it up.
      for (let i = 0; i < 10; i++)
        expect((await signIn(i % 2 ? pair.b : pair.a, email, `guess-${i}`)).status).toBe(401);
      for (const at of [pair.a, pair.b]) {
        const refused = await signIn(at, email, 'guess-11');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it.runIf(store === 'Redis')('delivers a chat message sent to A live to a client of B', async () => {
      const config = loadConfig({ ...testEnv });
      const token = async (userId: number) =>
        (await startSession({ db: database.handle.db, config, userId })).accessToken;
      const admin = {
        authorization: `Bearer ${await token(f.adminA.id)}`,
        'content-type': 'application/json',
      };
      const opened = await fetch(`${pair.a.url}/api/chat`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ candidateUserId: f.candidate.id }),
      });
      expect(opened.status).toBe(201);
      const chatId = ((await opened.json()) as { data: { id: number } }).data.id;
      const stream = await openLiveStream(pair.b.url, await token(f.candidate.id));
      await stream.next((x) => x.event === 'ready');
      const sent = await fetch(`${pair.a.url}/api/message`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ chatId, body: 'Inviato ad A, letto su B' }),
      });
      expect(sent.status).toBe(201);
      expect((await stream.next(chatFrame('message', chatId))).data).toMatchObject({
        message: { body: 'Inviato ad A, letto su B', mine: false },
      });
      stream.close();
    });

    it.runIf(store === 'Redis')(
      'runs a scheduled job once per slot: both instances reach it, one runs it',
      async () => {
        // updateCron runs every minute: wait for the first slot both instances were up for.
        const firstSlot = new Date(Math.ceil((pair.upSince + 1) / 60_000) * 60_000).toISOString();
        const events = () =>
          [pair.a, pair.b].flatMap((instance, i) =>
            instance
              .output()
              .split('\n')
              .filter((line) => line.includes('"job":"updateCron"'))
              .map((line) => ({ instance: i, ...(JSON.parse(line) as { slot?: string; msg: string }) }))
              .filter((e) => e.slot !== undefined && e.slot >= firstSlot),
          );
        await vi.waitFor(
          () => {
            const slot = events()[0]?.slot;
            expect(events().filter((e) => e.slot === slot)).toHaveLength(2);
          },
          { timeout: 75_000, interval: 250 },
        );
        const slot = events()[0]!.slot!;
        const atSlot = events().filter((e) => e.slot === slot);
        expect(atSlot.map((e) => e.msg).sort()).toEqual([
          'cron job done',
          'cron slot taken by another instance',
        ]);
        expect(new Set(atSlot.map((e) => e.instance)).size).toBe(2);
        const runs = await database.handle.db.select().from(t.cronRun).where(eq(t.cronRun.slot, slot));
        expect(runs.filter((r) => r.job === 'updateCron')).toHaveLength(1);
      },
      90_000,
    );
  });
});

if (!serverUrl || !redis)
  describe('two instances on one PostgreSQL and one Redis', () => {
    it.skip(
      serverUrl
        ? 'needs redis-server (installed by .ci/run)'
        : 'needs PostgreSQL (TEST_DATABASE_URL, the api-pg lane): the embedded database serves one instance',
      () => undefined,
    );
  });
