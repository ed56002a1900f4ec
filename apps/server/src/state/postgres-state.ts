import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { attemptWindow, usedToken } from '../db/schema/index.js';
import { SWEEP_EVERY, type SharedState } from './shared-state.js';

/**
 * The store of instances sharing one PostgreSQL database: tables attempt_window and used_token. Each
 * operation is one statement whose row lock (INSERT … ON CONFLICT DO UPDATE) makes concurrent attempts
 * of several instances count one after the other. Expired rows are swept every SWEEP_EVERY writes.
 */
export function postgresState(db: Database): SharedState {
  let writes = 0;
  const sweepNow = async (now: number) => {
    if (++writes % SWEEP_EVERY !== 0) return;
    await db.delete(attemptWindow).where(lte(attemptWindow.resetAt, now));
    await db.delete(usedToken).where(lte(usedToken.expiresAt, now));
  };
  return {
    kind: 'postgres',

    async hit(key, windowMs, now) {
      await sweepNow(now);
      // A window that ended starts again at this attempt.
      const expired = sql`${attemptWindow.resetAt} <= ${now}`;
      const [row] = await db
        .insert(attemptWindow)
        .values({ key, count: 1, resetAt: now + windowMs })
        .onConflictDoUpdate({
          target: attemptWindow.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${attemptWindow.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE ${attemptWindow.resetAt} END`,
          },
        })
        .returning({ count: attemptWindow.count, resetAt: attemptWindow.resetAt });
      if (!row) throw new Error('attempt_window: no row returned');
      return row;
    },

    async refund(key, now) {
      const live = and(eq(attemptWindow.key, key), gt(attemptWindow.resetAt, now));
      await db.update(attemptWindow).set({ count: sql`${attemptWindow.count} - 1` }).where(live);
      await db.delete(attemptWindow).where(and(eq(attemptWindow.key, key), lte(attemptWindow.count, 0)));
    },

    async reset(key) {
      await db.delete(attemptWindow).where(eq(attemptWindow.key, key));
    },

    async claimOnce(key, expiresAt, now) {
      await sweepNow(now);
      // Inserted, or taken over from an expired claim: a row comes back. Held: none does.
      const rows = await db
        .insert(usedToken)
        .values({ key, expiresAt })
        .onConflictDoUpdate({
          target: usedToken.key,
          set: { expiresAt },
          setWhere: lte(usedToken.expiresAt, now),
        })
        .returning({ key: usedToken.key });
      return rows.length === 1;
    },

    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    close: async () => undefined,
  };
}
