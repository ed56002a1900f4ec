import { and, count, countDistinct, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, company, customer, job, userActivityDay } from '../../db/schema/index.js';
import { dayStart, monthDays, romeDay, romeDayCursor, romeMonth } from '../billing/billing-calendar.js';
import { liveJob } from './admin-companies.js';

/** Jobs waiting for a human decision: asked for, neither approved nor rejected (deleted ones are gone). */
export const jobWaitingApproval = and(
  isNull(job.deletedAt),
  isNotNull(job.approvalRequestedAt),
  isNull(job.approvedAt),
  isNull(job.approvalRejectedAt),
)!;

/** Company pages waiting for a human decision. */
export const pageWaitingApproval = and(
  isNull(company.deletedAt),
  isNotNull(company.pageApprovalRequestedAt),
  isNull(company.pageApprovedAt),
  isNull(company.pageRejectedAt),
)!;

/** Signups that confirmed their email and wait to be completed (or rejected) by the back office. */
export const signupWaiting = and(
  isNull(customer.deletedAt),
  isNotNull(customer.emailVerifiedAt),
  isNull(customer.completedAt),
  isNull(customer.rejectedAt),
)!;

/**
 * GET /admin/kpis: the service at a glance, counted live from the tables. Days and months are Italy's:
 * "today" starts at 00:00 in Rome, the 30 days are today and the 29 days before it, the month starts on
 * the 1st. Active recruiters are the distinct recruiters with a day of activity this month.
 */
export async function serviceKpis(db: Database, now: Date) {
  const today = romeDay(now);
  const todayStart = dayStart(today);
  const thirtyDaysStart = romeDayCursor(now).minus({ days: 29 }).toJSDate();
  const monthStart = monthDays(romeMonth(now)).first;
  const n = (rows: Array<{ n: number }>) => Number(rows[0]?.n ?? 0);
  const [companies, recruiters, published, appsToday, apps30, jobsWaiting, pagesWaiting, signups] =
    await Promise.all([
      db.select({ n: count() }).from(company).where(isNull(company.deletedAt)),
      db
        .select({ n: countDistinct(userActivityDay.userId) })
        .from(userActivityDay)
        .where(and(eq(userActivityDay.roleId, RoleId.recruiter), gte(userActivityDay.day, monthStart))),
      db.select({ n: count() }).from(job).where(liveJob),
      db
        .select({ n: count() })
        .from(application)
        .where(and(isNull(application.deletedAt), gte(application.createdAt, todayStart))),
      db
        .select({ n: count() })
        .from(application)
        .where(and(isNull(application.deletedAt), gte(application.createdAt, thirtyDaysStart))),
      db.select({ n: count() }).from(job).where(jobWaitingApproval),
      db.select({ n: count() }).from(company).where(pageWaitingApproval),
      db.select({ n: count() }).from(customer).where(signupWaiting),
    ]);
  return {
    companies: n(companies),
    activeRecruitersThisMonth: n(recruiters),
    publishedJobs: n(published),
    applicationsToday: n(appsToday),
    applicationsLast30Days: n(apps30),
    approvalsWaiting: {
      jobs: n(jobsWaiting),
      companyPages: n(pagesWaiting),
      total: n(jobsWaiting) + n(pagesWaiting),
    },
    signupsWaiting: n(signups),
    day: today,
  };
}
