import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import {
  createBoardColumns,
  createCandidate,
  createJob,
  setCandidatePreference,
} from '../src/db/seed/factories.js';
import { recordNoticeUpdate, UpdateIcon } from '../src/modules/notices/notices.service.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

type Row = { id: number };

/**
 * The one rule of jobs/job-scope.ts on every route that reaches a job's rows: the hiring assistant
 * (U alone on jobs) reaches their own post and nothing of another recruiter's post of the same
 * company — board, columns, moves, candidate detail, notes, steps, snapshots, PDFs, files, the
 * candidate's contact, notices, invitations — each hidden as if it did not exist (404 or absent).
 */
describe('own-records-only staff reach their own jobs only', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  /** The other recruiter's post and the assistant's own, each with a board and an application sent through the API. */
  const other = { jobId: 0, appId: 0, columnId: 0, candidateId: 0, detailId: 0, fileId: 0 };
  const own = { jobId: 0, appId: 0, columnId: 0, candidateId: 0, detailId: 0, fileId: 0 };
  const as = (userId: number) => ({
    get: (url: string) => ctx.request({ method: 'GET', url: `/api/${url}`, as: userId }),
    post: (url: string, payload: object) =>
      ctx.request({ method: 'POST', url: `/api/${url}`, as: userId, payload }),
    patch: (url: string, payload: object) =>
      ctx.request({ method: 'PATCH', url: `/api/${url}`, as: userId, payload }),
    remove: (url: string) => ctx.request({ method: 'DELETE', url: `/api/${url}`, as: userId }),
  });
  const ids = (res: { json(): { data: Row[] } }) => res.json().data.map((r) => r.id);

  async function postWithApplication(target: typeof other, ownerId: number, name: string) {
    const job = await createJob(ctx.db, { companyId: f.companyA.id, userId: ownerId, name }, 'published');
    const columns = await createBoardColumns(ctx.db, job.id);
    // Not searchable: only an application makes the candidate visible to a company's staff.
    const candidate = await createCandidate(ctx.db, { firstname: name, lastname: 'Candidato' });
    await setCandidatePreference(ctx.db, candidate.id, { searchable: false });
    const applied = await ctx.request({
      method: 'POST',
      url: '/api/application',
      as: candidate.id,
      payload: { jobId: job.id },
    });
    expect(applied.statusCode).toBe(201);
    const appId = applied.json().data.id as number;
    const [detail] = await ctx.db
      .select({ id: t.applicationUserDetail.id })
      .from(t.applicationUserDetail)
      .where(eq(t.applicationUserDetail.applicationId, appId));
    const [file] = await ctx.db
      .insert(t.applicationUserCurriculum)
      .values({
        applicationId: appId,
        fileKey: `cv-${appId}`,
        fileName: 'cv.pdf',
        mimeType: 'application/pdf',
        size: 1,
      })
      .returning({ id: t.applicationUserCurriculum.id });
    Object.assign(target, {
      jobId: job.id,
      appId,
      columnId: columns[1]!.id,
      candidateId: candidate.id,
      detailId: detail!.id,
      fileId: file!.id,
    });
  }

  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    await postWithApplication(other, f.adminA.id, 'Altrui');
    await postWithApplication(own, f.assistantA.id, 'Proprio');
  });

  it('reads the board, its columns and the job: 404 or absent on the other post, 200 on the own', async () => {
    const me = as(f.assistantA.id);
    expect((await me.get(`board/${other.jobId}`)).statusCode).toBe(404);
    expect((await me.get(`job/${other.jobId}`)).statusCode).toBe(404);
    expect(ids(await me.get(`job-application-status?where[jobId]=${other.jobId}`))).toEqual([]);
    expect((await me.get(`job-application-status/${other.columnId}`)).statusCode).toBe(404);

    const board = await me.get(`board/${own.jobId}`);
    expect(board.statusCode).toBe(200);
    expect(board.json().data.applications.map((a: Row) => a.id)).toEqual([own.appId]);
    expect((await me.get(`job/${own.jobId}`)).statusCode).toBe(200);
    expect(ids(await me.get(`job-application-status?where[jobId]=${own.jobId}`))).toHaveLength(5);
    expect((await me.get(`job-application-status/${own.columnId}`)).statusCode).toBe(200);
    // A colleague with C letters still reaches both.
    expect((await as(f.adminA.id).get(`board/${own.jobId}`)).statusCode).toBe(200);
    expect((await as(f.adminA.id).get(`board/${other.jobId}`)).statusCode).toBe(200);
  });

  it('changes columns of the own post only', async () => {
    const me = as(f.assistantA.id);
    const hidden = await me.post('job-application-status', { jobId: other.jobId, name: 'Mia', order: 9 });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe('jobId: no such job');
    expect((await me.patch(`job-application-status/${other.columnId}`, { name: 'Mia' })).statusCode).toBe(
      404,
    );
    expect((await me.remove(`job-application-status/${other.columnId}`)).statusCode).toBe(404);
    expect(
      (await me.post('job-application-status', { jobId: own.jobId, name: 'Mia', order: 9 })).statusCode,
    ).toBe(201);
    expect((await me.patch(`job-application-status/${own.columnId}`, { name: 'Mia fase' })).statusCode).toBe(
      200,
    );
  });

  it('reads applications through the generic resource only on the own post', async () => {
    const me = as(f.assistantA.id);
    expect(ids(await me.get('application'))).toEqual([own.appId]);
    expect((await me.get(`application/${other.appId}`)).statusCode).toBe(404);
    expect(ids(await me.post('application/@fetch', { idList: [other.appId, own.appId] }))).toEqual([
      own.appId,
    ]);
    expect((await me.get(`application/${own.appId}`)).statusCode).toBe(200);
    // Nor through the job's include.
    const withApps = await me.get(`job?include[0]=applications`);
    const jobs = withApps.json().data as Array<Row & { applications: Row[] }>;
    expect(jobs.map((j) => j.id)).not.toContain(other.jobId);
    expect(jobs.flatMap((j) => j.applications.map((a) => a.id))).toEqual([own.appId]);
  });

  it('opens the candidate detail, its analysis and the candidate’s profile of the own post only', async () => {
    const me = as(f.assistantA.id);
    expect((await me.get(`board/application/${other.appId}`)).statusCode).toBe(404);
    expect((await me.get(`board/application/${other.appId}/analysis`)).statusCode).toBe(404);
    // Applied only to the other post and not searchable: the candidate does not exist for them.
    expect((await me.get(`user-detail/${other.candidateId}/profile`)).statusCode).toBe(404);
    expect((await me.get(`user-detail/${other.candidateId}.pdf`)).statusCode).toBe(404);
    expect(ids(await me.get(`user-detail?where[userId]=${other.candidateId}`))).toEqual([]);

    expect((await me.get(`board/application/${own.appId}`)).statusCode).toBe(200);
    expect((await me.get(`board/application/${own.appId}/analysis`)).statusCode).toBe(200);
    const profile = await me.get(`user-detail/${own.candidateId}/profile`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.visibility).toBe('full');
  });

  it('reads and writes notes and steps of the own post only', async () => {
    const me = as(f.assistantA.id);
    await as(f.adminA.id).post('application-note', { applicationId: other.appId, body: 'Riservata' });
    expect(ids(await me.get(`application-note?where[applicationId]=${other.appId}`))).toEqual([]);
    expect((await me.post('application-note', { applicationId: other.appId, body: 'x' })).statusCode).toBe(
      404,
    );
    expect(ids(await me.get(`application-step?where[applicationId]=${other.appId}`))).toEqual([]);
    const step = { key: 'interview-request', note: 'Martedì' };
    expect((await me.post('application-step', { applicationId: other.appId, ...step })).statusCode).toBe(404);

    expect((await me.post('application-note', { applicationId: own.appId, body: 'Mia' })).statusCode).toBe(
      201,
    );
    expect(ids(await me.get(`application-note?where[applicationId]=${own.appId}`))).toHaveLength(1);
    expect((await me.post('application-step', { applicationId: own.appId, ...step })).statusCode).toBe(201);
    expect(ids(await me.get(`application-step?where[applicationId]=${own.appId}`)).length).toBeGreaterThan(0);
  });

  it('reads the profile as sent, its PDF and its files of the own post only', async () => {
    const me = as(f.assistantA.id);
    expect((await me.get(`application-user-detail/${other.detailId}`)).statusCode).toBe(404);
    expect((await me.get(`application-user-detail/${other.detailId}.pdf`)).statusCode).toBe(404);
    expect(ids(await me.get('application-user-detail'))).toEqual([own.detailId]);
    expect((await me.get(`application-user-curriculum/${other.fileId}`)).statusCode).toBe(404);
    expect((await me.get(`application-user-curriculum/${other.fileId}/file`)).statusCode).toBe(404);
    expect(ids(await me.get('application-user-curriculum'))).toEqual([own.fileId]);

    expect((await me.get(`application-user-detail/${own.detailId}`)).statusCode).toBe(200);
    const pdf = await me.get(`application-user-detail/${own.detailId}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await me.get(`application-user-curriculum/${own.fileId}`)).statusCode).toBe(200);
  });

  it('gets notices of the own post only, even when one was addressed to them', async () => {
    for (const target of [other, own]) {
      await recordNoticeUpdate(ctx.db, {
        companyId: f.companyA.id,
        itemClass: 'STEP',
        itemIds: [target.appId],
        jobId: target.jobId,
        fromUserId: target.candidateId,
        message: 'Nuovo passo',
        updateIconId: UpdateIcon.step,
        recipients: { userIds: [f.assistantA.id] },
      });
    }
    const items = (await as(f.assistantA.id).post('notice/@fetch', { idList: [] })).json().data;
    expect(items.map((i: { jobId: number }) => i.jobId)).toEqual(expect.arrayContaining([own.jobId]));
    expect(items.some((i: { jobId: number }) => i.jobId === other.jobId)).toBe(false);
  });

  it('marks viewed, moves, rejects and removes applications of the own post only', async () => {
    const me = as(f.assistantA.id);
    expect((await me.patch(`update/application-set-viewed/${other.appId}`, {})).statusCode).toBe(404);
    expect(
      (await me.patch(`application/${other.appId}`, { jobApplicationStatusId: other.columnId })).statusCode,
    ).toBe(404);
    const bulk = { idList: [other.appId], jobApplicationStatusId: other.columnId };
    expect((await me.post('application/@move', bulk)).statusCode).toBe(404);
    expect((await me.post('application/@reject', { idList: [other.appId] })).statusCode).toBe(404);
    const removed = await me.remove(`application/${other.appId}/user`);
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe('Invalid application ID.');

    expect((await me.patch(`update/application-set-viewed/${own.appId}`, {})).statusCode).toBe(204);
    expect(
      (await me.patch(`application/${own.appId}`, { jobApplicationStatusId: own.columnId })).statusCode,
    ).toBe(200);
    expect(
      (await me.post('application/@move', { idList: [own.appId], jobApplicationStatusId: own.columnId }))
        .statusCode,
    ).toBe(200);
    expect((await me.post('application/@reject', { idList: [own.appId] })).statusCode).toBe(200);
    expect((await me.remove(`application/${own.appId}/user`)).statusCode).toBe(204);
    // The other post's application is untouched.
    const board = (await as(f.adminA.id).get(`board/${other.jobId}`)).json().data;
    expect(board.applications.map((a: Row) => a.id)).toEqual([other.appId]);
  });
});
