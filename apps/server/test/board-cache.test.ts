import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { boardPayloadSchema, type BoardPayload } from '@hiring/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { addStep, createApplication, createCandidate } from '../src/db/seed/factories.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { openThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { BoardCache } from '../src/modules/board/board-cache.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { twoCompanies } from './fixtures.js';
import { testEnv } from './helpers.js';

/**
 * GET /board/{jobId} keeps a job's columns and cards under job.board_version (board-cache.ts), which
 * triggers bump with every write that changes them (migration 0015): after each kind of write, the
 * next read shows it, through the instance that wrote and through another one on the same database.
 */
describe('the board cache', () => {
  let database: ThrowawayDatabase;
  let second: DatabaseHandle | undefined;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const tokens = new Map<number, string>();
  const config = loadConfig({ ...testEnv });

  beforeAll(async () => {
    database = await openThrowawayDatabase({
      serverUrl: process.env.TEST_DATABASE_URL,
      prefix: 'test',
      poolSize: 4,
    });
    await database.handle.migrate();
    await seedReferenceData(database.handle.db);
    // On PostgreSQL the second instance has a pool of its own, as another process would.
    if (database.handle.kind === 'postgres') {
      const url = (database.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
      second = await openDatabase({ databaseUrl: url, poolSize: 4 });
    }
    appA = await buildApp({ config, database: database.handle, logger: false });
    appB = await buildApp({ config, database: second ?? database.handle, logger: false });
    f = await twoCompanies(database.handle.db);
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await second?.close();
    await database?.dispose();
  });

  const db = () => database.handle.db;
  const token = async (userId: number) => {
    if (!tokens.has(userId))
      tokens.set(userId, (await startSession({ db: db(), config, userId })).accessToken);
    return tokens.get(userId)!;
  };
  const call = async (
    app: FastifyInstance,
    as: number,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${await token(as)}` } });
  const board = async (app = appA, jobId = f.jobA1.id): Promise<BoardPayload> => {
    const res = await call(app, f.adminA.id, 'GET', `/api/board/${jobId}`);
    expect(res.statusCode, res.body).toBe(200);
    return boardPayloadSchema.parse(res.json().data);
  };
  const card = (b: BoardPayload, id: number) => b.applications.find((c) => c.id === id);
  /** Reads the board through both instances (so both hold it), writes, and returns the two next reads. */
  async function afterWrite(write: () => Promise<unknown>, jobId = f.jobA1.id) {
    await board(appA, jobId);
    await board(appB, jobId);
    await write();
    return { a: await board(appA, jobId), b: await board(appB, jobId) };
  }
  const version = async (jobId = f.jobA1.id) =>
    (await db().select({ v: t.job.boardVersion }).from(t.job).where(eq(t.job.id, jobId)))[0]!.v;

  it('answers the same text from the cache as built, and does not bump for a read', async () => {
    const v = await version();
    const first = await call(appA, f.adminA.id, 'GET', `/api/board/${f.jobA1.id}`);
    const again = await call(appA, f.adminA.id, 'GET', `/api/board/${f.jobA1.id}`);
    expect(again.body).toBe(first.body);
    expect(await version()).toBe(v);
    // Another caller of the same company reaches the same board; another company still gets 404.
    const other = await call(appA, f.adminB.id, 'GET', `/api/board/${f.jobA1.id}`);
    expect(other.statusCode).toBe(404);
  });

  it('shows a card moved through the API (and its step) on both instances', async () => {
    const to = f.columnsA1[1]!.id;
    const { a, b } = await afterWrite(() =>
      call(appA, f.adminA.id, 'PATCH', `/api/application/${f.applicationA.id}`, {
        jobApplicationStatusId: to,
      }),
    );
    for (const x of [a, b]) {
      expect(card(x, f.applicationA.id)!.jobApplicationStatusId).toBe(to);
      expect(card(x, f.applicationA.id)!.lastStep).not.toBeNull();
    }
  });

  it('shows many cards moved and rejected at once', async () => {
    const c1 = await createCandidate(db());
    const c2 = await createCandidate(db());
    const x1 = await createApplication(db(), {
      jobId: f.jobA1.id,
      userId: c1.id,
      jobApplicationStatusId: f.columnsA1[0]!.id,
    });
    const x2 = await createApplication(db(), {
      jobId: f.jobA1.id,
      userId: c2.id,
      jobApplicationStatusId: f.columnsA1[0]!.id,
    });
    const to = f.columnsA1[2]!.id;
    const moved = await afterWrite(() =>
      call(appB, f.adminA.id, 'POST', '/api/application/@move', {
        idList: [x1.id, x2.id],
        jobApplicationStatusId: to,
      }),
    );
    for (const x of [moved.a, moved.b])
      for (const id of [x1.id, x2.id]) expect(card(x, id)!.jobApplicationStatusId).toBe(to);
    const rejected = await afterWrite(() =>
      call(appA, f.adminA.id, 'POST', '/api/application/@reject', { idList: [x1.id] }),
    );
    for (const x of [rejected.a, rejected.b]) {
      expect(card(x, x1.id)!.locked).toBe(true);
      expect(card(x, x1.id)!.lastStep!.key).toBe('rejected');
    }
  });

  it('shows a step added through the API, and one written straight to the database', async () => {
    const viaApi = await afterWrite(() =>
      call(appB, f.adminA.id, 'POST', '/api/application-step', {
        applicationId: f.applicationA.id,
        key: 'interview-request',
      }),
    );
    for (const x of [viaApi.a, viaApi.b])
      expect(card(x, f.applicationA.id)!.lastStep!.key).toBe('interview-request');
    const direct = await afterWrite(() =>
      addStep(db(), {
        applicationId: f.applicationA.id,
        applicationStepTypeId: 8,
        createdAt: new Date(Date.now() + 60_000),
      }),
    );
    for (const x of [direct.a, direct.b]) expect(card(x, f.applicationA.id)!.lastStep!.key).toBe('rejected');
  });

  it('does not bump for a note on a step or a team note (the card shows neither)', async () => {
    const [step] = await db()
      .select()
      .from(t.applicationStep)
      .where(eq(t.applicationStep.applicationId, f.applicationA.id));
    const v = await version();
    await db()
      .update(t.applicationStep)
      .set({ note: 'Solo testo' })
      .where(eq(t.applicationStep.id, step!.id));
    const note = await call(appA, f.adminA.id, 'POST', '/api/application-note', {
      applicationId: f.applicationA.id,
      body: 'Nota',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(await version()).toBe(v);
  });

  it('shows a new application (the candidate applies) and a removed one', async () => {
    const cand = await createCandidate(db(), { firstname: 'Nuova', lastname: 'Candidata' });
    let id = 0;
    const applied = await afterWrite(async () => {
      const res = await call(appA, cand.id, 'POST', '/api/application', { jobId: f.jobA1.id });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().data.id;
    });
    for (const x of [applied.a, applied.b]) expect(card(x, id)!.candidate.firstname).toBe('Nuova');
    const removed = await afterWrite(() => call(appB, f.adminA.id, 'DELETE', `/api/application/${id}/user`));
    for (const x of [removed.a, removed.b]) expect(card(x, id)).toBeUndefined();
  });

  it('shows a card marked viewed', async () => {
    const cand = await createCandidate(db());
    const app = await createApplication(db(), { jobId: f.jobA1.id, userId: cand.id });
    const { a, b } = await afterWrite(() =>
      call(appA, f.adminA.id, 'PATCH', `/api/update/application-set-viewed/${app.id}`),
    );
    for (const x of [a, b]) expect(card(x, app.id)!.viewedAt).not.toBeNull();
  });

  it('shows a column added, renamed and deleted', async () => {
    let id = 0;
    const added = await afterWrite(async () => {
      const res = await call(appB, f.adminA.id, 'POST', '/api/job-application-status', {
        jobId: f.jobA1.id,
        name: 'Colloquio',
        order: 3,
      });
      expect(res.statusCode, res.body).toBe(201);
      id = res.json().data.id;
    });
    for (const x of [added.a, added.b]) expect(x.columns.find((c) => c.id === id)!.name).toBe('Colloquio');
    const renamed = await afterWrite(() =>
      call(appA, f.adminA.id, 'PATCH', `/api/job-application-status/${id}`, { name: 'Secondo colloquio' }),
    );
    for (const x of [renamed.a, renamed.b])
      expect(x.columns.find((c) => c.id === id)!.name).toBe('Secondo colloquio');
    const deleted = await afterWrite(() =>
      call(appB, f.adminA.id, 'DELETE', `/api/job-application-status/${id}`),
    );
    for (const x of [deleted.a, deleted.b]) expect(x.columns.some((c) => c.id === id)).toBe(false);
  });

  it('shows the candidate’s new name, picture and headline', async () => {
    const renamed = await afterWrite(() =>
      db()
        .update(t.user)
        .set({ firstname: 'Carlotta', picture: 'p/new.jpg' })
        .where(eq(t.user.id, f.candidate.id)),
    );
    for (const x of [renamed.a, renamed.b])
      expect(card(x, f.applicationA.id)!.candidate).toMatchObject({
        firstname: 'Carlotta',
        picture: 'p/new.jpg',
      });
    // The candidate applied to company B's job too: its board changed as well.
    const other = await call(appA, f.adminB.id, 'GET', `/api/board/${f.jobB1.id}`);
    expect(other.json().data.applications[0].candidate.firstname).toBe('Carlotta');
    const headline = await afterWrite(() =>
      db()
        .update(t.userDetail)
        .set({ headline: 'Sviluppatrice' })
        .where(eq(t.userDetail.userId, f.candidate.id)),
    );
    for (const x of [headline.a, headline.b])
      expect(card(x, f.applicationA.id)!.candidate.headline).toBe('Sviluppatrice');
    // A write the card does not show leaves the version alone.
    const v = await version();
    await db().update(t.user).set({ email: 'carlotta@example.com' }).where(eq(t.user.id, f.candidate.id));
    expect(await version()).toBe(v);
  });

  it('shows a headline of a candidate who had no profile row, and its removal', async () => {
    const cand = await createCandidate(db());
    const app = await createApplication(db(), { jobId: f.jobA1.id, userId: cand.id });
    await db().delete(t.userDetail).where(eq(t.userDetail.userId, cand.id));
    const inserted = await afterWrite(() =>
      db().insert(t.userDetail).values({ userId: cand.id, headline: 'Nuovo profilo' }),
    );
    for (const x of [inserted.a, inserted.b])
      expect(card(x, app.id)!.candidate.headline).toBe('Nuovo profilo');
    const deleted = await afterWrite(() => db().delete(t.userDetail).where(eq(t.userDetail.userId, cand.id)));
    for (const x of [deleted.a, deleted.b]) expect(card(x, app.id)!.candidate.headline).toBeNull();
  });

  it('shows a step type’s new style', async () => {
    const [type] = await db().select().from(t.applicationStepType).where(eq(t.applicationStepType.id, 8));
    const { a, b } = await afterWrite(() =>
      db().update(t.applicationStepType).set({ style: 'default' }).where(eq(t.applicationStepType.id, 8)),
    );
    for (const x of [a, b]) expect(card(x, f.applicationA.id)!.lastStep!.style).toBe('default');
    await db()
      .update(t.applicationStepType)
      .set({ style: type!.style })
      .where(eq(t.applicationStepType.id, 8));
  });

  it('shows the job’s own fields (read on every request) and gives a job without columns its defaults', async () => {
    const { a, b } = await afterWrite(() =>
      db()
        .update(t.job)
        .set({ name: 'Alfa backend senior', suspendedAt: new Date() })
        .where(eq(t.job.id, f.jobA1.id)),
    );
    for (const x of [a, b]) {
      expect(x.job.name).toBe('Alfa backend senior');
      expect(x.job.suspendedAt).not.toBeNull();
    }
    // jobA2 has no columns: the first read writes the defaults, both instances then agree.
    const first = await board(appA, f.jobA2.id);
    expect(first.columns.length).toBeGreaterThan(0);
    expect((await board(appB, f.jobA2.id)).columns).toEqual(first.columns);
    expect((await board(appA, f.jobA2.id)).columns).toEqual(first.columns);
  });

  it('bumps a job once per statement, however many rows it writes', async () => {
    const rows = [];
    for (let i = 0; i < 3; i++) {
      const cand = await createCandidate(db());
      rows.push({ jobId: f.jobA1.id, userId: cand.id });
    }
    const v = await version();
    await db().insert(t.application).values(rows);
    expect(await version()).toBe(v + 1);
  });
});

describe('BoardCache', () => {
  const built =
    (text: string, keep = true) =>
    async () => ({ text, keep });

  it('serves a version it holds, rebuilds another, and keeps the newest', async () => {
    const cache = new BoardCache();
    expect(await cache.get(1, 1, built('one'))).toBe('one');
    expect(await cache.get(1, 1, built('other'))).toBe('one');
    expect(await cache.get(1, 2, built('two'))).toBe('two');
    // A reader that took version 1 before the write: gets a fresh build, the newer entry stays.
    expect(await cache.get(1, 1, built('late'))).toBe('late');
    expect(await cache.get(1, 2, built('x'))).toBe('two');
    expect(await cache.get(2, 1, built('not kept', false))).toBe('not kept');
    expect(await cache.get(2, 1, built('kept'))).toBe('kept');
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 'two'.length + 'kept'.length });
  });

  it('evicts the least recently used past its size, and expires entries', async () => {
    let now = 0;
    const cache = new BoardCache({ maxBytes: 10, ttlMs: 1_000, now: () => now });
    await cache.get(1, 1, built('aaaa'));
    await cache.get(2, 1, built('bbbb'));
    await cache.get(1, 1, built('x')); // 1 is now the most recently used
    await cache.get(3, 1, built('cccc'));
    expect(await cache.get(2, 1, built('B'))).toBe('B');
    expect(cache.stats().bytes).toBeLessThanOrEqual(10);
    now = 2_000;
    expect(await cache.get(3, 1, built('C'))).toBe('C');
  });

  it('drops expired entries on its sweep, so their memory is not held once boards stop being read', async () => {
    let now = 0;
    const cache = new BoardCache({ ttlMs: 1_000, now: () => now });
    await cache.get(1, 1, built('old'));
    now = 600;
    await cache.get(2, 1, built('new'));
    now = 1_200;
    cache.sweep();
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 'new'.length });
    now = 1_600;
    cache.sweep();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(await cache.get(2, 1, built('rebuilt'))).toBe('rebuilt');
  });

  it('sweeps on its own timer', async () => {
    vi.useFakeTimers();
    try {
      const cache = new BoardCache({ ttlMs: 1_000 });
      await cache.get(1, 1, built('text'));
      expect(cache.stats().entries).toBe(1);
      vi.advanceTimersByTime(2_100);
      expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
      expect(vi.getTimerCount()).toBe(0); // the timer stops with the cache empty
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one build between parallel misses, and forgets a failed one', async () => {
    const cache = new BoardCache();
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((r) => setImmediate(r));
      return { text: 'once', keep: true };
    };
    const all = await Promise.all([cache.get(1, 1, slow), cache.get(1, 1, slow), cache.get(1, 1, slow)]);
    expect(all).toEqual(['once', 'once', 'once']);
    expect(builds).toBe(1);
    await expect(cache.get(2, 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(2, 1, built('up'))).toBe('up');
  });
});
