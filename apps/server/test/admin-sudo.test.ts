import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createJob, createUser } from '../src/db/seed/factories.js';
import { addMonths, monthDays, romeDay, romeMonth } from '../src/modules/billing/billing-calendar.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';

interface Page<T> {
  data: T[];
  total: number;
}
interface CompanyRow {
  id: number;
  name: string;
  membersCount: number;
  liveJobsCount: number;
  licenseName: string | null;
}
interface AuditRow {
  action: string;
  actorUserId: number;
  actorName: string;
  subjectUserId: number | null;
  subjectName: string | null;
  companyId: number | null;
  companyName: string | null;
  method: string | null;
  url: string | null;
  statusCode: number | null;
  data: Record<string, unknown> | null;
}

describe('admin: companies, detail, impersonation and the audit log', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  let sudoer: number;
  let statsAdmin: number;
  let gamma: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    sudoer = (
      await createUser(ctx.db, {
        isAdmin: true,
        roleId: RoleId.admin,
        adminPermissions: ['sudoer'],
        firstname: 'Sara',
        lastname: 'Sudo',
      })
    ).id;
    statsAdmin = (
      await createUser(ctx.db, {
        isAdmin: true,
        roleId: RoleId.admin,
        adminPermissions: ['user-stats', 'job-pricing', 'enrollment', 'human-approval', 'ai-tweaking'],
      })
    ).id;
    // Gamma: three members, two live posts; plus companies to page through and a deleted one.
    gamma = (await createCompany(ctx.db, { name: 'Gamma Consulting', vatId: 'IT01234567890' })).id;
    for (const name of ['Gino', 'Gea', 'Guido']) {
      const u = await createUser(ctx.db, { firstname: name, lastname: 'Gamma' });
      await addMember(ctx.db, { userId: u.id, companyId: gamma, companyRoleId: CompanyRoleId.recruiter });
      await createJob(
        ctx.db,
        { companyId: gamma, userId: u.id },
        name === 'Guido' ? 'suspended' : 'published',
      );
    }
    for (const name of ['Delta Logistica', 'Epsilon Foods', 'Zeta Bank'])
      await createCompany(ctx.db, { name });
    await ctx.db.insert(t.company).values({ name: 'Gamma Cancellata', deletedAt: new Date() });
  });

  const get = (url: string, as?: number) => ctx.request({ method: 'GET', url, as });
  const list = async <T>(url: string, as = sudoer): Promise<Page<T>> => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page<T>;
  };

  it('answers every admin call to sudoers and super users only: 403 for other admins and company users, 401 anonymous', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/company' },
      { method: 'GET' as const, url: `/api/admin/company/${f.companyA.id}` },
      {
        method: 'PATCH' as const,
        url: `/api/admin/company/${f.companyA.id}`,
        payload: { requiresApproval: false },
      },
      { method: 'GET' as const, url: '/api/admin/audit' },
    ];
    for (const call of calls) {
      for (const as of [statsAdmin, f.adminA.id, f.assistantA.id, f.candidate.id]) {
        const res = await ctx.request({ ...call, as });
        expect(res.statusCode, `${call.method} ${call.url} as ${as}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
      expect((await ctx.request(call)).statusCode).toBe(401);
      for (const as of [sudoer, su]) expect((await ctx.request({ ...call, as })).statusCode).toBe(200);
    }
  });

  it('lists the live companies with members, live posts and licence, paged, sorted and filtered', async () => {
    const all = await list<CompanyRow>('/api/admin/company?take=200&order[name]=ASC');
    expect(all.total).toBe(6);
    expect(all.data.map((c) => c.name)).toEqual([
      'Alfa S.r.l.',
      'Beta S.p.A.',
      'Delta Logistica',
      'Epsilon Foods',
      'Gamma Consulting',
      'Zeta Bank',
    ]);
    expect(all.data.find((c) => c.id === gamma)).toMatchObject({
      membersCount: 3,
      liveJobsCount: 2,
      licenseName: expect.any(String),
    });
    expect(all.data.find((c) => c.id === f.companyA.id)).toMatchObject({ membersCount: 2, liveJobsCount: 1 });

    const page2 = await list<CompanyRow>('/api/admin/company?take=2&skip=2&order[name]=ASC');
    expect(page2).toMatchObject({ total: 6 });
    expect(page2.data.map((c) => c.name)).toEqual(['Delta Logistica', 'Epsilon Foods']);

    // The spec 9 match modes on text, numbers on the computed columns.
    const names = async (where: string) =>
      (await list<CompanyRow>(`/api/admin/company?order[name]=ASC&${where}`)).data.map((c) => c.name);
    expect(await names('where[name][contains]=gamma')).toEqual(['Gamma Consulting']);
    expect(await names('where[name][startsWith]=e')).toEqual(['Epsilon Foods']);
    expect(await names('where[name][endsWith]=bank')).toEqual(['Zeta Bank']);
    expect(await names('where[name][notContains]=a')).toEqual(['Epsilon Foods']);
    expect(await names('where[vatId][eq]=IT01234567890')).toEqual(['Gamma Consulting']);
    expect(await names('where[membersCount][gte]=2')).toEqual(['Alfa S.r.l.', 'Gamma Consulting']);
    expect(await names('where[liveJobsCount][gt]=0&where[membersCount][lt]=2')).toEqual(['Beta S.p.A.']);
    const filtered = await list<CompanyRow>('/api/admin/company?take=1&where[membersCount][eq]=0');
    expect(filtered.total).toBe(3);
    const byJobs = await list<CompanyRow>('/api/admin/company?order[liveJobsCount]=DESC&take=1');
    expect(byJobs.data[0]!.id).toBe(gamma);
    // JSON text works as in the generic lists.
    const json = encodeURIComponent(
      JSON.stringify({ OR: [{ name: { startsWith: 'z' } }, { id: f.companyB.id }] }),
    );
    expect(await names(`where=${json}`)).toEqual(['Beta S.p.A.', 'Zeta Bank']);

    for (const bad of [
      'where[secret][eq]=1',
      'where[name][like]=x',
      'where[membersCount][contains]=1',
      'where[membersCount][gt]=many',
      'order[deletedAt]=ASC',
      'take=0',
      'skip=-1',
      'where=%7Bbroken',
      'nonsense=1',
    ]) {
      const res = await get(`/api/admin/company?${bad}`, sudoer);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
  });

  it('shows a company: members, posts with applications, licence and seats, spending this month and last', async () => {
    const now = new Date();
    const month = romeMonth(now);
    const [price] = await ctx.db.select().from(t.priceList).limit(1);
    const charge = (day: string, amountCents: number) =>
      ctx.db.insert(t.charge).values({
        companyId: f.companyA.id,
        jobId: f.jobA1.id,
        userId: f.adminA.id,
        tierId: price!.tierId,
        priceListId: price!.id,
        kind: 'day',
        day,
        amountCents,
      });
    await charge(romeDay(now), 1500);
    await charge(monthDays(addMonths(month, -1)).first, 700);
    await charge(monthDays(addMonths(month, -1)).last, 800);
    await charge(monthDays(addMonths(month, -2)).first, 99_999);
    await ctx.db
      .insert(t.userActivityDay)
      .values({ userId: f.adminA.id, day: '2026-01-15', companyId: f.companyA.id, roleId: RoleId.recruiter });

    const res = await get(`/api/admin/company/${f.companyA.id}`, sudoer);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: f.companyA.id, name: 'Alfa S.r.l.', requiresApproval: false });
    expect(d.members).toEqual([
      expect.objectContaining({ userId: f.assistantA.id, companyRoleId: CompanyRoleId.hiringAssistant }),
      expect.objectContaining({
        userId: f.adminA.id,
        email: f.adminA.email,
        companyRoleId: CompanyRoleId.companyAdmin,
        roleName: expect.any(String),
      }),
    ]);
    const anna = d.members.find((m: { userId: number }) => m.userId === f.adminA.id);
    expect(anna.lastActiveDay).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(d.jobs).toHaveLength(2);
    expect(d.jobs.find((j: { id: number }) => j.id === f.jobA1.id)).toMatchObject({
      status: 'published',
      applicationsCount: 1,
      approval: 'none',
    });
    expect(d.jobs.find((j: { id: number }) => j.id === f.jobA2.id)).toMatchObject({
      status: 'draft',
      publishedAt: null,
      applicationsCount: 0,
    });
    expect(d.license).toMatchObject({ seatsUsed: 2, jobPostsPublished: 1, name: expect.any(String) });
    expect(d.spending).toEqual({
      monthlyBudgetCents: null,
      currentMonth: { month, spentCents: 1500 },
      lastMonth: { month: addMonths(month, -1), spentCents: 1500 },
    });
    // Neither a missing nor a deleted company; no bad ids.
    const [deleted] = await ctx.db.select().from(t.company).where(eq(t.company.name, 'Gamma Cancellata'));
    expect((await get(`/api/admin/company/${deleted!.id}`, sudoer)).statusCode).toBe(404);
    expect((await get('/api/admin/company/999999', sudoer)).statusCode).toBe(404);
    expect((await get('/api/admin/company/abc', sudoer)).statusCode).toBe(400);
  });

  it('toggles requiresApproval and records the change in the audit log', async () => {
    const patch = (payload: object, as = sudoer) =>
      ctx.request({ method: 'PATCH', url: `/api/admin/company/${f.companyB.id}`, as, payload });
    const res = await patch({ requiresApproval: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: f.companyB.id, requiresApproval: true });
    // Setting the same value again changes nothing and records nothing.
    expect((await patch({ requiresApproval: true })).statusCode).toBe(200);
    for (const bad of [{}, { requiresApproval: 'yes' }, { requiresApproval: true, name: 'x' }]) {
      expect((await patch(bad)).statusCode).toBe(400);
    }
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: '/api/admin/company/999999',
          as: sudoer,
          payload: { requiresApproval: true },
        })
      ).statusCode,
    ).toBe(404);
    const audit = await list<AuditRow>('/api/admin/audit?where[action]=company-requires-approval');
    expect(audit.total).toBe(1);
    expect(audit.data[0]).toMatchObject({
      actorUserId: sudoer,
      actorName: 'Sara Sudo',
      companyId: f.companyB.id,
      companyName: 'Beta S.p.A.',
      data: { before: false, after: true },
    });
    const [row] = await ctx.db.select().from(t.company).where(eq(t.company.id, f.companyB.id));
    expect(row!.requiresApproval).toBe(true);
  });

  it('records an act-as, the writes made while acting and its end, with the admin, the member and the company', async () => {
    const start = await ctx.request({ method: 'PATCH', url: `/api/auth/@@su/${f.adminA.id}`, as: sudoer });
    expect(start.statusCode, start.body).toBe(200);
    const { accessToken } = start.json().data;
    // As Anna: a write in her company, and the admin pages are closed to her.
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      headers: bearer(accessToken),
      payload: { description: 'Corretto dal supporto' },
    });
    expect(write.statusCode, write.body).toBe(200);
    // A read sent as POST (@fetch) is not a write.
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/notice/@fetch',
      headers: bearer(accessToken),
      payload: { idList: [] },
    });
    expect(read.statusCode, read.body).toBe(200);
    const closed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit',
      headers: bearer(accessToken),
    });
    expect(closed.statusCode).toBe(403);
    const end = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/auth/@@su/${sudoer}`,
      headers: bearer(accessToken),
    });
    expect(end.statusCode, end.body).toBe(200);

    const log = await list<AuditRow>(
      `/api/admin/audit?where[actorUserId]=${sudoer}&where[subjectUserId]=${f.adminA.id}&order[id]=ASC`,
    );
    expect(log.data.map((r) => r.action)).toEqual(['impersonation-start', 'write', 'impersonation-end']);
    const [started, jobWrite, ended] = log.data;
    const who = {
      actorUserId: sudoer,
      actorName: 'Sara Sudo',
      subjectUserId: f.adminA.id,
      subjectName: 'Anna Alfa',
      companyId: f.companyA.id,
      companyName: 'Alfa S.r.l.',
    };
    expect(started).toMatchObject(who);
    expect(jobWrite).toMatchObject({
      ...who,
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      statusCode: 200,
    });
    expect(ended).toMatchObject(who);

    // Searchable: by action, company, text in the url, names, date range; newest first by default.
    const count = async (query: string) => (await list<AuditRow>(`/api/admin/audit?${query}`)).total;
    expect(await count('where[action]=write')).toBe(1);
    expect(await count(`where[companyId]=${f.companyA.id}`)).toBe(3);
    expect(await count('where[companyName][contains]=alfa&where[action][startsWith]=impersonation')).toBe(2);
    expect(await count(`where[url][contains]=/job/${f.jobA1.id}`)).toBe(1);
    expect(await count('where[actorName][contains]=sudo&where[subjectName][eq]=Anna Alfa')).toBe(3);
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect(
      await count(
        `where[createdAt][gte]=${hourAgo}&where[createdAt][lt]=${inAnHour}&where[subjectUserId]=${f.adminA.id}`,
      ),
    ).toBe(3);
    expect(await count(`where[createdAt][lt]=${hourAgo}`)).toBe(0);
    const newest = await list<AuditRow>('/api/admin/audit?take=1');
    expect(newest.data[0]!.action).toBe('impersonation-end');
    expect(newest.total).toBeGreaterThanOrEqual(4);
    expect((await get('/api/admin/audit?where[data][eq]=1', sudoer)).statusCode).toBe(400);
    expect((await get('/api/admin/audit?where[createdAt][gte]=yesterday', sudoer)).statusCode).toBe(400);
  });
});
