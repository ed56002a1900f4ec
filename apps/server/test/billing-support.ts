import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';
import { createJob, createUser } from '../src/db/seed/factories.js';
import { twoCompanies, memberWithRole } from './fixtures.js';
import type { TestContext } from './helpers.js';

/** A time of day in Italy `daysAgo` days before today (Italy's calendar); noon unless given. */
export function romeNoon(daysAgo: number, hour = 12): Date {
  return DateTime.now()
    .setZone('Europe/Rome')
    .minus({ days: daysAgo })
    .set({ hour, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();
}

/** The day in Italy `daysAgo` days before today, 'YYYY-MM-DD'. */
export function romeDayAgo(daysAgo: number): string {
  return DateTime.now().setZone('Europe/Rome').minus({ days: daysAgo }).toFormat('yyyy-MM-dd');
}

/**
 * Two companies (twoCompanies) plus the people billing tells apart: a member of A with U letters
 * on budget and pricing, a member of A with none of the billing keys (candidates only), a back-office admin with job-pricing, another admin without it, a super
 * user.
 */
export async function billingPeople(db: Database) {
  const f = await twoCompanies(db);
  const ownerA = await memberWithRole(db, f.companyA.id, { jobs: 'U', budget: 'U', pricing: 'U' }, 'Ugo');
  const searcherA = await memberWithRole(db, f.companyA.id, { candidates: 'C' }, 'Sonia');
  const pricingAdmin = await createUser(db, {
    firstname: 'Piera',
    lastname: 'Prezzi',
    roleId: 1,
    isAdmin: true,
    adminPermissions: ['job-pricing'],
  });
  const statsAdmin = await createUser(db, {
    firstname: 'Sergio',
    lastname: 'Stats',
    roleId: 1,
    isAdmin: true,
    adminPermissions: ['user-stats', 'sudoer'],
  });
  const su = await createUser(db, { firstname: 'Super', lastname: 'User', roleId: 1, isSu: true });
  return { ...f, ownerA, searcherA, pricingAdmin, statsAdmin, su };
}

export type BillingPeople = Awaited<ReturnType<typeof billingPeople>>;

export type Step = { daysAgo: number; hour?: number; to: 'published' | 'suspended' | 'archived' };

/**
 * A post with a journal written in the past: each step is a status entry at noon in Italy that
 * many days ago, and the row's stamps are those the last steps left (as the set-status route would).
 */
export async function postWithHistory(
  db: Database,
  values: { companyId: number; userId: number; tierId?: number; name?: string },
  steps: Step[],
) {
  const post = await createJob(db, { name: values.name ?? 'Storico', ...values });
  let publishedAt: Date | null = null;
  let suspendedAt: Date | null = null;
  let archivedAt: Date | null = null;
  let from = 'draft';
  for (const step of steps) {
    const at = romeNoon(step.daysAgo, step.hour);
    if (step.to === 'published') {
      if (from !== 'suspended') publishedAt = at;
      suspendedAt = null;
      archivedAt = null;
    } else if (step.to === 'suspended') suspendedAt = at;
    else archivedAt = at;
    await db.insert(s.jobEvent).values({
      jobId: post.id,
      userId: values.userId,
      actorUserId: values.userId,
      kind: 'status',
      data: {
        action: step.to === 'published' ? 'ACTIVE' : step.to === 'suspended' ? 'HOLD' : 'CLOSE',
        from,
        to: step.to,
      },
      createdAt: at,
    });
    from = step.to;
  }
  await db.update(s.job).set({ publishedAt, suspendedAt, archivedAt }).where(eq(s.job.id, post.id));
  return post;
}

/** The billing calls as a user. */
export function billingCalls(t: TestContext) {
  const get = (as: number | undefined, url: string) => t.request({ method: 'GET', url: `/api${url}`, as });
  return {
    get,
    post: (as: number | undefined, url: string, payload: unknown) =>
      t.request({ method: 'POST', url: `/api${url}`, as, payload: payload as object }),
    patch: (as: number | undefined, url: string, payload: unknown) =>
      t.request({ method: 'PATCH', url: `/api${url}`, as, payload: payload as object }),
    del: (as: number | undefined, url: string) => t.request({ method: 'DELETE', url: `/api${url}`, as }),
    syncCompany: (as: number, companyId: number) => get(as, `/company/sync-charges/${companyId}`),
    syncJob: (as: number, jobId: number) => get(as, `/job/sync-charges/${jobId}`),
    amount: (as: number, jobId: number) => get(as, `/job/amount/${jobId}`),
  };
}

/** The company's charges straight from the ledger, oldest first. */
export async function ledgerRows(db: Database, companyId: number) {
  const rows = await db.select().from(s.charge).where(eq(s.charge.companyId, companyId));
  return rows.sort((a, b) => a.jobId - b.jobId || a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind));
}
