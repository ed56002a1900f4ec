import { and, eq, exists, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { can, ErrorText, RoleId, type CandidateVisibility, type ModuleFlags } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, job, user, userPreference } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound, unauthorized } from '../../http/errors.js';
import { jobsInScope } from '../jobs/job-scope.js';

/**
 * Who sees which candidate — the one rule, in two forms built from the same SQL pieces:
 * `candidateVisibility` for one candidate, `candidateAccessSql` to narrow a query of many.
 *
 * - The candidate sees their own profile in full.
 * - Company staff (the candidates or board permission in their active company) see the profile of
 *   a candidate who applied to a job they reach (jobs/job-scope.ts), or who is searchable
 *   (user_preference, on by default); the contact details only when the candidate applied to a job
 *   they reach and the module flag `disableUserDetailsContact` is off.
 * - Nobody else sees anything (answered as 404: existence is not revealed).
 */
export type ContactFlags = Pick<ModuleFlags, 'disableUserDetailsContact'>;

function isCompanyStaff(actor: Actor): actor is Actor & { companyId: number } {
  return (
    actor.roleId !== RoleId.user &&
    actor.companyId !== null &&
    (can(actor, 'candidates') || can(actor, 'board'))
  );
}

/**
 * The candidate (a user id column) has a live application to a job the caller reaches
 * (jobs/job-scope.ts: with U alone on jobs, one of their own posts).
 */
function appliedToReachedJob(db: Database, actor: Actor, candidateId: PgColumn): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(application)
      .innerJoin(job, eq(job.id, application.jobId))
      .where(and(eq(application.userId, candidateId), jobsInScope(actor), isNull(application.deletedAt))),
  );
}

/** The candidate is a live candidate who has not switched off being found by companies. */
function searchableCandidate(db: Database, candidateId: PgColumn): SQL {
  return and(
    exists(
      db
        .select({ one: sql`1` })
        .from(user)
        .where(and(eq(user.id, candidateId), eq(user.roleId, RoleId.user), isNull(user.deletedAt))),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(userPreference)
        .where(and(eq(userPreference.userId, candidateId), eq(userPreference.searchable, false))),
    ),
  )!;
}

/**
 * The rule as SQL over a column holding the candidate's user id: `visible` narrows a read to the
 * candidates the caller may see, `full` to those whose contact details the caller may see.
 */
export function candidateAccessSql(
  db: Database,
  actor: Actor | null,
  candidateId: PgColumn,
  flags: ContactFlags,
): { visible: SQL; full: SQL } {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  const own = eq(candidateId, actor.userId);
  if (!isCompanyStaff(actor)) {
    // Anyone else without a company may only read their own profile.
    if (actor.roleId !== RoleId.user && actor.companyId === null) throw forbidden(ErrorText.forbidden);
    return { visible: own, full: own };
  }
  const applied = appliedToReachedJob(db, actor, candidateId);
  return {
    visible: or(own, applied, searchableCandidate(db, candidateId))!,
    full: flags.disableUserDetailsContact ? own : or(own, applied)!,
  };
}

/** How much of one candidate the caller may see: 'none', 'profile' (no contact) or 'full'. */
export async function candidateVisibility({
  db,
  actor,
  candidateUserId,
  flags,
}: {
  db: Database;
  actor: Actor;
  candidateUserId: number;
  flags: ContactFlags;
}): Promise<CandidateVisibility> {
  if (actor.userId === candidateUserId) return 'full';
  if (!isCompanyStaff(actor)) return 'none';
  const access = candidateAccessSql(db, actor, user.id, flags);
  const [row] = await db
    .select({
      visible: sql<boolean>`(${access.visible})`.mapWith(Boolean),
      full: sql<boolean>`(${access.full})`.mapWith(Boolean),
    })
    .from(user)
    .where(and(eq(user.id, candidateUserId), eq(user.roleId, RoleId.user), isNull(user.deletedAt)));
  if (!row?.visible) return 'none';
  return row.full ? 'full' : 'profile';
}

/** The visibility, or 404 when the caller may not see the candidate at all. */
export async function requireCandidateVisible(
  options: Parameters<typeof candidateVisibility>[0],
): Promise<'profile' | 'full'> {
  const level = await candidateVisibility(options);
  if (level === 'none') throw notFound(`candidate ${options.candidateUserId} not found`);
  return level;
}

/**
 * A candidate the caller's company may act on (save, invite): one it sees (searchable, or applied
 * to it); anyone else, the caller included, is as if there were no such candidate (404).
 */
export async function requireVisibleCandidate(db: Database, actor: Actor, candidateUserId: number) {
  if (candidateUserId === actor.userId) throw notFound(`candidate ${candidateUserId} not found`);
  await requireCandidateVisible({ db, actor, candidateUserId, flags: { disableUserDetailsContact: true } });
}
