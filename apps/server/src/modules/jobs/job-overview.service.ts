import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { deriveJobStatus, type JobListFilter, type JobOverviewQuery } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, jobApplicationStatus, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { bucketRows } from '../../db/row-buckets.js';
import { jobsInScope } from './job-scope.js';
import { containsPattern } from '../../http/resources/where.js';

/** `jobMatchesFilter` of the domain, as SQL on the stamps (same priority as `deriveJobStatus`). */
export function jobFilterSql(filter: JobListFilter): SQL | undefined {
  const live = and(isNull(job.archivedAt), isNull(job.suspendedAt));
  switch (filter) {
    case 'all':
      return undefined;
    case 'archived':
      return isNotNull(job.archivedAt);
    case 'suspended':
      return and(isNull(job.archivedAt), isNotNull(job.suspendedAt));
    case 'published':
      return and(live, isNotNull(job.publishedAt));
    case 'draft':
      // Drafts and imported posts (listed with the drafts).
      return and(live, isNull(job.publishedAt));
  }
}

const newCount =
  sql<number>`count(${application.id}) filter (where ${application.jobApplicationStatusId} is null)`.mapWith(
    Number,
  );
const totalCount = sql<number>`count(${application.id})`.mapWith(Number);

function orderFor(q: JobOverviewQuery): SQL[] {
  const by = q.dir === 'asc' ? asc : desc;
  const key = {
    created: job.createdAt,
    modified: job.updatedAt,
    name: sql`lower(${job.name})`,
    new: newCount,
    applications: totalCount,
  }[q.sort];
  return [by(key), by(job.id)];
}

/**
 * `GET /job/@overview`: the job list page in two grouped queries — the jobs with their owner and
 * counts (`new` = applications in no column yet, the board's "new" list; `total`), then the counts
 * per column of those jobs.
 */
export async function jobOverview(db: Database, actor: Actor, q: JobOverviewQuery) {
  const rows = await db
    .select({
      id: job.id,
      companyId: job.companyId,
      userId: job.userId,
      name: job.name,
      publishedAt: job.publishedAt,
      suspendedAt: job.suspendedAt,
      archivedAt: job.archivedAt,
      importedAt: job.importedAt,
      approvalRequestedAt: job.approvalRequestedAt,
      approvedAt: job.approvedAt,
      approvalRejectedAt: job.approvalRejectedAt,
      approvalRejectReason: job.approvalRejectReason,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      ownerFirstname: user.firstname,
      ownerLastname: user.lastname,
      new: newCount,
      total: totalCount,
    })
    .from(job)
    .innerJoin(user, eq(user.id, job.userId))
    .leftJoin(application, and(eq(application.jobId, job.id), isNull(application.deletedAt)))
    .where(
      and(
        jobsInScope(actor),
        jobFilterSql(q.filter),
        q.search ? ilike(job.name, containsPattern(q.search)) : undefined,
      ),
    )
    .groupBy(job.id, user.id)
    .orderBy(...orderFor(q))
    .limit(q.take)
    .offset(q.skip);
  if (rows.length === 0) return [];

  const columns = await db
    .select({
      jobId: jobApplicationStatus.jobId,
      id: jobApplicationStatus.id,
      name: jobApplicationStatus.name,
      special: jobApplicationStatus.special,
      count: totalCount,
    })
    .from(jobApplicationStatus)
    .leftJoin(
      application,
      and(eq(application.jobApplicationStatusId, jobApplicationStatus.id), isNull(application.deletedAt)),
    )
    .where(
      and(
        inArray(
          jobApplicationStatus.jobId,
          rows.map((r) => r.id),
        ),
        isNull(jobApplicationStatus.deletedAt),
      ),
    )
    .groupBy(jobApplicationStatus.id)
    .orderBy(asc(jobApplicationStatus.order), asc(jobApplicationStatus.id));
  const byJob = bucketRows(columns, (c) => c.jobId);

  return rows.map(({ ownerFirstname, ownerLastname, new: fresh, total, ...row }) => ({
    ...row,
    status: deriveJobStatus(row),
    owner: { id: row.userId, firstname: ownerFirstname, lastname: ownerLastname },
    counters: {
      new: fresh,
      total,
      columns: (byJob.get(row.id) ?? []).map(({ jobId: _jobId, ...column }) => column),
    },
  }));
}
