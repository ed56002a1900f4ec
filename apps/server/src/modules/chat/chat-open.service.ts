import { and, eq, isNull } from 'drizzle-orm';
import { RoleId, ErrorText } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { chat, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, pgErrorCode } from '../../http/errors.js';
import { activeCompanyId } from '../../http/resources/scopes.js';
import { jobInScope, jobsInScope } from '../jobs/job-scope.js';
import { candidateLinked, chatInScope, chatSide, chatsInScope, type ScopedChat } from './chat-scope.js';

/** A live candidate who applied to, or was invited to, a job the caller reaches. */
async function assertReachedCandidate(db: Database, actor: Actor, candidateUserId: number): Promise<void> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id, candidateUserId),
        eq(user.roleId, RoleId.user),
        isNull(user.deletedAt),
        candidateLinked(db, user.id, jobsInScope(actor)),
      ),
    );
  if (!row) throw badRequest('candidateUserId: no such candidate');
}

/**
 * `POST /chat`: staff open the conversation with a candidate of their reach (applied or invited),
 * about one of their jobs or none. The caller's live chat with that candidate is reused.
 */
export async function openChat(
  db: Database,
  actor: Actor,
  input: { candidateUserId: number; jobId?: number | null },
): Promise<{ chat: ScopedChat; created: boolean }> {
  if (chatSide(actor) !== 'company') throw forbidden(ErrorText.forbidden);
  await assertReachedCandidate(db, actor, input.candidateUserId);
  if (input.jobId != null) {
    await jobInScope(db, actor, input.jobId).catch(() => {
      throw badRequest('jobId: no such job');
    });
  }
  const [existing] = await db
    .select()
    .from(chat)
    .where(and(eq(chat.candidateUserId, input.candidateUserId), chatsInScope(db, actor)))
    .orderBy(chat.id)
    .limit(1);
  if (existing) return { chat: existing, created: false };
  const values = {
    companyId: activeCompanyId(actor),
    candidateUserId: input.candidateUserId,
    userId: actor.userId,
    jobId: input.jobId ?? null,
  };
  try {
    const [row] = await db.insert(chat).values(values).returning({ id: chat.id });
    return { chat: await chatInScope(db, actor, row!.id), created: true };
  } catch (error) {
    // Two simultaneous opens: the unique index chat_live_per_opener lets one insert; the other reuses it.
    if (pgErrorCode(error) !== '23505') throw error;
    const [winner] = await db
      .select()
      .from(chat)
      .where(
        and(
          eq(chat.companyId, values.companyId),
          eq(chat.candidateUserId, values.candidateUserId),
          eq(chat.userId, values.userId),
          isNull(chat.deletedAt),
        ),
      );
    if (!winner) throw error;
    return { chat: winner, created: false };
  }
}
