import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { CompanyRoleId, deriveJobStatus } from '@hiring/domain';
import type { ReaderLang } from '@hiring/domain/jobs/public-job';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { auditLog, company, job, user, userCompany } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import { publicBaseUrl } from '../auth/auth-deps.js';
import { namedJobContent } from '../jobs/job-named-content.js';
import { storedContent } from '../jobs/job-record.js';
import { approveJob, rejectJob } from '../jobs/job-status.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { z } from 'zod';
import type { adminListQuerySchema } from '../admin/admin-list.js';
import { listField, parseAdminListQuery } from '../admin/admin-list.js';

export const approvalKinds = ['job', 'page'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];

const fullName = (first: typeof user.firstname, last: typeof user.lastname) =>
  sql<string>`trim(concat_ws(' ', ${first}, ${last}))`;

/** A job post waits: publishing was asked for, neither approved nor rejected since. */
export const jobWaiting = and(
  isNull(job.deletedAt),
  isNotNull(job.approvalRequestedAt),
  isNull(job.approvedAt),
  isNull(job.approvalRejectedAt),
);

/** A company page waits: an edit asked for approval (approving or rejecting clears the request). */
export const pageWaiting = and(
  isNull(company.deletedAt),
  isNotNull(company.pageApprovalRequestedAt),
  isNull(company.pageRejectedAt),
);

/** Who asked for a page's approval: the author of the company's last page edit (audit log). */
const pageRequesterId = sql<number | null>`(select ${auditLog.actorUserId} from ${auditLog}
  where ${auditLog.companyId} = ${company.id} and ${auditLog.action} = 'page-approval-request'
  order by ${auditLog.id} desc limit 1)`;

function queueQuery(db: Database) {
  const owner = user;
  const jobs = db
    .select({
      kind: sql<ApprovalKind>`'job'`.as('kind'),
      id: sql<number>`${job.id}`.as('id'),
      title: sql<string>`${job.name}`.as('title'),
      companyId: sql<number>`${company.id}`.as('company_id'),
      companyName: sql<string>`${company.name}`.as('company_name'),
      requesterId: sql<number | null>`${owner.id}`.as('requester_id'),
      requesterName: sql<string | null>`${fullName(owner.firstname, owner.lastname)}`.as('requester_name'),
      requesterEmail: sql<string | null>`${owner.email}`.as('requester_email'),
      requestedAt: sql<Date>`${job.approvalRequestedAt}`.mapWith(job.approvalRequestedAt).as('requested_at'),
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .leftJoin(owner, eq(owner.id, job.userId))
    .where(jobWaiting);
  const pages = db
    .select({
      kind: sql<ApprovalKind>`'page'`.as('kind'),
      id: sql<number>`${company.id}`.as('id'),
      title: sql<string>`${company.name}`.as('title'),
      companyId: sql<number>`${company.id}`.as('company_id'),
      companyName: sql<string>`${company.name}`.as('company_name'),
      requesterId: sql<number | null>`${user.id}`.as('requester_id'),
      requesterName: sql<string | null>`${fullName(user.firstname, user.lastname)}`.as('requester_name'),
      requesterEmail: sql<string | null>`${user.email}`.as('requester_email'),
      requestedAt: sql<Date>`${company.pageApprovalRequestedAt}`
        .mapWith(company.pageApprovalRequestedAt)
        .as('requested_at'),
    })
    .from(company)
    .leftJoin(user, eq(user.id, pageRequesterId))
    .where(pageWaiting);
  return unionAll(jobs, pages).as('approval_queue');
}

/**
 * `GET /admin/approval`: job posts and company pages waiting, oldest first unless ordered, with the
 * company and who asked (a post's owner; a page's last editor). `key` names an item across kinds.
 */
export async function listQueue(db: Database, q: z.infer<typeof adminListQuerySchema>) {
  const queue = queueQuery(db);
  // The subquery's columns as the outer query names them.
  const col = (name: string) => sql`${sql.identifier('approval_queue')}.${sql.identifier(name)}`;
  const fields = {
    id: listField(col('id'), 'integer'),
    kind: listField(col('kind'), 'string'),
    title: listField(col('title'), 'string'),
    companyId: listField(col('company_id'), 'integer'),
    companyName: listField(col('company_name'), 'string'),
    requesterName: listField(col('requester_name'), 'string', true),
    requesterEmail: listField(col('requester_email'), 'string', true),
    requestedAt: listField(col('requested_at'), 'date'),
  };
  const names = Object.keys(fields);
  const list = parseAdminListQuery({ name: 'approval', fields, filterable: names, orderable: names }, q);
  const order =
    q.order === undefined && q.orderBy === undefined
      ? [sql`${col('requested_at')} asc`, sql`${col('kind')} asc`, ...list.order]
      : list.order;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(queue)
      .where(list.where)
      .orderBy(...order)
      .limit(list.take)
      .offset(list.skip),
    db.select({ n: count() }).from(queue).where(list.where),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      key: `${row.kind}-${row.id}`,
      requestedAt: new Date(row.requestedAt),
    })),
    total: total?.n ?? 0,
  };
}

/** The number of items waiting (the dashboard's KPI may use it). */
export async function queueSize(db: Database): Promise<number> {
  const [jobs] = await db.select({ n: count() }).from(job).where(jobWaiting);
  const [pages] = await db.select({ n: count() }).from(company).where(pageWaiting);
  return (jobs?.n ?? 0) + (pages?.n ?? 0);
}

/** The reviewer's own language (reference names in the preview). */
async function langOf(db: Database, userId: number): Promise<ReaderLang> {
  const [row] = await db.select({ lang: user.lang }).from(user).where(eq(user.id, userId));
  return row?.lang === 'en' ? 'en' : 'it';
}

/**
 * A post as a candidate would see it: its content with every reference named (area, seniority,
 * skills, languages, ...), its company and owner, and where it stands in the approval.
 */
export async function jobPreview(db: Database, jobId: number, lang: ReaderLang) {
  // Super users and approvers see any company's post: the route is the back office's.
  const [row] = await db
    .select({
      job,
      companyName: company.name,
      companyLogo: company.logo,
      ownerName: fullName(user.firstname, user.lastname),
      ownerEmail: user.email,
    })
    .from(job)
    .innerJoin(company, eq(company.id, job.companyId))
    .leftJoin(user, eq(user.id, job.userId))
    .where(and(eq(job.id, jobId), isNull(job.deletedAt)));
  if (!row) throw notFound(`job ${jobId} not found`);
  const j = row.job;
  return {
    id: j.id,
    companyId: j.companyId,
    companyName: row.companyName,
    companyLogo: row.companyLogo,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    status: deriveJobStatus(j),
    approvalRequestedAt: j.approvalRequestedAt,
    approvedAt: j.approvedAt,
    approvalRejectedAt: j.approvalRejectedAt,
    approvalRejectReason: j.approvalRejectReason,
    ...(await namedJobContent(db, storedContent(j), lang)),
  };
}

/** A company page as candidates would see it, and where it stands in the approval. */
export async function pagePreview(db: Database, companyId: number) {
  const [row] = await db
    .select({
      id: company.id,
      name: company.name,
      logo: company.logo,
      banner: company.banner,
      images: company.images,
      description: company.description,
      website: company.website,
      place: company.place,
      requiresApproval: company.requiresApproval,
      pageApprovalRequestedAt: company.pageApprovalRequestedAt,
      pageApprovedAt: company.pageApprovedAt,
      pageRejectedAt: company.pageRejectedAt,
      pageRejectReason: company.pageRejectReason,
      requesterName: sql<
        string | null
      >`(select ${fullName(user.firstname, user.lastname)} from ${user} where ${user.id} = ${pageRequesterId})`,
    })
    .from(company)
    .where(and(eq(company.id, companyId), isNull(company.deletedAt)));
  if (!row) throw notFound(`company ${companyId} not found`);
  return { ...row, place: row.place?.place_name ?? null, visibleToCandidates: pageVisibleToCandidates(row) };
}

/**
 * What candidates see of a company page (the rule a candidate-facing read applies): the last approved
 * state is not kept (an edit clears the approval), so a page of a company requiring approval is shown
 * only once approved and while no edit waits or was rejected. Companies without the flag: always.
 */
export function pageVisibleToCandidates(row: {
  requiresApproval: boolean;
  pageApprovalRequestedAt: Date | null;
  pageApprovedAt: Date | null;
  pageRejectedAt: Date | null;
}): boolean {
  if (!row.requiresApproval) return true;
  return row.pageApprovedAt !== null && row.pageApprovalRequestedAt === null && row.pageRejectedAt === null;
}

interface ReviewDeps {
  db: Database;
  mailer: Mailer;
  config: Config;
  actor: Actor;
}

async function jobOwner(db: Database, userId: number) {
  const [owner] = await db
    .select({ email: user.email, firstname: user.firstname, lang: user.lang })
    .from(user)
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  return owner;
}

const jobLink = (config: Config, jobId: number) => `${publicBaseUrl(config)}/board/${jobId}?tab=edit`;

/** Approves a post (publishes it unless closed: `approveJob`), audited, and mails its owner. */
export async function approveWaitingJob({ db, mailer, config, actor }: ReviewDeps, jobId: number) {
  const row = await approveJob({
    db,
    actor,
    jobId,
    onApproved: (tx, approved) =>
      recordAudit(tx, actor, {
        action: 'job-approve',
        companyId: approved.companyId,
        subjectUserId: approved.userId,
        data: { jobId, name: approved.name, published: approved.publishedAt !== null },
      }),
  });
  const owner = await jobOwner(db, row.userId);
  if (owner)
    await mailer.send({
      to: owner.email,
      template: 'job-approved',
      lang: owner.lang,
      data: { firstname: owner.firstname, jobName: row.name, link: jobLink(config, jobId) },
    });
  return jobPreview(db, jobId, await langOf(db, actor.impersonatorUserId ?? actor.userId));
}

/** Rejects a post with a reason: audited, mailed to its owner, shown to the company. */
export async function rejectWaitingJob(
  { db, mailer, config, actor }: ReviewDeps,
  jobId: number,
  reason: string,
) {
  const row = await rejectJob({
    db,
    actor,
    jobId,
    reason,
    onRejected: (tx, rejected) =>
      recordAudit(tx, actor, {
        action: 'job-reject',
        companyId: rejected.companyId,
        subjectUserId: rejected.userId,
        data: { jobId, name: rejected.name, reason },
      }),
  });
  const owner = await jobOwner(db, row.userId);
  if (owner)
    await mailer.send({
      to: owner.email,
      template: 'job-rejected',
      lang: owner.lang,
      data: { firstname: owner.firstname, jobName: row.name, reason, link: jobLink(config, jobId) },
    });
  return jobPreview(db, jobId, await langOf(db, actor.impersonatorUserId ?? actor.userId));
}

/** The company's admins (company role admin), who hear of their page's review. */
async function companyAdmins(db: Database, companyId: number) {
  return db
    .select({ email: user.email, firstname: user.firstname, lang: user.lang })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .where(
      and(
        eq(userCompany.companyId, companyId),
        eq(userCompany.companyRoleId, CompanyRoleId.companyAdmin),
        isNull(userCompany.deletedAt),
        isNull(user.deletedAt),
      ),
    );
}

async function decidePage(
  { db, mailer, config, actor }: ReviewDeps,
  companyId: number,
  decision: { approve: true } | { approve: false; reason: string },
) {
  const name = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(company)
      .where(and(eq(company.id, companyId), isNull(company.deletedAt)))
      .for('update');
    if (!current) throw notFound(`company ${companyId} not found`);
    if (!current.pageApprovalRequestedAt || current.pageRejectedAt)
      throw badRequest('The company page is not waiting for approval');
    const now = new Date();
    await tx
      .update(company)
      .set(
        decision.approve
          ? { pageApprovedAt: now, pageApprovalRequestedAt: null, updatedAt: now }
          : {
              pageRejectedAt: now,
              pageRejectReason: decision.reason,
              pageApprovalRequestedAt: null,
              updatedAt: now,
            },
      )
      .where(eq(company.id, companyId));
    await recordAudit(tx as unknown as Database, actor, {
      action: decision.approve ? 'page-approve' : 'page-reject',
      companyId,
      data: decision.approve ? { name: current.name } : { name: current.name, reason: decision.reason },
    });
    return current.name;
  });
  const link = `${publicBaseUrl(config)}/company`;
  for (const admin of await companyAdmins(db, companyId)) {
    await mailer.send(
      decision.approve
        ? {
            to: admin.email,
            template: 'page-approved',
            lang: admin.lang,
            data: { firstname: admin.firstname, companyName: name, link },
          }
        : {
            to: admin.email,
            template: 'page-rejected',
            lang: admin.lang,
            data: { firstname: admin.firstname, companyName: name, reason: decision.reason, link },
          },
    );
  }
  return pagePreview(db, companyId);
}

export const approvePage = (deps: ReviewDeps, companyId: number) =>
  decidePage(deps, companyId, { approve: true });
export const rejectPage = (deps: ReviewDeps, companyId: number, reason: string) =>
  decidePage(deps, companyId, { approve: false, reason });
