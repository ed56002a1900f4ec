import { and, eq, inArray, isNull } from 'drizzle-orm';
import { can, ErrorText } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, jobApplicationStatus } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { jobsInScope } from '../jobs/job-scope.js';

/**
 * A job the caller reaches (jobs/job-scope.ts: the active company's, only their own with the U
 * letter alone); 404 otherwise, as for a missing id.
 */
export async function visibleJob(db: Database, actor: Actor, jobId: number) {
  const [row] = await db
    .select({
      id: job.id,
      companyId: job.companyId,
      userId: job.userId,
      name: job.name,
      content: job.content,
      publishedAt: job.publishedAt,
      suspendedAt: job.suspendedAt,
      archivedAt: job.archivedAt,
      importedAt: job.importedAt,
      /** The key of the board cache (board-cache.ts), read with the access check. */
      boardVersion: job.boardVersion,
    })
    .from(job)
    .where(and(eq(job.id, jobId), jobsInScope(actor)));
  if (!row) throw notFound(`job ${jobId} not found`);
  return row;
}

/** The board permission on a job: C for any job of the company, U for the caller's own jobs. */
export function assertBoardWrite(actor: Actor, jobOwnerId: number): void {
  if (!can(actor, 'board', jobOwnerId)) throw forbidden(ErrorText.unauthorized);
}

export type VisibleApplication = Awaited<ReturnType<typeof visibleApplications>>[number];

/** Live applications of the jobs the caller reaches, with their job's owner and their column's special kind. */
export async function visibleApplications(db: Database, actor: Actor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: application.id,
      jobId: application.jobId,
      userId: application.userId,
      jobApplicationStatusId: application.jobApplicationStatusId,
      viewedAt: application.viewedAt,
      withdrawnAt: application.withdrawnAt,
      createdAt: application.createdAt,
      jobOwnerId: job.userId,
      jobName: job.name,
      companyId: job.companyId,
      special: jobApplicationStatus.special,
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .leftJoin(jobApplicationStatus, eq(jobApplicationStatus.id, application.jobApplicationStatusId))
    .where(and(inArray(application.id, [...ids]), jobsInScope(actor), isNull(application.deletedAt)));
}

/** One visible application, or 404 (as for a missing id). */
export async function visibleApplication(
  db: Database,
  actor: Actor,
  id: number,
): Promise<VisibleApplication> {
  const [row] = await visibleApplications(db, actor, [id]);
  if (!row) throw notFound(`application ${id} not found`);
  return row;
}

export const WITHDRAWN_BY_CANDIDATE = 'The candidate has withdrawn the application';

/**
 * Nothing new is asked of a candidate who withdrew (docs/talents.md): no interview booked or moved,
 * no questions sent, 409. What exists stays readable, and the chat stays open to the company.
 */
export function assertNotWithdrawn(app: Pick<VisibleApplication, 'withdrawnAt'>): void {
  if (app.withdrawnAt !== null) throw conflict(WITHDRAWN_BY_CANDIDATE);
}

/** Every id must be visible, or the whole call answers 404 (all or nothing on visibility). */
export async function allVisibleApplications(
  db: Database,
  actor: Actor,
  ids: readonly number[],
): Promise<VisibleApplication[]> {
  const unique = [...new Set(ids)];
  const rows = await visibleApplications(db, actor, unique);
  if (rows.length !== unique.length) throw notFound('application not found');
  return rows;
}

/** A column of a job, or 400: a move must stay within the application's job. */
export async function columnOfJob(db: Database, jobId: number, columnId: number) {
  const [row] = await db
    .select({
      id: jobApplicationStatus.id,
      name: jobApplicationStatus.name,
      special: jobApplicationStatus.special,
    })
    .from(jobApplicationStatus)
    .where(
      and(
        eq(jobApplicationStatus.id, columnId),
        eq(jobApplicationStatus.jobId, jobId),
        isNull(jobApplicationStatus.deletedAt),
      ),
    );
  if (!row) throw badRequest('The column does not belong to the job of the application');
  return row;
}
