import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCandidate, createJob } from '../src/db/seed/factories.js';
import { jobApplicationStatus } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

interface Column {
  id: number;
  name: string;
  special: string | null;
  locked: boolean;
}

/** Columns stored by key (spec 4), the rejected and confirmed columns a recruiter adds, and the migration. */
describe('board columns by key, and the special columns a recruiter adds', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const create = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/job-application-status', as, payload });
  const board = async (jobId: number, as: number) =>
    (await t.request({ method: 'GET', url: `/api/board/${jobId}`, as })).json().data as {
      columns: Column[];
      applications: Array<{ id: number; locked: boolean; jobApplicationStatusId: number | null }>;
    };
  const move = (as: number, id: number, jobApplicationStatusId: number) =>
    t.request({ method: 'PATCH', url: `/api/application/${id}`, as, payload: { jobApplicationStatusId } });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('adds a rejected column named by its key, once per job, and it locks what is moved in', async () => {
    const job = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published');
    const before = await board(job.id, f.adminA.id);
    expect(before.columns.map((c) => c.name)).toEqual([
      'selected',
      'phase1',
      'phase2',
      'phase3',
      'discarded',
    ]);

    const res = await create(f.adminA.id, { jobId: job.id, order: 6, special: 'rejected' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ jobId: job.id, name: 'rejected', order: 6, special: 'rejected' });
    const again = await create(f.adminA.id, { jobId: job.id, order: 7, special: 'rejected' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The job already has a rejected column',
    });

    const rejected = (await board(job.id, f.adminA.id)).columns.find((c) => c.special === 'rejected')!;
    expect(rejected).toMatchObject({ name: 'rejected', locked: true });
    const app = await createApplication(t.db, { jobId: job.id, userId: (await createCandidate(t.db)).id });
    const phase1 = before.columns.find((c) => c.name === 'phase1')!;
    expect((await move(f.adminA.id, app.id, rejected.id)).statusCode).toBe(200);
    const card = (await board(job.id, f.adminA.id)).applications.find((a) => a.id === app.id)!;
    expect(card).toMatchObject({ jobApplicationStatusId: rejected.id, locked: true });
    const out = await move(f.adminA.id, app.id, phase1.id);
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe('The application is locked');
    // A special column cannot be deleted either.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/job-application-status/${rejected.id}`,
      as: f.adminA.id,
    });
    expect(removed.statusCode).toBe(400);
  });

  it('adds a confirmed column with the recruiter’s own name, and it locks too', async () => {
    const job = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published');
    await board(job.id, f.adminA.id);
    const res = await create(f.adminA.id, { jobId: job.id, name: 'Assunti', order: 6, special: 'confirmed' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Assunti', special: 'confirmed' });
    const { columns } = await board(job.id, f.adminA.id);
    const confirmed = columns.find((c) => c.special === 'confirmed')!;
    const phase2 = columns.find((c) => c.name === 'phase2')!;
    expect(confirmed.locked).toBe(true);
    const app = await createApplication(t.db, { jobId: job.id, userId: (await createCandidate(t.db)).id });
    expect((await move(f.adminA.id, app.id, confirmed.id)).statusCode).toBe(200);
    const bulk = await t.request({
      method: 'POST',
      url: '/api/application/@move',
      as: f.adminA.id,
      payload: { idList: [app.id], jobApplicationStatusId: phase2.id },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ moved: [], locked: [app.id] });
  });

  it('refuses the other special kinds, a nameless ordinary column, and boards the caller may not change', async () => {
    for (const payload of [
      { jobId: f.jobA1.id, order: 9, special: 'selected' },
      { jobId: f.jobA1.id, order: 9, special: 'discarded' },
      { jobId: f.jobA1.id, order: 9, special: 'other' },
      { jobId: f.jobA1.id, order: 9 },
      { jobId: f.jobA1.id, name: '  ', order: 9, special: 'rejected' },
    ]) {
      const res = await create(f.adminA.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
    }
    // A U-letters assistant adds special columns on her own jobs only.
    const own = await create(f.assistantA.id, { jobId: f.jobA2.id, order: 9, special: 'confirmed' });
    expect(own.statusCode).toBe(201);
    const other = await create(f.assistantA.id, { jobId: f.jobA1.id, order: 9, special: 'confirmed' });
    expect([403, 400]).toContain(other.statusCode);
    // Another company's job does not exist for the caller.
    const foreign = await create(f.adminB.id, { jobId: f.jobA1.id, order: 9, special: 'rejected' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('jobId: no such job');
  });

  it('migration 0007 renames the stored default names (Italian or English) to keys and keeps renamed columns', async () => {
    const job = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id });
    const old = [
      { name: 'Selezionati', order: 1, special: 'selected' },
      { name: 'Phase 1', order: 2, special: null },
      { name: 'Fase 2', order: 3, special: null },
      { name: 'Colloquio tecnico', order: 4, special: null },
      { name: 'Scartati', order: 5, special: 'discarded' },
      // A recruiter's column that happens to be called like a default special one keeps its name.
      { name: 'Selected', order: 6, special: null },
    ];
    await t.db.insert(jobApplicationStatus).values(old.map((c) => ({ ...c, jobId: job.id })));
    const file = new URL('../src/db/migrations/0007_default_column_keys.sql', import.meta.url);
    for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const rows = await t.db
      .select({ name: jobApplicationStatus.name, order: jobApplicationStatus.order })
      .from(jobApplicationStatus)
      .where(eq(jobApplicationStatus.jobId, job.id))
      .orderBy(jobApplicationStatus.order);
    expect(rows.map((r) => r.name)).toEqual([
      'selected',
      'phase1',
      'phase2',
      'Colloquio tecnico',
      'discarded',
      'Selected',
    ]);
  });
});
