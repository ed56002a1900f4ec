import { asc, inArray, and, isNull } from 'drizzle-orm';
import { deriveJobStatus } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { job, jobApplicationStatus } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { bucketRows } from '../../db/row-buckets.js';
import { storedContent } from './job-record.js';
import { jobsInScope } from './job-scope.js';

/** `GET /job/@dump`: every job the caller reaches, with its status, complete content and columns. */
export async function dumpJobs(db: Database, actor: Actor) {
  const jobs = await db.select().from(job).where(jobsInScope(actor)).orderBy(asc(job.createdAt), asc(job.id));
  const columns =
    jobs.length === 0
      ? []
      : await db
          .select({
            jobId: jobApplicationStatus.jobId,
            id: jobApplicationStatus.id,
            name: jobApplicationStatus.name,
            order: jobApplicationStatus.order,
            special: jobApplicationStatus.special,
          })
          .from(jobApplicationStatus)
          .where(
            and(
              inArray(
                jobApplicationStatus.jobId,
                jobs.map((j) => j.id),
              ),
              isNull(jobApplicationStatus.deletedAt),
            ),
          )
          .orderBy(asc(jobApplicationStatus.order), asc(jobApplicationStatus.id));
  const byJob = bucketRows(columns, (c) => c.jobId);
  return {
    companyId: activeCompanyId(actor),
    exportedAt: new Date(),
    jobs: jobs.map((j) => ({
      id: j.id,
      userId: j.userId,
      name: j.name,
      status: deriveJobStatus(j),
      publishedAt: j.publishedAt,
      suspendedAt: j.suspendedAt,
      archivedAt: j.archivedAt,
      importedAt: j.importedAt,
      approvalRequestedAt: j.approvalRequestedAt,
      approvedAt: j.approvedAt,
      aiPrompt: j.aiPrompt,
      createdAt: j.createdAt,
      updatedAt: j.updatedAt,
      content: storedContent(j),
      columns: (byJob.get(j.id) ?? []).map(({ id, name, order, special }) => ({ id, name, order, special })),
    })),
  };
}
