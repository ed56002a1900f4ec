import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ownRecordsOnly } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { job } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';

/**
 * The jobs the caller reaches with the `jobs` permission: those of the active company that are not
 * deleted, and with the U letter alone only their own (the same rule as the generic `job` resource).
 */
export function jobsInScope(actor: Actor): SQL {
  const parts = [eq(job.companyId, activeCompanyId(actor)), isNull(job.deletedAt)];
  if (ownRecordsOnly(actor, 'jobs')) parts.push(eq(job.userId, actor.userId));
  return and(...parts)!;
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
