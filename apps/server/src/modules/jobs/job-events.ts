import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { jobEvent, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

export interface JobEventInput {
  jobId: number;
  actor: Actor;
  /** created, content, status, approved, duplicated, deleted; the board adds column-* and application-*. */
  kind: string;
  data: Record<string, unknown>;
}

/**
 * Appends one event to the job's journal. Call it with the transaction of the change it records, so
 * the journal never tells of a change that was rolled back. With impersonation, `userId` is the
 * impersonated user and `actorUserId` the admin really acting; otherwise both are the caller.
 */
export async function recordJobEvent(tx: Database, event: JobEventInput): Promise<void> {
  await tx.insert(jobEvent).values({
    jobId: event.jobId,
    userId: event.actor.userId,
    actorUserId: event.actor.impersonatorUserId ?? event.actor.userId,
    kind: event.kind,
    data: event.data,
  });
}

const actingUser = alias(user, 'acting_user');

/** `GET /job/journal/{id}`: the job's events, newest first, with who did them. */
export async function jobJournal(db: Database, jobId: number, take: number) {
  const rows = await db
    .select({
      id: jobEvent.id,
      kind: jobEvent.kind,
      data: jobEvent.data,
      createdAt: jobEvent.createdAt,
      userId: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      actorUserId: actingUser.id,
      actorFirstname: actingUser.firstname,
      actorLastname: actingUser.lastname,
    })
    .from(jobEvent)
    .leftJoin(user, eq(user.id, jobEvent.userId))
    .leftJoin(actingUser, eq(actingUser.id, jobEvent.actorUserId))
    .where(eq(jobEvent.jobId, jobId))
    .orderBy(desc(jobEvent.createdAt), desc(jobEvent.id))
    .limit(take);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    data: r.data,
    createdAt: r.createdAt,
    user: r.userId === null ? null : { id: r.userId, firstname: r.firstname!, lastname: r.lastname! },
    impersonator:
      r.actorUserId === null || r.actorUserId === r.userId
        ? null
        : { id: r.actorUserId, firstname: r.actorFirstname!, lastname: r.actorLastname! },
  }));
}
