import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pushSubscription } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Keeps the caller's subscription (one per endpoint: the browser's push channel). An endpoint seen
 * before moves to the caller and this session: the same browser, signed in as someone else now.
 */
export async function saveSubscription(
  db: Database,
  actor: Actor,
  input: SubscriptionInput,
  userAgent: string | null,
): Promise<{ id: number; endpoint: string; created: boolean }> {
  const values = {
    userId: actor.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
    sessionId: actor.sessionId,
  };
  const [row] = await db
    .insert(pushSubscription)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { ...values, lastFailureAt: null },
    })
    .returning({
      id: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      // xmax is 0 for a row this statement inserted, the locking transaction's id for one it updated.
      created: sql<boolean>`(xmax = 0)`,
    });
  return row!;
}

/** Removes one of the caller's subscriptions; someone else's endpoint, or an unknown one, is a 404. */
export async function removeSubscription(db: Database, actor: Actor, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.endpoint, endpoint), eq(pushSubscription.userId, actor.userId)))
    .returning({ id: pushSubscription.id });
  if (removed.length === 0) throw notFound('No such push subscription');
}

/** Logout: the subscriptions made in that session stop receiving pushes. */
export async function removeSessionSubscriptions(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<number> {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.sessionId, sessionId)))
    .returning({ id: pushSubscription.id });
  return removed.length;
}
