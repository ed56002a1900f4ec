import { and, eq, exists, inArray, isNull, or, sql, type Column, type SQL } from 'drizzle-orm';
import { can, ErrorText, ownRecordsOnly, RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { application, chat, job, jobInvitation } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, HttpError, notFound, unauthorized } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { jobsInScope, reachedJobIds } from '../jobs/job-scope.js';

/** Whose side of a chat the caller is on: the candidate, or the company's staff. */
export type ChatSide = 'candidate' | 'company';

export function chatSide(actor: Actor | null): ChatSide {
  if (!actor) throw unauthorized(ErrorText.userNotLogged);
  if (actor.roleId === RoleId.user) return 'candidate';
  activeCompanyId(actor);
  if (!can(actor, 'chat')) throw forbidden(ErrorText.forbidden);
  return 'company';
}

/**
 * The candidate (a user id column: the chat's candidate, or a user being checked) applied to, or was
 * invited to, one of the live jobs `jobs` allows.
 */
export function candidateLinked(db: Database, candidate: Column, jobs: SQL): SQL {
  const one = { one: sql`1` };
  return or(
    exists(
      db
        .select(one)
        .from(application)
        .innerJoin(job, eq(job.id, application.jobId))
        .where(and(eq(application.userId, candidate), isNull(application.deletedAt), jobs)),
    ),
    exists(
      db
        .select(one)
        .from(jobInvitation)
        .innerJoin(job, eq(job.id, jobInvitation.jobId))
        .where(and(eq(jobInvitation.userId, candidate), isNull(jobInvitation.deletedAt), jobs)),
    ),
  )!;
}

/**
 * The one rule of the chats a caller reaches (docs/chat.md), over the `chat` table:
 * - a candidate: their own chats, with companies they applied to or were invited by;
 * - company staff (`chat` key): chats of the active company with a candidate who applied to, or was
 *   invited to, a job they reach (jobs/job-scope.ts), about no job or a job they reach; with the U
 *   letter alone on `chat`, only the chats they opened;
 * - anyone else: refused (401/403). Removed chats are never reached.
 */
export function chatsInScope(db: Database, actor: Actor | null): SQL {
  const side = chatSide(actor);
  const me = actor!;
  if (side === 'candidate') {
    return and(
      eq(chat.candidateUserId, me.userId),
      isNull(chat.deletedAt),
      candidateLinked(
        db,
        chat.candidateUserId,
        and(eq(job.companyId, chat.companyId), isNull(job.deletedAt))!,
      ),
    )!;
  }
  return and(
    eq(chat.companyId, activeCompanyId(me)),
    isNull(chat.deletedAt),
    ownRecordsOnly(me, 'chat') ? eq(chat.userId, me.userId) : undefined,
    or(isNull(chat.jobId), inArray(chat.jobId, reachedJobIds(db, me))),
    candidateLinked(db, chat.candidateUserId, jobsInScope(me)),
  )!;
}

/** The other party of a chat as the caller sees it: the candidate for staff, the company for a candidate. */
export const chatParty = (side: ChatSide): SQL =>
  side === 'company' ? sql`${chat.candidateUserId}` : sql`${chat.companyId}`;

export type ScopedChat = typeof chat.$inferSelect;

/**
 * The chat rule for a call naming chats by id: a caller who may have no chat at all (no company, no
 * `chat` key) reaches none, so the chat answers as missing (404) rather than forbidden.
 */
function chatsReached(db: Database, actor: Actor): SQL {
  try {
    return chatsInScope(db, actor);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 403) return sql`false`;
    throw error;
  }
}

/** One chat the caller reaches, 404 otherwise (someone else's chat does not exist for them). */
export async function chatInScope(db: Database, actor: Actor, id: number): Promise<ScopedChat> {
  const [row] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.id, id), chatsReached(db, actor)));
  if (!row) throw notFound(`chat ${id} not found`);
  return row;
}

/** A message of the chat came from the caller's side (staff: anyone but the candidate). */
export function fromMySide(
  side: ChatSide,
  actor: Actor,
  c: { candidateUserId: number },
  senderUserId: number,
) {
  return side === 'candidate' ? senderUserId === actor.userId : senderUserId !== c.candidateUserId;
}
