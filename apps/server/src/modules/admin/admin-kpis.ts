import { and, count, countDistinct, eq, gte, isNull } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, company, customer, job, userActivityDay } from '../../db/schema/index.js';
import { dayStart, monthDays, romeDay, romeDayCursor, romeMonth } from '../billing/billing-calendar.js';
import { jobWaiting, pageWaiting } from '../approval/approval.service.js';
import { enrollmentStateSql } from '../enrollment/enrollment.service.js';
import { liveJob } from './admin-companies.js';

/**
 * GET /admin/kpis: the service at a glance, counted live from the tables. Days and months are Italy's:
 * "today" starts at 00:00 in Rome, the 30 days are today and the 29 days before it, the month starts on
 * the 1st. Active recruiters are the distinct recruiters with a day of activity this month. Approvals and
 * signups waiting follow the approval queue's rule and the enrollment states, so the cards agree with
 * those pages.
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
      db.select({ n: count() }).from(job).where(jobWaiting),
      db.select({ n: count() }).from(company).where(pageWaiting),
      db
        .select({ n: count() })
        .from(customer)
        .where(and(isNull(customer.deletedAt), eq(enrollmentStateSql, 'verified'))),
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
