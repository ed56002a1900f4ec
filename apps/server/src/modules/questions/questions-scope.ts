import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { can, ErrorText, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, applicationQuestion } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { reachedApplicationIds } from '../jobs/job-scope.js';

/** The caller is a candidate (user role 3): they read and answer the questions of their own applications. */
export const isCandidate = (actor: Actor) => actor.roleId === RoleId.user;

/** The live applications of one candidate, as a subquery of ids. */
export const ownApplicationIds = (db: Database, userId: number) =>
  db
    .select({ id: application.id })
    .from(application)
    .where(and(eq(application.userId, userId), isNull(application.deletedAt)));

/**
 * The one rule of the questions a caller reaches (docs/questions.md), over `application_question`:
 * a candidate, those of their own live applications; staff with the `board` key, those of the
 * applications of the jobs they reach (jobs/job-scope.ts); anyone else is refused (401/403).
 */
export function questionsInScope(db: Database, actor: Actor | null): SQL {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (isCandidate(actor))
    return inArray(applicationQuestion.applicationId, ownApplicationIds(db, actor.userId));
  activeCompanyId(actor);
  if (!can(actor, 'board')) throw forbidden(ErrorText.forbidden);
  return inArray(applicationQuestion.applicationId, reachedApplicationIds(db, actor));
}

/**
 * Staff read a video answer when a live question of an application they reach uses it (a
 * candidate only their own, checked by the caller of this).
 */
export function videoAnswerUsedInReach(db: Database, actor: Actor, videoAnswerId: number): SQL | null {
  if (actor.companyId === null || !can(actor, 'board')) return null;
  return exists(
    db
      .select({ one: sql`1` })
      .from(applicationQuestion)
      .where(
        and(
          eq(applicationQuestion.videoAnswerId, videoAnswerId),
          isNull(applicationQuestion.deletedAt),
          inArray(applicationQuestion.applicationId, reachedApplicationIds(db, actor)),
        ),
      ),
  );
}
