import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * Found by the access matrix: a member holding `board` but no letter on `jobs` was refused the job
 * list (403) yet read every job's board, applicants, notes and steps. Without `jobs` no job is
 * reached (jobs/job-scope.ts), so nothing that hangs off one is either.
 */
describe('a member without the jobs key reaches no job through the board', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let boardOnly: number;
  let noteId: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    boardOnly = (await memberWithRole(ctx.db, f.companyA.id, { board: 'C' }, 'Bice')).id;
    const [note] = await ctx.db
      .insert(t.applicationNote)
      .values({ applicationId: f.applicationA.id, userId: f.adminA.id, body: 'Nota riservata' })
      .returning();
    noteId = note!.id;
  });
  const get = (url: string) => ctx.request({ method: 'GET', url: `/api/${url}`, as: boardOnly });

  it('is refused the job list, and finds no job, application, note or step elsewhere', async () => {
    expect((await get('job')).statusCode).toBe(403);
    expect((await get(`board/${f.jobA1.id}`)).statusCode).toBe(404);
    expect((await get(`board/application/${f.applicationA.id}`)).statusCode).toBe(404);
    expect((await get(`application/${f.applicationA.id}`)).statusCode).toBe(404);
    expect((await get(`application-note/${noteId}`)).statusCode).toBe(404);
    for (const list of ['application', 'application-note', 'application-step', 'job-application-status']) {
      const res = await get(list);
      expect(res.statusCode, list).toBe(200);
      expect(res.json().data, list).toEqual([]);
    }
    const viewed = await ctx.request({
      method: 'PATCH',
      url: `/api/application-question/viewed/${f.applicationA.id}`,
      as: boardOnly,
      payload: {},
    });
    expect(viewed.statusCode).toBe(404);
  });

  it('leaves a member with the jobs key their board', async () => {
    expect(
      (await ctx.request({ method: 'GET', url: `/api/board/${f.jobA1.id}`, as: f.adminA.id })).statusCode,
    ).toBe(200);
  });
});
