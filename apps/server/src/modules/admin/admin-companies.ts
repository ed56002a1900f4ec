import { and, asc, count, desc, eq, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import { deriveJobStatus, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import {
  application,
  company,
  companyRole,
  job,
  user,
  userActivityDay,
  userCompany,
} from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { addMonths, romeMonth } from '../billing/billing-calendar.js';
import { budgetView } from '../billing/budget.service.js';
import { licenseUsage } from '../companies/license-usage.js';
import { inTransaction } from '../team/team-access.js';
import { listField, parseAdminListQuery, type AdminList, type adminListQuerySchema } from './admin-list.js';
import { recordAudit } from './audit.js';
import type { z } from 'zod';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** A post is live while published and neither suspended, archived nor deleted (as the licence counts it). */
export const liveJob = and(
  isNull(job.deletedAt),
  isNotNull(job.publishedAt),
  isNull(job.suspendedAt),
  isNull(job.archivedAt),
)!;

// Correlated counts in plain SQL with every column qualified: drizzle leaves the table name out of a
// one-table select, where "id" would be ambiguous inside the subqueries.
const membersCount = sql<number>`(select count(*) from user_company uc join "user" u on u.id = uc.user_id
  where uc.company_id = "company"."id" and uc.deleted_at is null and u.deleted_at is null
  and u.role_id <> ${RoleId.application})`.mapWith(Number);
const liveJobsCount = sql<number>`(select count(*) from job j where j.company_id = "company"."id"
  and j.deleted_at is null and j.published_at is not null and j.suspended_at is null and j.archived_at is null)`.mapWith(
  Number,
);
/** The name of the licence held today (the newest period in force, days in Italy), as licence-usage.ts reads it. */
const licenseName = sql<
  string | null
>`(select l.name from company_license cl join license l on l.id = cl.license_id
  where cl.company_id = "company"."id" and cl.deleted_at is null
  and cl.starts_on <= (now() AT TIME ZONE 'Europe/Rome')::date
  and (cl.ends_on is null or cl.ends_on >= (now() AT TIME ZONE 'Europe/Rome')::date)
  order by cl.starts_on desc limit 1)`;

/** The back office's companies table: every live company, with its members, live posts and licence. */
export const adminCompanyList: AdminList = {
  name: 'admin/company',
  fields: {
    id: listField(company.id, 'integer'),
    name: listField(company.name, 'string'),
    vatId: listField(company.vatId, 'string', true),
    createdAt: listField(company.createdAt, 'date'),
    requiresApproval: listField(company.requiresApproval, 'boolean'),
    membersCount: listField(membersCount, 'integer'),
    liveJobsCount: listField(liveJobsCount, 'integer'),
    licenseName: listField(licenseName, 'string', true),
  },
  filterable: [
    'id',
    'name',
    'vatId',
    'createdAt',
    'requiresApproval',
    'membersCount',
    'liveJobsCount',
    'licenseName',
  ],
  orderable: [
    'id',
    'name',
    'vatId',
    'createdAt',
    'requiresApproval',
    'membersCount',
    'liveJobsCount',
    'licenseName',
  ],
};

/** GET /admin/company: a page of companies and how many match. */
export async function listCompanies(db: Database, query: z.infer<typeof adminListQuerySchema>) {
  const q = parseAdminListQuery(adminCompanyList, query);
  const where = and(isNull(company.deletedAt), q.where);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: company.id,
        name: company.name,
        vatId: company.vatId,
        createdAt: company.createdAt,
        requiresApproval: company.requiresApproval,
        membersCount,
        liveJobsCount,
        licenseName,
      })
      .from(company)
      .where(where)
      .orderBy(...q.order)
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(company).where(where),
  ]);
  return { data: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt)! })), total: total?.n ?? 0 };
}

async function liveCompany(db: Database, companyId: number) {
  const [row] = await db
    .select()
    .from(company)
    .where(and(eq(company.id, companyId), isNull(company.deletedAt)));
  if (!row) throw notFound(`company ${companyId} not found`);
  return row;
}

/** GET /admin/company/{id}: members, posts, licence and seats, spending this month and last. */
export async function companyDetail(db: Database, companyId: number, now: Date) {
  const row = await liveCompany(db, companyId);
  const lastActive = db
    .select({ userId: userActivityDay.userId, day: max(userActivityDay.day).as('last_active_day') })
    .from(userActivityDay)
    .where(eq(userActivityDay.companyId, companyId))
    .groupBy(userActivityDay.userId)
    .as('last_active');
  const applications = db
    .select({ jobId: application.jobId, n: count().as('application_count') })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(and(eq(job.companyId, companyId), isNull(application.deletedAt)))
    .groupBy(application.jobId)
    .as('applications');
  const month = romeMonth(now);
  const [members, jobs, usage, budget] = await Promise.all([
    db
      .select({
        userId: user.id,
        firstname: user.firstname,
        lastname: user.lastname,
        email: user.email,
        companyRoleId: userCompany.companyRoleId,
        roleName: companyRole.name,
        roleNameEn: companyRole.nameEn,
        lastActiveDay: lastActive.day,
      })
      .from(userCompany)
      .innerJoin(user, eq(user.id, userCompany.userId))
      .innerJoin(companyRole, eq(companyRole.id, userCompany.companyRoleId))
      .leftJoin(lastActive, eq(lastActive.userId, userCompany.userId))
      .where(
        and(
          eq(userCompany.companyId, companyId),
          isNull(userCompany.deletedAt),
          isNull(user.deletedAt),
          // API keys' machine users are no members to list or act as.
          ne(user.roleId, RoleId.application),
        ),
      )
      .orderBy(asc(user.lastname), asc(user.firstname), asc(user.id)),
    db
      .select({
        id: job.id,
        name: job.name,
        publishedAt: job.publishedAt,
        suspendedAt: job.suspendedAt,
        archivedAt: job.archivedAt,
        importedAt: job.importedAt,
        approvalRequestedAt: job.approvalRequestedAt,
        approvedAt: job.approvedAt,
        approvalRejectedAt: job.approvalRejectedAt,
        applicationsCount: applications.n,
      })
      .from(job)
      .leftJoin(applications, eq(applications.jobId, job.id))
      .where(and(eq(job.companyId, companyId), isNull(job.deletedAt)))
      .orderBy(desc(job.createdAt), desc(job.id)),
    licenseUsage(db, companyId),
    budgetView(db, { companyId, userId: null, starting: addMonths(month, -1), take: 2 }, now),
  ]);
  const spent = (m: string) => budget.months.find((x) => x.month === m)?.spentCents ?? 0;
  return {
    id: row.id,
    name: row.name,
    vatId: row.vatId,
    taxId: row.taxId,
    countryCode: row.countryCode,
    website: row.website,
    createdAt: iso(row.createdAt)!,
    requiresApproval: row.requiresApproval,
    pageApprovalRequestedAt: iso(row.pageApprovalRequestedAt),
    pageApprovedAt: iso(row.pageApprovedAt),
    pageRejectedAt: iso(row.pageRejectedAt),
    members,
    jobs: jobs.map((j) => ({
      id: j.id,
      name: j.name,
      status: deriveJobStatus(j),
      publishedAt: iso(j.publishedAt),
      approval: approvalState(j),
      applicationsCount: Number(j.applicationsCount ?? 0),
    })),
    license: usage,
    spending: {
      monthlyBudgetCents: budget.monthlyBudgetCents,
      currentMonth: { month, spentCents: spent(month) },
      lastMonth: { month: addMonths(month, -1), spentCents: spent(addMonths(month, -1)) },
    },
  };
}

function approvalState(j: {
  approvalRequestedAt: Date | null;
  approvedAt: Date | null;
  approvalRejectedAt: Date | null;
}): 'none' | 'waiting' | 'approved' | 'rejected' {
  if (j.approvedAt) return 'approved';
  if (j.approvalRejectedAt) return 'rejected';
  if (j.approvalRequestedAt) return 'waiting';
  return 'none';
}

/** PATCH /admin/company/{id}: the requiresApproval flag, recorded in the audit log with the change. */
export async function setRequiresApproval(
  db: Database,
  actor: Actor,
  companyId: number,
  requiresApproval: boolean,
  requestId: string,
) {
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ requiresApproval: company.requiresApproval })
      .from(company)
      .where(and(eq(company.id, companyId), isNull(company.deletedAt)))
      .for('update');
    if (!before) throw notFound(`company ${companyId} not found`);
    if (before.requiresApproval === requiresApproval) return;
    await tx
      .update(company)
      .set({ requiresApproval, updatedAt: new Date() })
      .where(eq(company.id, companyId));
    await recordAudit(tx, actor, {
      action: 'company-requires-approval',
      companyId,
      data: { before: before.requiresApproval, after: requiresApproval },
      requestId,
    });
  });
}
