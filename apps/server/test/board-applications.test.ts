import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createCandidate, createJob } from '../src/db/seed/factories.js';
import { application, applicationStep, jobEvent, noticeUpdate } from '../src/db/schema/index.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Applying (candidate side), marking viewed, and removing an application with the spec's texts. */
describe('applications', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const fetchNotices = async (as: number) =>
    (await t.request({ method: 'POST', url: '/api/notice/@fetch', as, payload: { idList: [] } })).json().data;
  const steps = (applicationId: number) =>
    t.db.select().from(applicationStep).where(eq(applicationStep.applicationId, applicationId));

  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  describe('POST /application (a candidate applies)', () => {
    it('creates the application in the new list, an applied step and an APPL notice for the job team', async () => {
      const cand = await createCandidate(t.db, { firstname: 'Elena', lastname: 'Esposito' });
      const res = await t.request({
        method: 'POST',
        url: '/api/application',
        as: cand.id,
        payload: { jobId: f.jobA1.id },
      });
      expect(res.statusCode).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject({
        jobId: f.jobA1.id,
        userId: cand.id,
        jobApplicationStatusId: null,
        viewedAt: null,
      });
      expect((await steps(created.id)).map((s) => s.applicationStepTypeId)).toEqual([1]);
      const notices = await fetchNotices(f.adminA.id);
      expect(notices).toContainEqual(
        expect.objectContaining({
          itemClass: 'APPL',
          itemId: created.id,
          jobId: f.jobA1.id,
          jobName: 'Alfa backend developer',
          fullname: 'Elena Esposito',
        }),
      );
      // board U only: no APPL for the hiring assistant; company B hears nothing.
      expect(await fetchNotices(f.assistantA.id)).toEqual([]);
      expect(await fetchNotices(f.adminB.id)).toEqual([]);

      const twice = await t.request({
        method: 'POST',
        url: '/api/application',
        as: cand.id,
        payload: { jobId: f.jobA1.id },
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().message).toBe('You have already applied to this job');
    });

    it('accepts published jobs only, and candidates only', async () => {
      const cand = await createCandidate(t.db);
      for (const jobId of [f.jobA2.id, 999_999]) {
        const res = await t.request({
          method: 'POST',
          url: '/api/application',
          as: cand.id,
          payload: { jobId },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('The job is not open to applications');
      }
      const closed = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'archived');
      const res = await t.request({
        method: 'POST',
        url: '/api/application',
        as: cand.id,
        payload: { jobId: closed.id },
      });
      expect(res.statusCode).toBe(400);
      const staff = await t.request({
        method: 'POST',
        url: '/api/application',
        as: f.adminA.id,
        payload: { jobId: f.jobA1.id },
      });
      expect(staff.statusCode).toBe(403);
      for (const payload of [{}, { jobId: 'x' }, { jobId: -1 }, { jobId: 1, userId: 2 }]) {
        const bad = await t.request({ method: 'POST', url: '/api/application', as: cand.id, payload });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });
  });

  describe('PATCH /update/application-set-viewed/{id}', () => {
    it('sets viewedAt and the view step once, and marks the caller’s notices of it seen', async () => {
      const cand = await createCandidate(t.db);
      const applied = await t.request({
        method: 'POST',
        url: '/api/application',
        as: cand.id,
        payload: { jobId: f.jobA1.id },
      });
      const id = applied.json().data.id as number;
      const view = () =>
        t.request({ method: 'PATCH', url: `/api/update/application-set-viewed/${id}`, as: f.adminA.id });
      expect((await view()).statusCode).toBe(204);
      const [first] = await t.db.select().from(application).where(eq(application.id, id));
      expect(first!.viewedAt).toBeInstanceOf(Date);
      expect((await view()).statusCode).toBe(204);
      const [second] = await t.db.select().from(application).where(eq(application.id, id));
      expect(second!.viewedAt).toEqual(first!.viewedAt);
      expect((await steps(id)).map((s) => s.applicationStepTypeId)).toEqual([1, 2]);
      expect((await fetchNotices(f.adminA.id)).some((n: { itemId: number }) => n.itemId === id)).toBe(false);
    });

    it('is 404 for another company’s application and 400 for a bad id', async () => {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/update/application-set-viewed/${f.applicationA.id}`,
        as: f.adminB.id,
      });
      expect(res.statusCode).toBe(404);
      const [row] = await t.db.select().from(application).where(eq(application.id, f.applicationA.id));
      expect(row!.viewedAt).toBeNull();
      expect(
        (await t.request({ method: 'PATCH', url: '/api/update/application-set-viewed/abc', as: f.adminA.id }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('DELETE /application/{id}/user', () => {
    const remove = (id: number | string, as: number) =>
      t.request({ method: 'DELETE', url: `/api/application/${id}/user`, as });

    it('answers Invalid application ID. for bad, missing and other companies’ ids', async () => {
      for (const id of ['abc', '0', '-3', '1.5', '99999999999', '999999', String(f.applicationB.id)]) {
        const res = await remove(id, f.adminA.id);
        expect(res.statusCode, id).toBe(400);
        expect(res.json()).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid application ID.',
        });
      }
      expect((await remove(f.applicationA.id, f.loner.id)).json().message).toBe('Invalid application ID.');
    });

    it('answers Unauthorized to perform this action. to a member without the right on the job', async () => {
      // Reads every job (jobs C) but changes boards of their own jobs only (board U).
      const reader = await memberWithRole(t.db, f.companyA.id, { jobs: 'C', board: 'U' }, 'Lea');
      const res = await remove(f.applicationA.id, reader.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Unauthorized to perform this action.');
      // The hiring assistant does not reach another recruiter's job at all: as for a missing id.
      const hidden = await remove(f.applicationA.id, f.assistantA.id);
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json().message).toBe('Invalid application ID.');
    });

    it('soft-deletes the application, records it in the journal, and it leaves the board', async () => {
      const cand = await createCandidate(t.db);
      const app = await createApplication(t.db, { jobId: f.jobA1.id, userId: cand.id });
      expect((await remove(app.id, f.adminA.id)).statusCode).toBe(204);
      const [row] = await t.db.select().from(application).where(eq(application.id, app.id));
      expect(row!.deletedAt).toBeInstanceOf(Date);
      const events = await t.db
        .select()
        .from(jobEvent)
        .where(and(eq(jobEvent.jobId, f.jobA1.id), eq(jobEvent.kind, 'application-removed')));
      expect(events.map((e) => e.data)).toContainEqual({ applicationId: app.id, userId: cand.id });
      const board = (
        await t.request({ method: 'GET', url: `/api/board/${f.jobA1.id}`, as: f.adminA.id })
      ).json().data;
      expect(board.applications.some((a: { id: number }) => a.id === app.id)).toBe(false);
      expect((await remove(app.id, f.adminA.id)).json().message).toBe('Invalid application ID.');
      const notices = await t.db.select().from(noticeUpdate).where(eq(noticeUpdate.itemId, app.id));
      expect(notices).toEqual([]);
    });
  });
});
