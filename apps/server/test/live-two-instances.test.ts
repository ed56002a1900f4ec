import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import type { ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { LIVE_CHANNEL } from '../src/modules/live/pg-live-bus.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { twoCompanies } from './fixtures.js';
import { testEnv } from './helpers.js';
import { chatFrame, listen, openLiveStream } from './live-support.js';
import { openTwoInstances, type TwoInstances } from './two-instances.js';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two instances of the server on one PostgreSQL database (docs/live.md): a message posted through
 * instance A reaches a stream open on instance B, through LISTEN/NOTIFY — also after the listening
 * connections were cut and reopened.
 */
describe.skipIf(!serverUrl)('live delivery across two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  let database: ThrowawayDatabase;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  beforeAll(async () => {
    two = await openTwoInstances(serverUrl!);
    ({ database, appA, appB } = two);
  });
  afterAll(() => two?.close());

  it('brings a message posted through instance A to a stream open on instance B', async () => {
    const baseA = await listen(appA);
    const baseB = await listen(appB);
    const f = await twoCompanies(database.handle.db);
    const config = loadConfig({ ...testEnv });
    const token = async (userId: number) =>
      (await startSession({ db: database.handle.db, config, userId })).accessToken;
    const admin = { authorization: `Bearer ${await token(f.adminA.id)}`, 'content-type': 'application/json' };
    const opened = await fetch(`${baseA}/api/chat`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ candidateUserId: f.candidate.id }),
    });
    expect(opened.status).toBe(201);
    const chatId = ((await opened.json()) as { data: { id: number } }).data.id;

    const stream = await openLiveStream(baseB, await token(f.candidate.id));
    await stream.next((x) => x.event === 'ready');
    const sent = await fetch(`${baseA}/api/message`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ chatId, body: 'Da un’altra istanza' }),
    });
    expect(sent.status).toBe(201);
    const frame = await stream.next(chatFrame('message', chatId));
    expect(frame.data).toMatchObject({
      chatterId: f.companyA.id,
      message: { body: 'Da un’altra istanza', mine: false },
    });
    await stream.next((x) => x.event === 'notice');

    // The listening connections are cut (a restart, a failover): each instance listens again.
    const listeners = async () =>
      resultRows<{ pid: number }>(
        await database.handle.db.execute(
          sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = ${`LISTEN ${LIVE_CHANNEL}`}`,
        ),
      );
    const cut = await listeners();
    expect(cut).toHaveLength(2);
    await database.handle.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY(${`{${cut.map((r) => r.pid).join(',')}}`}::int[])`,
    );
    await vi.waitFor(
      async () => {
        const now = await listeners();
        expect(now.filter((r) => !cut.some((c) => c.pid === r.pid))).toHaveLength(2);
      },
      { timeout: 10_000, interval: 100 },
    );
    await fetch(`${baseA}/api/message`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ chatId, body: 'Dopo la riconnessione' }),
    });
    expect((await stream.next(chatFrame('message', chatId))).data).toMatchObject({
      message: { body: 'Dopo la riconnessione' },
    });
    stream.close();
  });
});

describe.skipIf(serverUrl)('live delivery across two instances', () => {
  it.skip('needs PostgreSQL (TEST_DATABASE_URL): on PGlite there is one instance per database', () =>
    undefined);
});
