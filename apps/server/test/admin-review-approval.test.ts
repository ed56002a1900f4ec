import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId, type AdminPermission } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createCompany, createUser } from '../src/db/seed/factories.js';
import { fileUpload } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import { lastMailTo } from './identity-helpers.js';
import { approvalCompany, jobCalls, jobRow, memberOf, publishableJob } from './jobs-support.js';

describe('human approval of job posts and company pages', () => {
  const ctx = useTestApp();
  const api = jobCalls(ctx);
  let approver: number;
  let su: number;
  let otherAdmin: number;
  let g: Awaited<ReturnType<typeof approvalCompany>>;
  let plain: Awaited<ReturnType<typeof createCompany>>;
  let plainAdmin: number;

  const post = (as: number, url: string, payload?: object) =>
    ctx.request({ method: 'POST', url: `/api${url}`, as, ...(payload ? { payload } : {}) });
  const get = (as: number, url: string) => ctx.request({ method: 'GET', url: `/api${url}`, as });
  const audits = (action: string) =>
    ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, action)).orderBy(desc(t.auditLog.id));
  const queue = async (as = approver, query: Record<string, string> = {}) => {
    const res = await ctx.request({ method: 'GET', url: '/api/admin/approval', query, as });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: Array<{ key: string; kind: string; id: number; requesterName: string }>;
      total: number;
    };
  };

  beforeAll(async () => {
    const admin = async (permission: AdminPermission) =>
      (await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: [permission] })).id;
    approver = await admin('human-approval');
    otherAdmin = await admin('enrollment');
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    g = await approvalCompany(ctx.db);
    await ctx.db
      .update(t.user)
      .set({ lang: 'en', email: 'gina@gamma.test' })
      .where(eq(t.user.id, g.admin.id));
    plain = await createCompany(ctx.db, { name: 'Senza Approvazione' });
    plainAdmin = (await memberOf(ctx.db, plain.id, CompanyRoleId.companyAdmin)).id;
  });

  it('refuses every call to an admin without human-approval and to a company user (403 Forbidden)', async () => {
    const id = await publishableJob(api, g.admin.id, 'Rifiutabile');
    for (const as of [otherAdmin, g.admin.id, plainAdmin]) {
      const calls = [
        get(as, '/admin/approval'),
        get(as, `/admin/approval/job/${id}`),
        post(as, `/admin/approval/job/${id}/approve`),
        post(as, `/admin/approval/job/${id}/reject`, { reason: 'Non va bene' }),
        get(as, `/admin/approval/page/${g.company.id}`),
        post(as, `/admin/approval/page/${g.company.id}/approve`),
        post(as, `/admin/approval/page/${g.company.id}/reject`, { reason: 'Non va bene' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
    }
    expect((await get(su, '/admin/approval')).statusCode).toBe(200);
    await api.remove(g.admin.id, id);
  });

  it('publication waits on approval; a rejection is mailed and shown to the company; publishing again asks again; approval publishes', async () => {
    const id = await publishableJob(api, g.admin.id, 'Geometra di cantiere');
    await api.content(g.admin.id, id, {
      requirements: ['Diploma di geometra'],
      salaryMinCents: 2_800_000,
      salaryMaxCents: 3_400_000,
    });
    const asked = await api.status(g.admin.id, id, 'ACTIVE');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await queue()).data.map((i) => i.key)).toContain(`job-${id}`);
    const item = (await queue()).data.find((i) => i.key === `job-${id}`)!;
    expect(item).toMatchObject({ kind: 'job', title: 'Geometra di cantiere', requesterName: 'Gina Gamma' });

    const preview = await get(approver, `/admin/approval/job/${id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      name: 'Geometra di cantiere',
      companyName: 'Gamma Approvazioni',
      requirements: ['Diploma di geometra'],
      salaryMinCents: 2_800_000,
      status: 'draft',
    });

    // Reject with a reason: mailed to the owner (in English), shown to the company, the request cleared.
    expect((await post(approver, `/admin/approval/job/${id}/reject`, { reason: '' })).statusCode).toBe(400);
    const rejected = await post(approver, `/admin/approval/job/${id}/reject`, {
      reason: 'Please state the contract type.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      approvalRequestedAt: null,
      approvalRejectReason: 'Please state the contract type.',
    });
    const mail = await lastMailTo(ctx.db, 'gina@gamma.test');
    expect(mail).toMatchObject({ template: 'job-rejected', lang: 'en' });
    expect(mail.text).toContain('Please state the contract type.');
    expect(mail.text).toContain(`/board/${id}?tab=edit`);
    expect((await audits('job-reject'))[0]).toMatchObject({ actorUserId: approver, companyId: g.company.id });
    expect((await queue()).data.map((i) => i.key)).not.toContain(`job-${id}`);
    const seen = await api.get(g.admin.id, id);
    expect(seen.json().data).toMatchObject({
      status: 'draft',
      approvalRejectReason: 'Please state the contract type.',
    });
    expect(seen.json().data.approvalRejectedAt).not.toBeNull();
    const listed = await api.overview(g.admin.id);
    expect(listed.json().data.find((j: { id: number }) => j.id === id)).toMatchObject({
      approvalRejectReason: 'Please state the contract type.',
      approvalRequestedAt: null,
    });
    // Not waiting any more: approving or rejecting again is a 400.
    expect((await post(approver, `/admin/approval/job/${id}/approve`)).json()).toMatchObject({
      statusCode: 400,
      message: 'The job is not waiting for approval',
    });

    // The company edits and publishes again: it asks again and the rejection is cleared.
    await api.content(g.admin.id, id, { contractType: 'permanent' });
    const again = await api.status(g.admin.id, id, 'ACTIVE');
    expect(again.json().data).toMatchObject({
      status: 'draft',
      approvalRejectReason: null,
      approvalRejectedAt: null,
    });
    expect(again.json().data.approvalRequestedAt).not.toBeNull();
    expect((await queue()).data.map((i) => i.key)).toContain(`job-${id}`);

    const approved = await post(approver, `/admin/approval/job/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'published' });
    const row = await jobRow(ctx.db, id);
    expect(row.publishedAt).not.toBeNull();
    expect(row.approvedByUserId).toBe(approver);
    expect(await lastMailTo(ctx.db, 'gina@gamma.test')).toMatchObject({
      template: 'job-approved',
      lang: 'en',
    });
    expect((await audits('job-approve'))[0]).toMatchObject({
      actorUserId: approver,
      subjectUserId: g.admin.id,
    });
    expect((await queue()).data.map((i) => i.key)).not.toContain(`job-${id}`);
    expect(
      (await post(approver, `/admin/approval/job/${id}/reject`, { reason: 'Troppo tardi' })).statusCode,
    ).toBe(400);
  });

  it('posts of a company without the flag go live at once and never wait', async () => {
    const id = await publishableJob(api, plainAdmin, 'Subito online');
    expect((await api.status(plainAdmin, id, 'ACTIVE')).json().data.status).toBe('published');
    expect((await queue()).data.map((i) => i.key)).not.toContain(`job-${id}`);
  });

  it('a page edit of a flagged company waits; rejection is mailed and shown; the next edit asks again; approval', async () => {
    const edit = (payload: object) =>
      ctx.request({ method: 'PATCH', url: `/api/company/${g.company.id}`, as: g.admin.id, payload });
    expect((await edit({ description: 'Studio tecnico dal 1990.' })).statusCode).toBe(200);
    const company = await ctx.request({ method: 'GET', url: `/api/company/${g.company.id}`, as: g.admin.id });
    expect(company.json().data).toMatchObject({ requiresApproval: true, pageRejectReason: null });
    expect(company.json().data.pageApprovalRequestedAt).not.toBeNull();
    const item = (await queue(approver, { where: JSON.stringify({ kind: 'page' }) })).data.find(
      (i) => i.id === g.company.id,
    );
    expect(item).toMatchObject({ kind: 'page', requesterName: 'Gina Gamma' });
    const preview = await get(approver, `/admin/approval/page/${g.company.id}`);
    expect(preview.json().data).toMatchObject({
      description: 'Studio tecnico dal 1990.',
      visibleToCandidates: false,
    });

    const rejected = await post(approver, `/admin/approval/page/${g.company.id}/reject`, {
      reason: 'The description is too short.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await lastMailTo(ctx.db, 'gina@gamma.test')).toMatchObject({
      template: 'page-rejected',
      lang: 'en',
    });
    expect((await audits('page-reject'))[0]).toMatchObject({
      actorUserId: approver,
      companyId: g.company.id,
    });
    const seen = await ctx.request({ method: 'GET', url: `/api/company/${g.company.id}`, as: g.admin.id });
    expect(seen.json().data).toMatchObject({
      pageRejectReason: 'The description is too short.',
      pageApprovalRequestedAt: null,
    });
    expect((await post(approver, `/admin/approval/page/${g.company.id}/approve`)).statusCode).toBe(400);

    expect((await edit({ description: 'Studio tecnico di progettazione edile, dal 1990.' })).statusCode).toBe(
      200,
    );
    const asked = await ctx.request({ method: 'GET', url: `/api/company/${g.company.id}`, as: g.admin.id });
    expect(asked.json().data).toMatchObject({ pageRejectReason: null, pageRejectedAt: null });
    const approved = await post(su, `/admin/approval/page/${g.company.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ visibleToCandidates: true, pageApprovalRequestedAt: null });
    expect(await lastMailTo(ctx.db, 'gina@gamma.test')).toMatchObject({ template: 'page-approved' });
    expect((await audits('page-approve'))[0]).toMatchObject({ actorUserId: su });

    // The next edit waits again: the approval was of the page as it was.
    expect((await edit({ website: 'https://gamma.example' })).statusCode).toBe(200);
    const edited = await get(approver, `/admin/approval/page/${g.company.id}`);
    expect(edited.json().data).toMatchObject({ pageApprovedAt: null, visibleToCandidates: false });
    expect(
      (await queue(approver, { where: JSON.stringify({ kind: 'page' }) })).data.map((i) => i.id),
    ).toContain(g.company.id);
    // Tax numbers are not on the page: changing them asks nothing.
    await post(approver, `/admin/approval/page/${g.company.id}/approve`);
    expect((await edit({ taxId: '' })).statusCode).toBe(200);
    expect(
      (await get(approver, `/admin/approval/page/${g.company.id}`)).json().data.visibleToCandidates,
    ).toBe(true);

    // A company without the flag edits freely: nothing waits.
    const free = await ctx.request({
      method: 'PATCH',
      url: `/api/company/${plain.id}`,
      as: plainAdmin,
      payload: { description: 'Libera' },
    });
    expect(free.statusCode).toBe(200);
    expect(free.json().data.pageApprovalRequestedAt ?? null).toBeNull();
  });

  it('lists oldest first with paging and the total; filters by kind; bad ids and queries are 4xx', async () => {
    const ids = [];
    for (const name of ['Primo', 'Secondo', 'Terzo']) {
      const id = await publishableJob(api, g.admin.id, name);
      await api.status(g.admin.id, id, 'ACTIVE');
      ids.push(id);
    }
    const all = await queue(approver, { where: JSON.stringify({ kind: 'job' }) });
    expect(all.total).toBe(3);
    expect(all.data.map((i) => i.id)).toEqual(ids);
    const page = await queue(approver, { where: JSON.stringify({ kind: 'job' }), take: '2', skip: '2' });
    expect(page.data.map((i) => i.id)).toEqual([ids[2]]);
    expect(page.total).toBe(3);
    const search = await queue(approver, { where: JSON.stringify({ title: { startsWith: 'sec' } }) });
    expect(search.data.map((i) => i.id)).toEqual([ids[1]]);
    const newest = await queue(approver, { orderBy: '-requestedAt', where: JSON.stringify({ kind: 'job' }) });
    expect(newest.data[0]!.id).toBe(ids[2]);
    const bad = await ctx.request({
      method: 'GET',
      url: '/api/admin/approval',
      query: { where: JSON.stringify({ nope: 1 }) },
      as: approver,
    });
    expect(bad.statusCode).toBe(400);
    expect((await get(approver, '/admin/approval/job/999999')).statusCode).toBe(404);
    expect((await get(approver, '/admin/approval/job/abc')).statusCode).toBe(400);
    expect((await post(approver, '/admin/approval/page/999999/approve')).statusCode).toBe(404);
  });
});

describe('page approval on image uploads', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'admin-review-'));
  const ctx = useTestApp({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a new logo of a flagged company asks for approval; of an unflagged one, nothing', async () => {
    const g = await approvalCompany(ctx.db);
    const plain = await createCompany(ctx.db, { name: 'Libera' });
    const plainAdmin = await memberOf(ctx.db, plain.id, CompanyRoleId.companyAdmin);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    for (const as of [g.admin.id, plainAdmin.id]) {
      const res = await ctx.request({
        method: 'POST',
        url: '/api/file/companyLogo',
        as,
        ...fileUpload('logo.png', png, 'image/png'),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [flagged] = await ctx.db.select().from(t.company).where(eq(t.company.id, g.company.id));
    expect(flagged!.pageApprovalRequestedAt).not.toBeNull();
    const [free] = await ctx.db.select().from(t.company).where(eq(t.company.id, plain.id));
    expect(free!.pageApprovalRequestedAt).toBeNull();
    const [asked] = await ctx.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'page-approval-request'))
      .orderBy(desc(t.auditLog.id));
    expect(asked).toMatchObject({
      actorUserId: g.admin.id,
      companyId: g.company.id,
      data: { fields: ['logo'] },
    });
  });
});
