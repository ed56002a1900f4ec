import { RoleId } from '@hiring/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { romeDay } from '../../modules/billing/billing-calendar.js';
import type { Database } from '../client.js';
import { user, userActivityDay, userCompany } from '../schema/index.js';
import { random } from './demo-random.js';

const DAYS = 90;

/**
 * Ninety days of use for the demo's statistics and the back office's "active" figures: staff on most
 * working days in each company they belong to, candidates now and then. Deterministic, like the rest of
 * the demo; real use adds to it (modules/stats/activity.ts).
 */
export async function seedDemoActivity(db: Database, now = new Date()): Promise<void> {
  const rnd = random(90);
  const staff = await db
    .select({ userId: userCompany.userId, companyId: userCompany.companyId })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .where(and(isNull(userCompany.deletedAt), isNull(user.deletedAt), eq(user.roleId, RoleId.recruiter)));
  const candidates = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.roleId, RoleId.user), isNull(user.deletedAt)));
  const rows: Array<typeof userActivityDay.$inferInsert> = [];
  for (let back = DAYS; back >= 0; back -= 1) {
    const at = new Date(now.getTime() - back * 86_400_000);
    const day = romeDay(at);
    const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
    for (const m of staff) {
      if (rnd.next() < (weekend ? 0.08 : 0.75)) {
        rows.push({ userId: m.userId, day, companyId: m.companyId, roleId: RoleId.recruiter });
      }
    }
    for (const c of candidates) {
      if (rnd.next() < 0.12) rows.push({ userId: c.id, day, companyId: 0, roleId: RoleId.user });
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(userActivityDay)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
