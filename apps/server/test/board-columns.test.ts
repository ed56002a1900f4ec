import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCandidate } from '../src/db/seed/factories.js';
import { jobEvent } from '../src/db/schema/index.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Board columns (job-application-status): add, rename, reorder, delete, with the special and owner rules. */
describe('board columns', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const create = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/job-application-status', as, payload });
  const update = (as: number, id: number, payload: object) =>
    t.request({ method: 'PATCH', url: `/api/job-application-status/${id}`, as, payload });
  const remove = (as: number, id: number) =>
    t.request({ method: 'DELETE', url: `/api/job-application-status/${id}`, as });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('adds a column (never one of the default special kinds) and lists the job’s columns in order', async () => {
    const res = await create(f.adminA.id, { jobId: f.jobA1.id, name: '  Colloquio tecnico ', order: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      jobId: f.jobA1.id,
      name: 'Colloquio tecnico',
      order: 3,
      special: null,
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/job-application-status?where[jobId]=${f.jobA1.id}&order[order]=ASC`,
      as: f.adminA.id,
    });
    expect(list.json().data).toHaveLength(6);
    const special = await create(f.adminA.id, {
      jobId: f.jobA1.id,
      name: 'x',
      order: 1,
      special: 'selected',
    });
    expect(special.statusCode).toBe(400);
    for (const payload of [
      { jobId: f.jobA1.id, name: '', order: 1 },
      { jobId: f.jobA1.id, name: 'x' },
      { name: 'x', order: 1 },
    ]) {
      expect((await create(f.adminA.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('renames and reorders, in the job’s journal', async () => {
    const id = f.columnsA1[1]!.id;
    const res = await update(f.adminA.id, id, { name: 'Primo colloquio', order: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: 'Primo colloquio', order: 7, special: null });
    expect((await update(f.adminA.id, id, { special: 'rejected' })).statusCode).toBe(400);
    expect((await update(f.adminA.id, id, {})).statusCode).toBe(400);
    const events = await t.db
      .select()
      .from(jobEvent)
      .where(and(eq(jobEvent.jobId, f.jobA1.id), eq(jobEvent.kind, 'column-updated')));
    expect(events[0]!.data).toMatchObject({ jobApplicationStatusId: id, name: 'Primo colloquio', order: 7 });
  });

  it('deletes an empty ordinary column only', async () => {
    const special = await remove(f.adminA.id, f.columnsA1[0]!.id);
    expect(special.statusCode).toBe(400);
    expect(special.json().message).toBe('Special columns cannot be deleted');
    const used = f.columnsA1[2]!.id;
    await createApplication(t.db, {
      jobId: f.jobA1.id,
      userId: (await createCandidate(t.db)).id,
      jobApplicationStatusId: used,
    });
    const busy = await remove(f.adminA.id, used);
    expect(busy.statusCode).toBe(400);
    expect(busy.json().message).toBe('The column has applications: move them to another column first');
    const empty = f.columnsA1[3]!.id;
    expect((await remove(f.adminA.id, empty)).statusCode).toBe(204);
    expect((await remove(f.adminA.id, empty)).statusCode).toBe(404);
    const board = (
      await t.request({ method: 'GET', url: `/api/board/${f.jobA1.id}`, as: f.adminA.id })
    ).json().data;
    expect(board.columns.some((c: { id: number }) => c.id === empty)).toBe(false);
    const move = await t.request({
      method: 'PATCH',
      url: `/api/application/${f.applicationA.id}`,
      as: f.adminA.id,
      payload: { jobApplicationStatusId: empty },
    });
    expect(move.statusCode).toBe(400);
  });

  it('lets a board-U member change columns of their own jobs only', async () => {
    const reader = await memberWithRole(t.db, f.companyA.id, { jobs: 'C', board: 'U' }, 'Lea');
    const res = await update(reader.id, f.columnsA1[1]!.id, { name: 'Mio' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Unauthorized to perform this action.');
    expect((await create(reader.id, { jobId: f.jobA1.id, name: 'x', order: 1 })).statusCode).toBe(403);
    const own = await create(f.assistantA.id, { jobId: f.jobA2.id, name: 'Mia colonna', order: 1 });
    expect(own.statusCode).toBe(201);
    // The hiring assistant (jobs U) does not reach another recruiter's job: as for a missing one.
    expect((await update(f.assistantA.id, f.columnsA1[1]!.id, { name: 'Mio' })).statusCode).toBe(404);
    expect((await create(f.assistantA.id, { jobId: f.jobA1.id, name: 'x', order: 1 })).statusCode).toBe(400);
  });

  it('keeps company B out: no list, no create, update or delete on A’s columns', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/job-application-status?where[jobId]=${f.jobA1.id}`,
      as: f.adminB.id,
    });
    expect(list.json().data).toEqual([]);
    const created = await create(f.adminB.id, { jobId: f.jobA1.id, name: 'x', order: 1 });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('jobId: no such job');
    expect((await update(f.adminB.id, f.columnsA1[1]!.id, { name: 'x' })).statusCode).toBe(404);
    expect((await remove(f.adminB.id, f.columnsA1[4]!.id)).statusCode).toBe(404);
  });
});
