import { beforeAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { monthDays, previousDay, romeDay, romeMonth } from '../src/modules/billing/billing-calendar.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const DAY = 24 * 3600 * 1000;

describe('admin KPIs', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  let statsAdmin: number;
  let bareAdmin: number;
  beforeAll(async () => {
    const now = new Date();
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    statsAdmin = (
      await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['user-stats'] })
    ).id;
    bareAdmin = (await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: [] })).id;
    // A deleted company does not count; one waiting for its page's approval does.
    await ctx.db.insert(t.company).values([
      { name: 'Cancellata', deletedAt: now },
      { name: 'Pagina in attesa', pageApprovalRequestedAt: now },
      // Deciding clears the request (approval.service.ts).
      { name: 'Pagina approvata', pageApprovedAt: now },
      { name: 'Pagina respinta', pageRejectedAt: now, pageRejectReason: 'no' },
    ]);
    // Posts: twoCompanies has two live (A1, B1) and one draft; add a suspended, an archived, a deleted
    // live one, and approvals: one waiting, one approved, one rejected, one deleted while waiting.
    const job = (values: Partial<typeof t.job.$inferInsert>) =>
      ctx.db.insert(t.job).values({ companyId: f.companyA.id, userId: f.adminA.id, name: 'KPI', ...values });
    await job({ publishedAt: now, suspendedAt: now });
    await job({ publishedAt: now, archivedAt: now });
    await job({ publishedAt: now, deletedAt: now });
    await job({ approvalRequestedAt: now });
    await job({ approvalRequestedAt: now, approvedAt: now, publishedAt: now });
    await job({ approvalRequestedAt: now, approvalRejectedAt: now });
    await job({ approvalRequestedAt: now, deletedAt: now });
    // Applications: twoCompanies made two now; add one 10 days ago, one 40 days ago, one deleted today.
    const apply = (createdAt: Date, deletedAt?: Date) =>
      ctx.db.insert(t.application).values({
        jobId: f.jobA1.id,
        userId: f.candidate.id,
        jobApplicationStatusId: f.columnsA1[0]!.id,
        createdAt,
        deletedAt,
      });
    await apply(new Date(now.getTime() - 10 * DAY));
    await apply(new Date(now.getTime() - 40 * DAY));
    await apply(now, now);
    // Activity: recruiters this month (one of them in two companies and on two days), one last month
    // only, a candidate and an admin this month.
    const first = monthDays(romeMonth(now)).first;
    const today = romeDay(now);
    await ctx.db.insert(t.userActivityDay).values([
      // (on the 1st, the first day is today: one row)
      ...(first === today
        ? []
        : [{ userId: f.adminA.id, day: first, companyId: f.companyA.id, roleId: RoleId.recruiter }]),
      { userId: f.adminA.id, day: today, companyId: f.companyA.id, roleId: RoleId.recruiter },
      { userId: f.adminA.id, day: today, companyId: f.companyB.id, roleId: RoleId.recruiter },
      { userId: f.adminB.id, day: today, companyId: f.companyB.id, roleId: RoleId.recruiter },
      {
        userId: f.assistantA.id,
        day: previousDay(first),
        companyId: f.companyA.id,
        roleId: RoleId.recruiter,
      },
      { userId: f.candidate.id, day: today, companyId: 0, roleId: RoleId.user },
      { userId: su, day: today, companyId: 0, roleId: RoleId.admin },
    ]);
    // Signups: verified and waiting; requested only; completed; rejected; deleted.
    const signup = (values: Partial<typeof t.customer.$inferInsert>) =>
      ctx.db
        .insert(t.customer)
        .values({ email: 'x@example.test', companyName: 'Nuova', firstname: 'N', lastname: 'N', ...values });
    await signup({ emailVerifiedAt: now });
    await signup({ emailVerifiedAt: now });
    await signup({});
    await signup({
      emailVerifiedAt: now,
      completedAt: now,
      companyId: f.companyA.id,
      adminUserId: f.adminA.id,
    });
    await signup({ emailVerifiedAt: now, rejectedAt: now, rejectReason: 'no' });
    await signup({ emailVerifiedAt: now, deletedAt: now });
  });

  it('counts the service exactly, for any back-office admin', async () => {
    const expected = {
      companies: 2 + 3,
      activeRecruitersThisMonth: 2,
      publishedJobs: 2 + 1,
      applicationsToday: 2,
      applicationsLast30Days: 3,
      approvalsWaiting: { jobs: 1, companyPages: 1, total: 2 },
      signupsWaiting: 2,
      day: romeDay(new Date()),
    };
    for (const as of [su, statsAdmin, bareAdmin]) {
      const res = await ctx.request({ method: 'GET', url: '/api/admin/kpis', as });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual(expected);
    }
  });

  it('refuses company users, candidates and anonymous callers', async () => {
    for (const as of [f.adminA.id, f.assistantA.id, f.candidate.id, f.loner.id]) {
      const res = await ctx.request({ method: 'GET', url: '/api/admin/kpis', as });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
    }
    expect((await ctx.request({ method: 'GET', url: '/api/admin/kpis' })).statusCode).toBe(401);
  });
});
