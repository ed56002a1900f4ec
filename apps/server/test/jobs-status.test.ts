import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobTransitionText } from '@hiring/domain';
import * as s from '../src/db/schema/index.js';
import { createCandidate, createJob, createUser } from '../src/db/seed/factories.js';
import { approveJob } from '../src/modules/jobs/job-status.service.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import {
  actorOf,
  approvalCompany,
  badIds,
  expectHidden,
  jobCalls,
  jobRow,
  journalOf,
  publishableJob,
} from './jobs-support.js';

const stamps = (row: { publishedAt: Date | null; suspendedAt: Date | null; archivedAt: Date | null }) => ({
  publishedAt: row.publishedAt?.toISOString() ?? null,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

/** A time stamped by the request that ran between `before` and now. */
function expectStampedSince(value: string | null, before: number) {
  expect(value).not.toBeNull();
  const at = Date.parse(value!);
  expect(at).toBeGreaterThanOrEqual(before - 1);
  expect(at).toBeLessThanOrEqual(Date.now() + 1);
}

/** PATCH /job/status/{id}: ACTIVE, HOLD, CLOSE, their stamps, the derived status and the refusals. */
describe('job status', () => {
  const t = useTestApp();
  const api = jobCalls(t);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  /** Sets the status and checks the answer agrees with the stored row. */
  async function setStatus(id: number, status: string, as = f.adminA.id) {
    const res = await api.status(as, id, status);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.id).toBe(id);
    expect(stamps(await jobRow(t.db, id))).toEqual({
      publishedAt: data.publishedAt,
      suspendedAt: data.suspendedAt,
      archivedAt: data.archivedAt,
    });
    return data;
  }

  it('ACTIVE publishes a draft: publishedAt only, status published, journalled draft → published', async () => {
    const id = await publishableJob(api, f.adminA.id);
    const before = Date.now();
    const data = await setStatus(id, 'ACTIVE');
    expect(data).toMatchObject({ status: 'published', suspendedAt: null, archivedAt: null });
    expect(data.approvalRequestedAt).toBeNull();
    expectStampedSince(data.publishedAt, before);
    const [event] = await journalOf(api, f.adminA.id, id);
    expect(event).toMatchObject({
      kind: 'status',
      data: { action: 'ACTIVE', from: 'draft', to: 'published' },
    });
    expect(event!.data).not.toHaveProperty('approvalRequested');
  });

  it('HOLD suspends a published post (publishedAt kept); ACTIVE resumes it (suspendedAt cleared)', async () => {
    const id = await publishableJob(api, f.adminA.id);
    const published = await setStatus(id, 'ACTIVE');
    const before = Date.now();
    const held = await setStatus(id, 'HOLD');
    expect(held).toMatchObject({ status: 'suspended', publishedAt: published.publishedAt, archivedAt: null });
    expectStampedSince(held.suspendedAt, before);
    const resumed = await setStatus(id, 'ACTIVE');
    expect(resumed).toMatchObject({
      status: 'published',
      publishedAt: published.publishedAt,
      suspendedAt: null,
      archivedAt: null,
    });
    const events = await journalOf(api, f.adminA.id, id);
    expect(events.slice(0, 3).map((e) => e.data)).toEqual([
      { action: 'ACTIVE', from: 'suspended', to: 'published' },
      { action: 'HOLD', from: 'published', to: 'suspended' },
      { action: 'ACTIVE', from: 'draft', to: 'published' },
    ]);
  });

  it('CLOSE archives from every status and keeps the other stamps', async () => {
    const draft = await publishableJob(api, f.adminA.id, 'Da chiudere');
    const published = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published');
    const suspended = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'suspended');
    const imported = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'imported');
    for (const id of [draft, published.id, suspended.id, imported.id]) {
      const before = await jobRow(t.db, id);
      const since = Date.now();
      const closed = await setStatus(id, 'CLOSE');
      expect(closed.status).toBe('archived');
      expectStampedSince(closed.archivedAt, since);
      expect({ ...stamps(before), archivedAt: closed.archivedAt }).toEqual(stamps(await jobRow(t.db, id)));
      expect(closed.importedAt).toBe(before.importedAt?.toISOString() ?? null);
    }
    const [event] = await journalOf(api, f.adminA.id, suspended.id);
    expect(event!.data).toEqual({ action: 'CLOSE', from: 'suspended', to: 'archived' });

    // HOLD needs a live post: refused with the domain's message, nothing changes.
    const row = await jobRow(t.db, published.id);
    const hold = await api.status(f.adminA.id, published.id, 'HOLD');
    expect(hold.statusCode).toBe(400);
    expect(hold.json().message).toBe(JobTransitionText.holdNeedsPublished);
    // CLOSE again is a no-op: the same stamp, no new event.
    const events = (await journalOf(api, f.adminA.id, published.id)).length;
    expect((await setStatus(published.id, 'CLOSE')).archivedAt).toBe(row.archivedAt!.toISOString());
    expect(await jobRow(t.db, published.id)).toEqual(row);
    expect(await journalOf(api, f.adminA.id, published.id)).toHaveLength(events);
  });

  it('ACTIVE reopens a closed post: live again with a fresh publishedAt, journalled archived → published', async () => {
    const closed = await createJob(
      t.db,
      { companyId: f.companyA.id, userId: f.adminA.id, description: 'Di nuovo aperto' },
      'archived',
    );
    await t.db.update(s.job).set({ suspendedAt: new Date() }).where(eq(s.job.id, closed.id));
    const before = Date.now();
    const data = await setStatus(closed.id, 'ACTIVE');
    expect(data).toMatchObject({ status: 'published', archivedAt: null, suspendedAt: null });
    expectStampedSince(data.publishedAt, before);
    const [event] = await journalOf(api, f.adminA.id, closed.id);
    expect(event).toMatchObject({
      kind: 'status',
      data: { action: 'ACTIVE', from: 'archived', to: 'published' },
    });
    // Candidates may apply again.
    const candidate = await createCandidate(t.db, { firstname: 'Rina' });
    const applied = await t.request({
      method: 'POST',
      url: '/api/application',
      as: candidate.id,
      payload: { jobId: closed.id },
    });
    expect(applied.statusCode, applied.body).toBe(201);
  });

  it('ACTIVE on a closed post without a description is refused like publishing; nothing changes', async () => {
    const closed = await createJob(
      t.db,
      { companyId: f.companyA.id, userId: f.adminA.id, description: null },
      'archived',
    );
    const row = await jobRow(t.db, closed.id);
    const res = await api.status(f.adminA.id, closed.id, 'ACTIVE');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JobTransitionText.publishNeedsContent);
    expect(await jobRow(t.db, closed.id)).toEqual(row);
    // The hiring assistant does not reach the admin's post at all.
    expect((await api.status(f.assistantA.id, closed.id, 'ACTIVE')).statusCode).toBe(404);
  });

  it('ACTIVE publishes an imported post (importedAt kept: published outranks imported)', async () => {
    const imported = await createJob(
      t.db,
      { companyId: f.companyA.id, userId: f.adminA.id, description: 'Importato da un portale' },
      'imported',
    );
    expect((await api.get(f.adminA.id, imported.id)).json().data.status).toBe('imported');
    const data = await setStatus(imported.id, 'ACTIVE');
    expect(data).toMatchObject({ status: 'published', importedAt: imported.importedAt!.toISOString() });
    const [event] = await journalOf(api, f.adminA.id, imported.id);
    expect(event!.data).toEqual({ action: 'ACTIVE', from: 'imported', to: 'published' });
  });

  it('refuses what the domain forbids with its message, changing and journalling nothing', async () => {
    const noDescription = (await api.create(f.adminA.id, { name: 'Senza descrizione' })).json().data.id;
    const blank = (await api.create(f.adminA.id, { name: 'Vuota', description: '   ' })).json().data.id;
    const cases: Array<[number, string, string]> = [
      [noDescription, 'ACTIVE', JobTransitionText.publishNeedsContent],
      [blank, 'ACTIVE', JobTransitionText.publishNeedsContent],
      [noDescription, 'HOLD', JobTransitionText.holdNeedsPublished],
      [f.jobA2.id, 'HOLD', JobTransitionText.holdNeedsPublished],
    ];
    for (const [id, status, message] of cases) {
      const row = await jobRow(t.db, id);
      const events = (await journalOf(api, f.adminA.id, id)).length;
      const res = await api.status(f.adminA.id, id, status);
      expect(res.statusCode, `${id} ${status}`).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      expect(await jobRow(t.db, id)).toEqual(row);
      expect(await journalOf(api, f.adminA.id, id)).toHaveLength(events);
    }
  });

  it('treats an action that leads where the job is as a no-op (200, nothing written)', async () => {
    const published = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published');
    const suspended = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'suspended');
    for (const [id, status, derived] of [
      [published.id, 'ACTIVE', 'published'],
      [suspended.id, 'HOLD', 'suspended'],
    ] as const) {
      const row = await jobRow(t.db, id);
      expect((await setStatus(id, status)).status).toBe(derived);
      expect(await jobRow(t.db, id)).toEqual(row);
      expect(await journalOf(api, f.adminA.id, id)).toEqual([]);
    }
  });

  it('refuses bad bodies with 400: unknown or lower-case status, missing, extra keys, not an object', async () => {
    const id = await publishableJob(api, f.adminA.id, 'Corpo sbagliato');
    const row = await jobRow(t.db, id);
    for (const payload of [
      { status: 'OPEN' },
      { status: 'active' },
      { status: 'published' },
      { status: 1 },
      { status: null },
      {},
      { status: 'ACTIVE', extra: true },
      { status: 'ACTIVE', publishedAt: '2020-01-01T00:00:00.000Z' },
      { status: 'CLOSE', companyId: f.companyB.id },
      ['ACTIVE'],
      'ACTIVE',
      null,
    ]) {
      const res = await api.statusBody(f.adminA.id, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const noBody = await t.request({ method: 'PATCH', url: `/api/job/status/${id}`, as: f.adminA.id });
    expect(noBody.statusCode).toBe(400);
    expect(await jobRow(t.db, id)).toEqual(row);
    expect(await journalOf(api, f.adminA.id, id)).toHaveLength(1);
  });

  it('lets only the job’s company, and with U only its owner, change it: 404 otherwise, 401 anonymous', async () => {
    const own = await publishableJob(api, f.assistantA.id, 'Dell’assistente');
    expect((await setStatus(own, 'ACTIVE', f.assistantA.id)).status).toBe('published');
    const ownerFirst = await journalOf(api, f.assistantA.id, own);
    expect(ownerFirst[0]).toMatchObject({ user: { id: f.assistantA.id } });

    const jobA1 = await jobRow(t.db, f.jobA1.id);
    for (const status of ['ACTIVE', 'HOLD', 'CLOSE']) {
      expectHidden(await api.status(f.adminB.id, f.jobA1.id, status), jobA1.name, `B ${status}`);
      expectHidden(await api.status(f.assistantA.id, f.jobA1.id, status), jobA1.name, `U ${status}`);
      expect((await api.status(undefined, f.jobA1.id, status)).statusCode).toBe(401);
      expect((await api.status(f.loner.id, f.jobA1.id, status)).statusCode).toBe(403);
    }
    // A's admin reaches the assistant's post (C); B never does.
    expectHidden(await api.status(f.adminB.id, own, 'CLOSE'), 'Dell’assistente');
    expect(await jobRow(t.db, f.jobA1.id)).toEqual(jobA1);
    expect((await setStatus(own, 'HOLD')).status).toBe('suspended');
    expect((await setStatus(f.jobB1.id, 'HOLD', f.adminB.id)).status).toBe('suspended');
  });

  it('answers 400 for bad ids and 404 for a missing or deleted job, never a 500', async () => {
    for (const id of badIds) {
      const res = await api.status(f.adminA.id, id, 'CLOSE');
      expect(res.statusCode, id).toBe(400);
    }
    expectHidden(await api.status(f.adminA.id, 2_147_483_647, 'CLOSE'), 'Alfa');
    const gone = await createJob(t.db, {
      companyId: f.companyA.id,
      userId: f.adminA.id,
      name: 'Cancellato',
      deletedAt: new Date(),
    });
    expectHidden(await api.status(f.adminA.id, gone.id, 'CLOSE'), 'Cancellato');
    expect((await jobRow(t.db, gone.id)).archivedAt).toBeNull();
  });
});

/** Companies flagged requiresApproval: ACTIVE asks the back office, approveJob publishes. */
describe('job approval', () => {
  const t = useTestApp();
  const api = jobCalls(t);
  let g: Awaited<ReturnType<typeof approvalCompany>>;
  let approver: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    g = await approvalCompany(t.db);
    approver = await createUser(t.db, {
      firstname: 'Ada',
      lastname: 'Approva',
      isAdmin: true,
      adminPermissions: ['human-approval'],
    });
  });

  const approve = async (userId: number, jobId: number) =>
    approveJob({ db: t.db, actor: await actorOf(t, userId), jobId });

  it('ACTIVE asks for approval instead of publishing: approvalRequestedAt only, still a draft', async () => {
    const id = await publishableJob(api, g.admin.id, 'In attesa');
    const before = Date.now();
    const res = await api.status(g.admin.id, id, 'ACTIVE');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'draft', publishedAt: null, approvedAt: null });
    expectStampedSince(data.approvalRequestedAt, before);
    const [event] = await journalOf(api, g.admin.id, id);
    expect(event!.data).toEqual({ action: 'ACTIVE', from: 'draft', to: 'draft', approvalRequested: true });

    // Asking again keeps the first request and writes nothing.
    const again = await api.status(g.admin.id, id, 'ACTIVE');
    expect(again.json().data.approvalRequestedAt).toBe(data.approvalRequestedAt);
    expect(await journalOf(api, g.admin.id, id)).toHaveLength(2);
    // HOLD is still refused: the post is not live.
    expect((await api.status(g.admin.id, id, 'HOLD')).statusCode).toBe(400);
  });

  it('approval publishes: approvedAt, approvedByUserId, publishedAt; journalled; later resumes need none', async () => {
    const id = await publishableJob(api, g.admin.id, 'Da approvare');
    await api.status(g.admin.id, id, 'ACTIVE');
    const before = Date.now();
    const row = await approve(approver.id, id);
    expect(row).toMatchObject({ approvedByUserId: approver.id, suspendedAt: null, archivedAt: null });
    expect(row.publishedAt).toEqual(row.approvedAt);
    expectStampedSince(row.approvedAt!.toISOString(), before);
    const read = (await api.get(g.admin.id, id)).json().data;
    expect(read.status).toBe('published');
    const [event] = await journalOf(api, g.admin.id, id);
    expect(event).toMatchObject({ kind: 'approved', data: { published: true }, user: { id: approver.id } });

    await expect(approve(approver.id, id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The job is already approved',
    });
    // Approved once: hold and resume go through without a new request.
    expect((await api.status(g.admin.id, id, 'HOLD')).json().data.status).toBe('suspended');
    const resumed = (await api.status(g.admin.id, id, 'ACTIVE')).json().data;
    expect(resumed).toMatchObject({ status: 'published', publishedAt: row.publishedAt!.toISOString() });
  });

  it('reopening a never-approved closed post asks for approval again; an approved one goes live', async () => {
    const id = await publishableJob(api, g.admin.id, 'Chiuso in attesa');
    await api.status(g.admin.id, id, 'CLOSE');
    const waiting = (await api.status(g.admin.id, id, 'ACTIVE')).json().data;
    expect(waiting).toMatchObject({ status: 'draft', archivedAt: null, publishedAt: null });
    expect(waiting.approvalRequestedAt).not.toBeNull();
    await approve(approver.id, id);
    await api.status(g.admin.id, id, 'CLOSE');
    const reopened = (await api.status(g.admin.id, id, 'ACTIVE')).json().data;
    expect(reopened).toMatchObject({ status: 'published', archivedAt: null });
  });

  it('only super users and admins holding human-approval approve', async () => {
    const id = await publishableJob(api, g.admin.id, 'Chi approva');
    await api.status(g.admin.id, id, 'ACTIVE');
    const sudoer = await createUser(t.db, { isAdmin: true, adminPermissions: ['sudoer', 'ai-tweaking'] });
    const notAdmin = await createUser(t.db, { adminPermissions: ['human-approval'] });
    for (const userId of [g.admin.id, sudoer.id, notAdmin.id]) {
      await expect(approve(userId, id), String(userId)).rejects.toMatchObject({ statusCode: 403 });
    }
    expect((await jobRow(t.db, id)).approvedAt).toBeNull();
    const su = await createUser(t.db, { isSu: true });
    expect((await approve(su.id, id)).approvedByUserId).toBe(su.id);
  });

  it('refuses a job not waiting or without its content (400), approves a closed one unpublished, 404 if deleted', async () => {
    const never = await publishableJob(api, g.admin.id, 'Mai chiesta');
    await expect(approve(approver.id, never)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The job is not waiting for approval',
    });
    const closed = await publishableJob(api, g.admin.id, 'Chiusa in attesa');
    await api.status(g.admin.id, closed, 'ACTIVE');
    await api.status(g.admin.id, closed, 'CLOSE');
    const row = await approve(approver.id, closed);
    expect(row).toMatchObject({ publishedAt: null, approvedByUserId: approver.id });
    expect((await journalOf(api, g.admin.id, closed))[0]).toMatchObject({ data: { published: false } });

    // Its description was emptied while it waited: publishing it would break the publishing rule.
    const emptied = await publishableJob(api, g.admin.id, 'Svuotata in attesa');
    await api.status(g.admin.id, emptied, 'ACTIVE');
    expect((await api.content(g.admin.id, emptied, { description: null })).statusCode).toBe(200);
    await expect(approve(approver.id, emptied)).rejects.toMatchObject({
      statusCode: 400,
      message: JobTransitionText.publishNeedsContent,
    });
    expect(await jobRow(t.db, emptied)).toMatchObject({ approvedAt: null, publishedAt: null });

    const gone = await createJob(t.db, {
      companyId: g.company.id,
      userId: g.admin.id,
      approvalRequestedAt: new Date(),
      deletedAt: new Date(),
    });
    await expect(approve(approver.id, gone.id)).rejects.toMatchObject({ statusCode: 404 });
    const [stored] = await t.db.select().from(s.job).where(eq(s.job.id, gone.id));
    expect(stored!.approvedAt).toBeNull();
  });
});
