import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { can, ownRecordsOnly } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';

/**
 * The one rule for the jobs a caller reaches: those of the active company that are not deleted,
 * with the U letter alone on `jobs` only their own, and with no letter on `jobs` none (the job list
 * refuses them, so no board, note or contact may show those jobs). Everything that hangs off a job —
 * its board columns, applications, their candidates' contact, notes, steps, snapshots, files,
 * invitations and notices — is reached through it (see docs/permissions.md), so a job the caller
 * may not read is hidden (404) on every route, not only on the job's own.
 */
export function jobsInScope(actor: Actor | null): SQL {
  // activeCompanyId refuses a caller without a user (401) or without a company (403).
  const parts = [eq(job.companyId, activeCompanyId(actor)), isNull(job.deletedAt)];
  if (!can(actor!, 'jobs')) return sql`false`;
  if (ownRecordsOnly(actor!, 'jobs')) parts.push(eq(job.userId, actor!.userId));
  return and(...parts)!;
}

/** The ids of the jobs the caller reaches, as a subquery (for `inArray(x.jobId, …)`). */
export function reachedJobIds(db: Database, actor: Actor | null) {
  return db.select({ id: job.id }).from(job).where(jobsInScope(actor));
}

/** The live applications of the jobs the caller reaches, as a subquery of ids. */
export function reachedApplicationIds(db: Database, actor: Actor | null) {
  return db
    .select({ id: application.id })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(and(jobsInScope(actor), isNull(application.deletedAt)));
}

export type ScopedJob = typeof job.$inferSelect;

/**
 * One job in the caller's scope, 404 otherwise (another company's job does not exist for them).
 * Inside a transaction, `lock` takes the row lock so concurrent writes to the job serialise.
 */
export async function jobInScope(db: Database, actor: Actor, id: number, lock = false): Promise<ScopedJob> {
  const query = db
    .select()
    .from(job)
    .where(and(eq(job.id, id), jobsInScope(actor)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`job ${id} not found`);
  return row;
}
