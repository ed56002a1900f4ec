import { and, asc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { charge, job, jobEvent, priceList } from '../../db/schema/index.js';
import { previousDay } from './billing-calendar.js';
import { plannedCharges, type JournalEntry, type PriceRow } from './ledger.js';

/** The journal entries the ledger reads (ledger.ts): publications, holds, closes, approvals, tiers. */
export const LEDGER_EVENT_KINDS = ['status', 'approved', 'tier'] as const;

const INSERT_BATCH = 2000;

/** A sum of cents as a JS number (PostgreSQL's sum of integers is a bigint). */
export const sumCents = (column: typeof charge.amountCents) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The list prices and the company's overrides: every row the company's charges may use. */
export async function companyPriceRows(db: Database, companyId: number): Promise<PriceRow[]> {
  return db
    .select({
      id: priceList.id,
      tierId: priceList.tierId,
      companyId: priceList.companyId,
      publishCents: priceList.publishCents,
      dayCents: priceList.dayCents,
      validFrom: priceList.validFrom,
    })
    .from(priceList)
    .where(or(isNull(priceList.companyId), eq(priceList.companyId, companyId)));
}

export interface SyncOutcome {
  /** The posts looked at. */
  jobs: number;
  /** Charges written by this sync (another sync running at once may write the rest). */
  created: number;
  createdCents: number;
}

/**
 * Brings the ledger of a company (or of one of its posts) up to `now`: computes what each post owes
 * from its journal and writes the charges not yet written. A charge is written once — the unique
 * (job, kind, day) key with ON CONFLICT DO NOTHING — so two syncs at once, or twice, give one
 * ledger. Days well before a post's newest charge are not recomputed: the journal and the price
 * list only grow forwards in time (prices cannot start in the past), so those days cannot change.
 */
export async function syncCharges(
  db: Database,
  target: { companyId: number; jobId?: number },
  now: Date,
): Promise<SyncOutcome> {
  const { companyId, jobId } = target;
  const jobs = await db
    .select({
      id: job.id,
      userId: job.userId,
      tierId: job.tierId,
      publishedAt: job.publishedAt,
      suspendedAt: job.suspendedAt,
      archivedAt: job.archivedAt,
    })
    .from(job)
    .where(and(eq(job.companyId, companyId), jobId === undefined ? undefined : eq(job.id, jobId)))
    .orderBy(asc(job.id));
  if (jobs.length === 0) return { jobs: 0, created: 0, createdCents: 0 };
  const ids = jobs.map((j) => j.id);
  const [events, prices, lastDays] = await Promise.all([
    db
      .select({ jobId: jobEvent.jobId, kind: jobEvent.kind, data: jobEvent.data, at: jobEvent.createdAt })
      .from(jobEvent)
      .where(and(inArray(jobEvent.jobId, ids), inArray(jobEvent.kind, [...LEDGER_EVENT_KINDS])))
      .orderBy(asc(jobEvent.createdAt), asc(jobEvent.id)),
    companyPriceRows(db, companyId),
    db
      .select({ jobId: charge.jobId, day: max(charge.day) })
      .from(charge)
      .where(and(eq(charge.companyId, companyId), inArray(charge.jobId, ids)))
      .groupBy(charge.jobId),
  ]);
  const journals = new Map<number, JournalEntry[]>();
  for (const e of events) {
    const list = journals.get(e.jobId) ?? [];
    list.push({ at: e.at, kind: e.kind, data: e.data });
    journals.set(e.jobId, list);
  }
  const lastDay = new Map(lastDays.map((r) => [r.jobId, r.day]));

  const rows: Array<typeof charge.$inferInsert> = [];
  for (const post of jobs) {
    const last = lastDay.get(post.id);
    // From the day before the newest charge: a change committed just before midnight is still seen.
    const fromDay = last ? previousDay(last) : undefined;
    for (const planned of plannedCharges({
      journal: journals.get(post.id) ?? [],
      job: post,
      companyId,
      prices,
      now,
      fromDay,
    })) {
      rows.push({ companyId, jobId: post.id, userId: post.userId, ...planned });
    }
  }

  let created = 0;
  let createdCents = 0;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const written = await db
      .insert(charge)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoNothing({ target: [charge.jobId, charge.kind, charge.day] })
      .returning({ amountCents: charge.amountCents });
    created += written.length;
    createdCents += written.reduce((sum, w) => sum + w.amountCents, 0);
  }
  return { jobs: jobs.length, created, createdCents };
}

/** The ledger total of a company, or of one post. */
export async function ledgerTotal(db: Database, target: { companyId: number; jobId?: number }) {
  const [row] = await db
    .select({ total: sumCents(charge.amountCents) })
    .from(charge)
    .where(
      and(
        eq(charge.companyId, target.companyId),
        target.jobId === undefined ? undefined : eq(charge.jobId, target.jobId),
      ),
    );
  return row?.total ?? 0;
}

/** One post's charges, oldest first. */
export async function jobCharges(db: Database, jobId: number) {
  return db
    .select({ day: charge.day, kind: charge.kind, amountCents: charge.amountCents })
    .from(charge)
    .where(eq(charge.jobId, jobId))
    .orderBy(asc(charge.day), asc(charge.kind));
}

/** Every company with posts: what the daily sync walks. */
export async function companiesWithJobs(db: Database): Promise<number[]> {
  const rows = await db.selectDistinct({ companyId: job.companyId }).from(job).orderBy(asc(job.companyId));
  return rows.map((r) => r.companyId);
}
