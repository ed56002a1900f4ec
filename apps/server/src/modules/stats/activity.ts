import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { userActivityDay } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { romeDay, romeDayCursor } from '../billing/billing-calendar.js';

/** The row a request of this actor adds to user_activity_day on `day`; null when nothing is recorded. */
export function activityRow(actor: Actor | null, day: string) {
  // An admin acting as someone is not that someone being active (docs/stats.md).
  if (!actor || actor.impersonatorUserId !== null) return null;
  return { userId: actor.userId, day, companyId: actor.companyId ?? 0, roleId: actor.roleId };
}

/**
 * Remembers which (user, company) pairs were already written today, so each instance writes at
 * most once per user, day and company. It holds one day only: a new day starts it afresh.
 */
export class ActivityMemo {
  private day = '';
  private readonly seen = new Set<string>();

  /** True the first time the pair is seen on `day` (and remembers it). */
  firstToday(day: string, userId: number, companyId: number): boolean {
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const key = `${userId}:${companyId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }

  /** Forgets a pair whose write failed, so the next request tries again. */
  forget(day: string, userId: number, companyId: number): void {
    if (day === this.day) this.seen.delete(`${userId}:${companyId}`);
  }

  get size(): number {
    return this.seen.size;
  }
}

/**
 * Records who used the product on which day (user_activity_day), for the statistics (issue 13):
 * after the answer is sent, so a request is never slowed or failed by it; errors are only logged.
 */
export function registerActivityTracking(
  app: FastifyInstance,
  db: Database,
  now: () => Date = () => new Date(),
): void {
  const memo = new ActivityMemo();
  // The Italian day of the last request and the span it covers: formatting a date in a time zone
  // costs more than the rest of this hook, and every request of that day shares it.
  let cachedDay = '';
  let dayFrom = 0;
  let dayUntil = 0;
  const today = (at: Date): string => {
    const ms = at.getTime();
    if (ms < dayFrom || ms >= dayUntil) {
      const start = romeDayCursor(at);
      cachedDay = romeDay(at);
      dayFrom = start.toMillis();
      dayUntil = start.plus({ days: 1 }).toMillis();
    }
    return cachedDay;
  };
  app.addHook('onResponse', async (request) => {
    const day = today(now());
    const row = activityRow(request.actor, day);
    if (!row || !memo.firstToday(day, row.userId, row.companyId)) return;
    try {
      await db.insert(userActivityDay).values(row).onConflictDoNothing();
    } catch (error) {
      memo.forget(day, row.userId, row.companyId);
      request.log.error({ err: error }, 'activity write failed');
    }
  });
}
