import { beforeAll, describe, expect, it } from 'vitest';
import { boardPayloadSchema, defaultBoardColumns } from '@hiring/domain';
import {
  addMember,
  addStep,
  createApplication,
  createCandidate,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** GET /board/{jobId}: the payload, the default columns (once, even in parallel) and isolation. */
describe('board payload', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const board = (jobId: number, as: number) => t.request({ method: 'GET', url: `/api/board/${jobId}`, as });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('answers the columns in order and the cards with candidate and last step', async () => {
    const cand = await createCandidate(
      t.db,
      { firstname: 'Dario', lastname: 'Dati' },
      { detail: { headline: 'Dev' } },
    );
    const app = await createApplication(t.db, { jobId: f.jobA1.id, userId: cand.id });
    await addStep(t.db, {
      applicationId: app.id,
      applicationStepTypeId: 1,
      createdAt: new Date('2026-01-01'),
    });
    await addStep(t.db, {
      applicationId: app.id,
      applicationStepTypeId: 8,
      createdAt: new Date('2026-01-02'),
    });
    const res = await board(f.jobA1.id, f.adminA.id);
    expect(res.statusCode).toBe(200);
    const data = boardPayloadSchema.parse(res.json().data);
    expect(data.job).toMatchObject({ id: f.jobA1.id, name: 'Alfa backend developer', userId: f.adminA.id });
    expect(data.columns.map((c) => [c.order, c.special, c.locked])).toEqual([
      [1, 'selected', false],
      [2, null, false],
      [3, null, false],
      [4, null, false],
      [5, 'discarded', true],
    ]);
    const card = data.applications.find((a) => a.id === app.id)!;
    expect(card).toMatchObject({
      jobApplicationStatusId: null,
      locked: false,
      viewedAt: null,
      candidate: { userId: cand.id, firstname: 'Dario', lastname: 'Dati', headline: 'Dev', picture: null },
      lastStep: { key: 'rejected', style: 'reject', createdAt: '2026-01-02T00:00:00.000Z' },
    });
    const other = data.applications.find((a) => a.id === f.applicationA.id)!;
    expect(other).toMatchObject({ jobApplicationStatusId: f.columnsA1[0]!.id, lastStep: null });
  });

  it('marks cards in a locking column as locked', async () => {
    const cand = await createCandidate(t.db);
    const app = await createApplication(t.db, {
      jobId: f.jobA1.id,
      userId: cand.id,
      jobApplicationStatusId: f.columnsA1[4]!.id,
    });
    const data = (await board(f.jobA1.id, f.adminA.id)).json().data;
    expect(data.applications.find((a: { id: number }) => a.id === app.id).locked).toBe(true);
  });

  it('gives a job without columns the defaults once, named by their keys, even with parallel reads', async () => {
    const job = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id });
    const answers = await Promise.all([1, 2, 3, 4].map(() => board(job.id, f.adminA.id)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const columns = answers.map((r) => r.json().data.columns);
    const keys = ['selected', 'phase1', 'phase2', 'phase3', 'discarded'];
    expect(defaultBoardColumns.map((c) => c.name)).toEqual(keys);
    expect(columns[0].map((c: { name: string }) => c.name)).toEqual(keys);
    for (const list of columns) expect(list).toEqual(columns[0]);
    const again = (await board(job.id, f.adminA.id)).json().data.columns;
    expect(again).toHaveLength(5);

    const english = await createUser(t.db, { lang: 'en' });
    await addMember(t.db, { userId: english.id, companyId: f.companyA.id, companyRoleId: 1 });
    const jobEn = await createJob(t.db, { companyId: f.companyA.id, userId: english.id });
    // The same keys for an English reader: the web app names them in the reader's language.
    const en = (await board(jobEn.id, english.id)).json().data.columns;
    expect(en.map((c: { name: string }) => c.name)).toEqual(keys);
  });

  it('hides other companies’ jobs (404) and refuses callers without the board permission', async () => {
    const res = await board(f.jobA1.id, f.adminB.id);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('Alfa');
    expect((await board(999_999, f.adminA.id)).statusCode).toBe(404);
    expect((await board(f.jobA1.id, f.loner.id)).statusCode).toBe(403);
    expect((await board(f.jobA1.id, f.candidate.id)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/board/${f.jobA1.id}` })).statusCode).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await board(bad as unknown as number, f.adminA.id)).statusCode, bad).toBe(400);
  });
});
