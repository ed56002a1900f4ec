import { dayStart, romeDay, romeDayCursor } from './billing-calendar.js';

/**
 * The ledger's arithmetic, free of I/O (docs/billing.md): the job journal gives the intervals in
 * which a post was published; the intervals give the days charged (Italy's calendar) and the
 * moments whose tier and price apply; the price list gives the amounts.
 */

/** One entry of the job journal (job_event) as the ledger reads it. */
export interface JournalEntry {
  at: Date;
  kind: string;
  data: Record<string, unknown>;
}

/** The job's row as it stands now: the stamps back up the journal (seeded posts have no journal). */
export interface JobNow {
  tierId: number;
  publishedAt: Date | null;
  suspendedAt: Date | null;
  archivedAt: Date | null;
}

/** A span in which the post was published; `end` null: still published. */
export interface PublishedInterval {
  start: Date;
  end: Date | null;
}

export type ChargeKind = 'publish' | 'day';

/** A charge the ledger owes before its price is known: the moment whose tier and price apply. */
export interface ChargeMoment {
  kind: ChargeKind;
  day: string;
  at: Date;
}

/** A price list row (list price when companyId is null; a company's override otherwise). */
export interface PriceRow {
  id: number;
  tierId: number;
  companyId: number | null;
  publishCents: number | null;
  dayCents: number | null;
  validFrom: Date;
}

export interface PriceInForce {
  priceListId: number;
  cents: number;
  source: 'list' | 'company';
  validFrom: Date;
}

export interface PlannedCharge {
  kind: ChargeKind;
  day: string;
  tierId: number;
  priceListId: number;
  amountCents: number;
}

const byTime = <T extends { at: Date }>(entries: readonly T[]) =>
  entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map(({ e }) => e);

/** Whether the entry leaves the post published (true), not published (false), or says nothing of it. */
export function publishedAfter(entry: JournalEntry): boolean | undefined {
  if (entry.kind === 'status' && typeof entry.data.to === 'string') return entry.data.to === 'published';
  if (entry.kind === 'approved' && entry.data.published === true) return true;
  return undefined;
}

const isLive = (job: JobNow) =>
  job.publishedAt !== null && job.suspendedAt === null && job.archivedAt === null;

/** The earliest of the moments at or after `from`; `from` itself when there is none. */
function firstAtOrAfter(from: Date, moments: Array<Date | null>): Date {
  const after = moments.filter((m): m is Date => m !== null && m.getTime() >= from.getTime());
  return after.length === 0 ? from : new Date(Math.min(...after.map((m) => m.getTime())));
}

/**
 * The intervals in which the post was published, from its status changes (status events with the
 * status they led `to`, approvals that published). A post without such entries (seeded or imported
 * rows) reads its stamps: published from publishedAt until it was suspended or archived. Where the
 * journal and the row disagree at the end, the row wins (it is what candidates see).
 */
export function publishedIntervals(journal: readonly JournalEntry[], job: JobNow): PublishedInterval[] {
  const out: PublishedInterval[] = [];
  let open: Date | null = null;
  let lastChange: Date | null = null;
  for (const entry of byTime(journal)) {
    const published = publishedAfter(entry);
    if (published === undefined) continue;
    lastChange = entry.at;
    if (published && open === null) open = entry.at;
    else if (!published && open !== null) {
      out.push({ start: open, end: entry.at });
      open = null;
    }
  }
  const ends = [job.suspendedAt, job.archivedAt];
  if (lastChange === null) {
    if (job.publishedAt === null) return [];
    if (isLive(job)) return [{ start: job.publishedAt, end: null }];
    return [{ start: job.publishedAt, end: firstAtOrAfter(job.publishedAt, ends) }];
  }
  if (open !== null && !isLive(job)) {
    out.push({ start: open, end: firstAtOrAfter(open, ends) });
    open = null;
  } else if (open === null && isLive(job)) {
    const since = job.publishedAt!.getTime() > lastChange.getTime() ? job.publishedAt! : lastChange;
    open = since;
  }
  if (open !== null) out.push({ start: open, end: null });
  return out;
}

/** The day a moment ends in: a span that ends at midnight does not reach the next day. */
const lastDayOf = (start: Date, end: Date) =>
  romeDay(end.getTime() > start.getTime() ? new Date(end.getTime() - 1) : start);

/**
 * What the intervals owe up to `now`: a publish charge for each day on which the post went from
 * not published to published (once a day, at the first publication of the day), and a day charge
 * for each calendar day on which it was published at any moment, from the day's first published
 * moment (00:00 for a post published the day before). Days before `fromDay` are left out.
 */
export function chargeMoments(
  intervals: readonly PublishedInterval[],
  now: Date,
  fromDay?: string,
): ChargeMoment[] {
  const out: ChargeMoment[] = [];
  const seen = new Set<string>();
  const add = (kind: ChargeKind, day: string, at: Date) => {
    const key = `${kind}:${day}`;
    if (seen.has(key) || (fromDay !== undefined && day < fromDay)) return;
    seen.add(key);
    out.push({ kind, day, at });
  };
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const { start, end } of sorted) {
    if (start.getTime() > now.getTime()) continue;
    const until = end === null || end.getTime() > now.getTime() ? now : end;
    const firstDay = romeDay(start);
    add('publish', firstDay, start);
    const lastDay = lastDayOf(start, until);
    if (fromDay !== undefined && fromDay > lastDay) continue;
    // One cursor per interval, moved a day at a time (parsing a day per step is slow with luxon).
    let cursor =
      fromDay !== undefined && fromDay > firstDay ? romeDayCursor(dayStart(fromDay)) : romeDayCursor(start);
    let day = cursor.toISODate()!;
    while (day <= lastDay) {
      add('day', day, day === firstDay ? start : cursor.toJSDate());
      cursor = cursor.plus({ days: 1 });
      day = cursor.toISODate()!;
    }
  }
  return out.sort((a, b) => (a.day === b.day ? a.kind.localeCompare(b.kind) : a.day < b.day ? -1 : 1));
}

/** The tier a post was at, moment by moment: changes are journalled as `tier` entries ({ from, to }). */
export function tierAt(journal: readonly JournalEntry[], currentTierId: number): (at: Date) => number {
  const changes = byTime(journal).filter(
    (e) => e.kind === 'tier' && typeof e.data.to === 'number' && typeof e.data.from === 'number',
  );
  const initial = changes.length > 0 ? (changes[0]!.data.from as number) : currentTierId;
  return (at) => {
    let tier = initial;
    for (const change of changes) {
      if (change.at.getTime() > at.getTime()) break;
      tier = change.data.to as number;
    }
    return tier;
  };
}

/** The newest row in force at `at` (the newer row of two with the same time). */
function newestInForce(rows: readonly PriceRow[], at: Date): PriceRow | undefined {
  let best: PriceRow | undefined;
  for (const row of rows) {
    if (row.validFrom.getTime() > at.getTime()) continue;
    if (
      !best ||
      row.validFrom.getTime() > best.validFrom.getTime() ||
      (row.validFrom.getTime() === best.validFrom.getTime() && row.id > best.id)
    ) {
      best = row;
    }
  }
  return best;
}

/**
 * One price of a tier for a company at a moment: the company's newest override row decides (a
 * null price there means the list price), else the newest list price row; null when no row is
 * in force yet (nothing is charged then).
 */
export function priceAt(
  rows: readonly PriceRow[],
  companyId: number,
  tierId: number,
  at: Date,
  field: 'publishCents' | 'dayCents',
): PriceInForce | null {
  const ofTier = rows.filter((r) => r.tierId === tierId);
  const own = newestInForce(
    ofTier.filter((r) => r.companyId === companyId),
    at,
  );
  if (own && own[field] !== null) {
    return { priceListId: own.id, cents: own[field], source: 'company', validFrom: own.validFrom };
  }
  const list = newestInForce(
    ofTier.filter((r) => r.companyId === null),
    at,
  );
  if (list && list[field] !== null) {
    return { priceListId: list.id, cents: list[field], source: 'list', validFrom: list.validFrom };
  }
  return null;
}

/** Both prices of a tier in force at a moment, and where they come from. */
export function pricesInForce(rows: readonly PriceRow[], companyId: number, tierId: number, at: Date) {
  const publish = priceAt(rows, companyId, tierId, at, 'publishCents');
  const day = priceAt(rows, companyId, tierId, at, 'dayCents');
  const validFrom = [publish?.validFrom, day?.validFrom]
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    publishCents: publish?.cents ?? null,
    dayCents: day?.cents ?? null,
    source: (publish?.source === 'company' || day?.source === 'company' ? 'company' : 'list') as
      'list' | 'company',
    validFrom: validFrom ?? null,
  };
}

/**
 * The charges a post owes up to `now` (from `fromDay` on, when given): each moment at the tier the
 * post was at then and the price in force then. A moment without a price in force is not charged.
 */
export function plannedCharges(input: {
  journal: readonly JournalEntry[];
  job: JobNow;
  companyId: number;
  prices: readonly PriceRow[];
  now: Date;
  fromDay?: string;
}): PlannedCharge[] {
  const tier = tierAt(input.journal, input.job.tierId);
  const moments = chargeMoments(publishedIntervals(input.journal, input.job), input.now, input.fromDay);
  const out: PlannedCharge[] = [];
  for (const moment of moments) {
    const tierId = tier(moment.at);
    const field = moment.kind === 'publish' ? 'publishCents' : 'dayCents';
    const price = priceAt(input.prices, input.companyId, tierId, moment.at, field);
    if (!price) continue;
    out.push({
      kind: moment.kind,
      day: moment.day,
      tierId,
      priceListId: price.priceListId,
      amountCents: price.cents,
    });
  }
  return out;
}
