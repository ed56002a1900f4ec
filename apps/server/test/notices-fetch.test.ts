import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { noticeItemSchema, RoleId } from '@hiring/domain';
import * as schema from '../src/db/schema/index.js';
import {
  createApplication,
  createCandidate,
  createChat,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';
import { UpdateIcon, recordChatNotice, recordNoticeUpdate } from '../src/modules/notices/notices.service.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** POST /notice/@fetch and @seen: grouping, narrowing, seen marks, isolation, and the writers. */
describe('notices', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let otherJobId: number;
  const fetch = (as: number, idList: number[] = []) =>
    t.request({ method: 'POST', url: '/api/notice/@fetch', as, payload: { idList } });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    otherJobId = (await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id, name: 'Other' })).id;
    const step = (itemIds: number[], jobId: number, message: string) =>
      recordNoticeUpdate(t.db, {
        companyId: f.companyA.id,
        itemClass: 'STEP',
        itemIds,
        jobId,
        fromUserId: f.candidate.id,
        message,
        updateIconId: UpdateIcon.step,
        recipients: { userIds: [f.adminA.id] },
      });
    await step([f.applicationA.id], f.jobA1.id, 'first');
    await step([f.applicationA.id], f.jobA1.id, 'second');
    await recordNoticeUpdate(t.db, {
      companyId: f.companyA.id,
      itemClass: 'APPL',
      itemIds: [f.applicationA.id],
      jobId: f.jobA1.id,
      fromUserId: f.candidate.id,
      message: 'Candidatura inviata',
      updateIconId: UpdateIcon.application,
      recipients: { jobTeam: true },
    });
    await step([f.applicationA.id], otherJobId, 'elsewhere');
  });

  it('groups the unseen updates per item, newest first, with the job and the sender', async () => {
    const res = await fetch(f.adminA.id);
    expect(res.statusCode).toBe(200);
    const items = res.json().data;
    for (const item of items) expect(noticeItemSchema.parse(item)).toEqual(item);
    expect(items.map((i: { itemClass: string }) => i.itemClass)).toEqual(['STEP', 'APPL']);
    expect(items[0]).toMatchObject({
      itemClass: 'STEP',
      itemId: f.applicationA.id,
      itemCount: 3,
      jobId: otherJobId,
      jobName: 'Other',
      fullname: 'Carla Candidata',
      message: 'elsewhere',
      updateIconId: UpdateIcon.step,
    });
    expect(items[1]).toMatchObject({ itemCount: 1, jobName: 'Alfa backend developer' });
  });

  it('narrows to the given job ids', async () => {
    const items = (await fetch(f.adminA.id, [f.jobA1.id])).json().data;
    expect(items).toHaveLength(2);
    expect(items.find((i: { itemClass: string }) => i.itemClass === 'STEP')).toMatchObject({
      itemCount: 2,
      message: 'second',
    });
    expect((await fetch(f.adminA.id, [999_999])).json().data).toEqual([]);
  });

  it('sends a job-team notice to the members with board C but not to the one who caused it', async () => {
    // The hiring assistant holds board U only: no APPL for them.
    expect((await fetch(f.assistantA.id)).json().data).toEqual([]);
    expect((await fetch(f.adminB.id)).json().data).toEqual([]);
  });

  it('marks one item seen', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/notice/@seen',
      as: f.adminA.id,
      payload: { itemClass: 'APPL', itemId: f.applicationA.id },
    });
    expect(res.statusCode).toBe(204);
    const items = (await fetch(f.adminA.id)).json().data;
    expect(items.map((i: { itemClass: string }) => i.itemClass)).toEqual(['STEP']);
  });

  it('answers bad bodies with 400 and anonymous callers with 401', async () => {
    for (const payload of [{}, { idList: 'x' }, { idList: [0] }, { idList: [], extra: 1 }]) {
      const res = await t.request({ method: 'POST', url: '/api/notice/@fetch', as: f.adminA.id, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const seen = await t.request({
      method: 'POST',
      url: '/api/notice/@seen',
      as: f.adminA.id,
      payload: { itemClass: 'NOPE', itemId: 1 },
    });
    expect(seen.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: '/api/notice/@fetch', payload: { idList: [] } })).statusCode,
    ).toBe(401);
  });

  it('writes a CHAT notice for the chat’s recruiter when the candidate writes', async () => {
    const chat = await createChat(
      t.db,
      { companyId: f.companyB.id, candidateUserId: f.candidate.id, userId: f.adminB.id, jobId: f.jobB1.id },
      [],
    );
    await recordChatNotice(t.db, { chat, fromUserId: f.candidate.id, body: 'Buongiorno, '.repeat(30) });
    const items = (await fetch(f.adminB.id)).json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      itemClass: 'CHAT',
      itemId: chat.id,
      itemCount: 1,
      jobName: 'Beta secret job',
      updateIconId: UpdateIcon.chat,
    });
    expect(items[0].message.length).toBe(200);
    // Company A's staff do not see company B's chat.
    expect(
      (await fetch(f.adminA.id)).json().data.some((i: { itemClass: string }) => i.itemClass === 'CHAT'),
    ).toBe(false);
  });

  it('answers users without a company (admin, super user, candidate) an empty list, not 403', async () => {
    const admin = await createUser(t.db, {
      roleId: RoleId.admin,
      isAdmin: true,
      adminPermissions: ['sudoer'],
    });
    const su = await createUser(t.db, { roleId: RoleId.admin, isSu: true });
    for (const who of [admin.id, su.id, f.candidate.id]) {
      const res = await fetch(who);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
      const seen = await t.request({
        method: 'POST',
        url: '/api/notice/@seen',
        as: who,
        payload: { itemClass: 'APPL', itemId: 1 },
      });
      expect(seen.statusCode).toBe(204);
    }
  });

  describe('notices of removed applications and jobs', () => {
    const appl = (applicationId: number, jobId: number) =>
      recordNoticeUpdate(t.db, {
        companyId: f.companyA.id,
        itemClass: 'APPL',
        itemIds: [applicationId],
        jobId,
        fromUserId: f.candidate.id,
        message: 'Candidatura inviata',
        updateIconId: UpdateIcon.application,
        recipients: { userIds: [f.adminA.id] },
      });
    const itemIds = async () =>
      (await fetch(f.adminA.id)).json().data.map((i: { itemId: number }) => i.itemId);

    it('drops the notices of an application removed through the API, from the poll and the table', async () => {
      const cand = await createCandidate(t.db, { firstname: 'Rita', lastname: 'Rimossa' });
      const app = await createApplication(t.db, { jobId: f.jobA1.id, userId: cand.id });
      await appl(app.id, f.jobA1.id);
      expect(await itemIds()).toContain(app.id);
      const removed = await t.request({
        method: 'DELETE',
        url: `/api/application/${app.id}/user`,
        as: f.adminA.id,
      });
      expect(removed.statusCode).toBe(204);
      expect(await itemIds()).not.toContain(app.id);
      const rows = await t.db
        .select()
        .from(schema.noticeUpdate)
        .where(eq(schema.noticeUpdate.applicationId, app.id));
      expect(rows).toEqual([]);
    });

    it('hides notices of a soft-deleted application or a deleted job, whatever removed them', async () => {
      const cand = await createCandidate(t.db, { firstname: 'Sara', lastname: 'Sparita' });
      const app = await createApplication(t.db, { jobId: f.jobA1.id, userId: cand.id });
      const job = await createJob(
        t.db,
        { companyId: f.companyA.id, userId: f.adminA.id, name: 'Chiuso' },
        'published',
      );
      const onJob = await createApplication(t.db, { jobId: job.id, userId: cand.id });
      await appl(app.id, f.jobA1.id);
      await appl(onJob.id, job.id);
      expect(await itemIds()).toEqual(expect.arrayContaining([app.id, onJob.id]));
      await t.db
        .update(schema.application)
        .set({ deletedAt: new Date() })
        .where(eq(schema.application.id, app.id));
      await t.db.update(schema.job).set({ deletedAt: new Date() }).where(eq(schema.job.id, job.id));
      const left = await itemIds();
      expect(left).not.toContain(app.id);
      expect(left).not.toContain(onJob.id);
    });
  });
});
