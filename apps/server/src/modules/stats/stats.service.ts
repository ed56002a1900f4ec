import { and, eq, gte, inArray, isNotNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import {
  application,
  customer,
  job,
  jobApplicationStatus,
  jobEvent,
  userActivityDay,
} from '../../db/schema/index.js';
import { publishedAfter, publishedIntervals, type JournalEntry } from '../billing/ledger.js';
import { romeDay } from '../billing/billing-calendar.js';
import { bucketLabels, labelOf, rangeMoments, type StatsRange } from './stats-calendar.js';

/**
 * The back office's statistics (docs/stats.md): exact counts from SQL aggregates over the tables,
 * grouped by Italy's days, weeks (from Monday) or months.
 */

export const seriesNames = [
  'signups',
  'active-users',
  'jobs-published',
  'applications',
  'conversion',
] as const;
export type SeriesName = (typeof seriesNames)[number];

export interface StatsDataset {
  /** What the numbers count; the web app names it (admin-stats namespace). */
  key: string;
  data: Array<number | null>;
}

/** A chart's numbers: one value per label in each dataset. */
export interface StatsSeries {
  labels: string[];
  datasets: StatsDataset[];
}

/** The Italian calendar day of a timestamp column, 'YYYY-MM-DD', in SQL. */
const romeDayOf = (column: SQLWrapper) =>
  sql<string>`to_char((${column} AT TIME ZONE 'Europe/Rome')::date, 'YYYY-MM-DD')`;

const inRange = (column: SQLWrapper, range: StatsRange): SQL => {
  const { start, end } = rangeMoments(range);
  return sql`(${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz)`;
};

/** Counts per day (rows of `day`, `n`) summed into the range's buckets. */
function toBuckets(range: StatsRange, labels: string[], rows: Array<{ day: string; n: number }>): number[] {
  const at = new Map(labels.map((l, i) => [l, i]));
  const out = labels.map(() => 0);
  for (const row of rows) {
    const i = at.get(labelOf(row.day, range));
    if (i !== undefined) out[i]! += Number(row.n);
  }
  return out;
}

async function countByDay(
  db: Database,
  range: StatsRange,
  column: SQLWrapper,
  from: 'customer' | 'application',
  where?: SQL,
) {
  const day = romeDayOf(column);
  const n = sql<number>`count(*)::int`;
  const condition = and(inRange(column, range), where);
  if (from === 'customer') {
    return db.select({ day, n }).from(customer).where(condition).groupBy(day);
  }
  return db
    .select({ day, n })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(condition)
    .groupBy(day);
}

/** Company signups asked for (customer rows created) and completed, per bucket. */
export async function signupSeries(db: Database, range: StatsRange): Promise<StatsSeries> {
  const labels = bucketLabels(range);
  const ofCompany = range.companyId === null ? undefined : eq(customer.companyId, range.companyId);
  const [requested, completed] = await Promise.all([
    countByDay(db, range, customer.createdAt, 'customer', ofCompany),
    countByDay(db, range, customer.completedAt, 'customer', and(isNotNull(customer.completedAt), ofCompany)),
  ]);
  return {
    labels,
    datasets: [
      { key: 'requested', data: toBuckets(range, labels, requested) },
      { key: 'completed', data: toBuckets(range, labels, completed) },
    ],
  };
}

/** Distinct active users per bucket (user_activity_day): recruiters and, apart, candidates. */
export async function activeUserSeries(db: Database, range: StatsRange): Promise<StatsSeries> {
  const labels = bucketLabels(range);
  const unit = range.bucket;
  const first =
    unit === 'day'
      ? sql<string>`to_char(${userActivityDay.day}, 'YYYY-MM-DD')`
      : // The unit is one of the bucket names, never the caller's text; written inline so SELECT and GROUP BY match.
        sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${userActivityDay.day}::timestamp), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      first,
      recruiters: sql<number>`count(distinct ${userActivityDay.userId}) filter (where ${userActivityDay.roleId} = ${RoleId.recruiter})::int`,
      candidates: sql<number>`count(distinct ${userActivityDay.userId}) filter (where ${userActivityDay.roleId} = ${RoleId.user})::int`,
    })
    .from(userActivityDay)
    .where(
      and(
        gte(userActivityDay.day, range.from),
        sql`${userActivityDay.day} <= ${range.to}`,
        range.companyId === null ? undefined : eq(userActivityDay.companyId, range.companyId),
      ),
    )
    .groupBy(first);
  const at = new Map(labels.map((l, i) => [l, i]));
  const recruiters = labels.map(() => 0);
  const candidates = labels.map(() => 0);
  for (const row of rows) {
    const i = at.get(row.first < range.from ? range.from : row.first);
    if (i === undefined) continue;
    recruiters[i] = Number(row.recruiters);
    candidates[i] = Number(row.candidates);
  }
  return {
    labels,
    datasets: [
      { key: 'recruiters', data: recruiters },
      { key: 'candidates', data: candidates },
    ],
  };
}

/**
 * Publications per bucket: the moments a post went from not published to published, read from
 * the job journal the way the billing ledger reads it (publishedIntervals: each interval's start).
 * Such a moment is a journal entry's time or the post's publishedAt, so only posts with one of
 * those in the range are read.
 */
export async function publicationSeries(db: Database, range: StatsRange): Promise<StatsSeries> {
  const labels = bucketLabels(range);
  const { start, end } = rangeMoments(range);
  const statusKinds = ['status', 'approved'];
  const touched = db
    .select({ id: jobEvent.jobId })
    .from(jobEvent)
    .where(and(inArray(jobEvent.kind, statusKinds), inRange(jobEvent.createdAt, range)));
  const jobs = await db
    .select({
      id: job.id,
      tierId: job.tierId,
      publishedAt: job.publishedAt,
      suspendedAt: job.suspendedAt,
      archivedAt: job.archivedAt,
    })
    .from(job)
    .where(
      and(
        or(inRange(job.publishedAt, range), inArray(job.id, touched)),
        range.companyId === null ? undefined : eq(job.companyId, range.companyId),
      ),
    );
  const journal = new Map<number, JournalEntry[]>();
  if (jobs.length > 0) {
    const entries = await db
      .select({ jobId: jobEvent.jobId, at: jobEvent.createdAt, kind: jobEvent.kind, data: jobEvent.data })
      .from(jobEvent)
      .where(
        and(
          inArray(
            jobEvent.jobId,
            jobs.map((j) => j.id),
          ),
          inArray(jobEvent.kind, statusKinds),
        ),
      );
    for (const e of entries) {
      if (publishedAfter(e) === undefined) continue;
      journal.set(e.jobId, [...(journal.get(e.jobId) ?? []), e]);
    }
  }
  const days: Array<{ day: string; n: number }> = [];
  for (const row of jobs) {
    for (const interval of publishedIntervals(journal.get(row.id) ?? [], row)) {
      const t = interval.start.getTime();
      if (t >= start.getTime() && t < end.getTime()) days.push({ day: romeDay(interval.start), n: 1 });
    }
  }
  return { labels, datasets: [{ key: 'published', data: toBuckets(range, labels, days) }] };
}

/** Applications sent per bucket (application.createdAt, removed ones included: they were sent). */
export async function applicationSeries(db: Database, range: StatsRange): Promise<StatsSeries> {
  const labels = bucketLabels(range);
  const rows = await countByDay(
    db,
    range,
    application.createdAt,
    'application',
    range.companyId === null ? undefined : eq(job.companyId, range.companyId),
  );
  return { labels, datasets: [{ key: 'applications', data: toBuckets(range, labels, rows) }] };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

/**
 * The board funnel of the applications sent in the range (docs/stats.md): how many reached each
 * step — selected, the ordinary columns by position, confirmed — counting an application that
 * reached a later step as having passed the earlier ones; then how many ended rejected or
 * discarded. A column was reached when the application sits in it now or the job journal's
 * `application-moved` entries moved it there. Rates: each step over the one before it (the
 * rejected and discarded ones over all applications), in percent with one decimal.
 */
export async function conversionSeries(db: Database, range: StatsRange): Promise<StatsSeries> {
  const apps = await db
    .select({ id: application.id, jobId: application.jobId, columnId: application.jobApplicationStatusId })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(
      and(
        inRange(application.createdAt, range),
        range.companyId === null ? undefined : eq(job.companyId, range.companyId),
      ),
    );
  const jobIds = [...new Set(apps.map((a) => a.jobId))];
  const [columns, moves] =
    jobIds.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select({
              id: jobApplicationStatus.id,
              jobId: jobApplicationStatus.jobId,
              order: jobApplicationStatus.order,
              special: jobApplicationStatus.special,
            })
            .from(jobApplicationStatus)
            .where(inArray(jobApplicationStatus.jobId, jobIds)),
          db
            .select({ data: jobEvent.data })
            .from(jobEvent)
            .where(
              and(
                inArray(jobEvent.jobId, jobIds),
                eq(jobEvent.kind, 'application-moved'),
                sql`${jobEvent.createdAt} >= ${rangeMoments(range).start.toISOString()}::timestamptz`,
              ),
            ),
        ]);

  // Each column's step: 'selected', 'confirmed', 'rejected', 'discarded', or its position among
  // the job's ordinary columns (by order, then id).
  const step = new Map<number, string | number>();
  const byJob = new Map<number, typeof columns>();
  for (const c of columns) byJob.set(c.jobId, [...(byJob.get(c.jobId) ?? []), c]);
  let positions = 0;
  for (const list of byJob.values()) {
    const ordinary = list.filter((c) => c.special === null).sort((a, b) => a.order - b.order || a.id - b.id);
    ordinary.forEach((c, i) => step.set(c.id, i + 1));
    positions = Math.max(positions, ordinary.length);
    for (const c of list) if (c.special !== null) step.set(c.id, c.special);
  }

  const reached = new Map<number, Set<number>>(apps.map((a) => [a.id, new Set<number>()]));
  for (const a of apps) if (a.columnId !== null) reached.get(a.id)!.add(a.columnId);
  for (const { data } of moves) {
    const ids = Array.isArray(data.applicationIds) ? (data.applicationIds as unknown[]) : [];
    const columnId = data.jobApplicationStatusId;
    if (typeof columnId !== 'number') continue;
    for (const id of ids) if (typeof id === 'number') reached.get(id)?.add(columnId);
  }

  // The chain: 0 applied, 1 selected, 2..positions+1 the ordinary columns, positions+2 confirmed.
  const confirmedLevel = positions + 2;
  const chain = new Array<number>(confirmedLevel + 1).fill(0);
  let rejected = 0;
  let discarded = 0;
  for (const columnIds of reached.values()) {
    let level = 0;
    let wasRejected = false;
    let wasDiscarded = false;
    for (const id of columnIds) {
      const s = step.get(id);
      if (s === 'selected') level = Math.max(level, 1);
      else if (typeof s === 'number') level = Math.max(level, s + 1);
      else if (s === 'confirmed') level = confirmedLevel;
      else if (s === 'rejected') wasRejected = true;
      else if (s === 'discarded') wasDiscarded = true;
    }
    for (let i = 0; i <= level; i++) chain[i]! += 1;
    if (wasRejected) rejected += 1;
    if (wasDiscarded) discarded += 1;
  }
  const labels = [
    'applied',
    'selected',
    ...Array.from({ length: positions }, (_, i) => `position-${i + 1}`),
    'confirmed',
    'rejected',
    'discarded',
  ];
  const counts = [...chain, rejected, discarded];
  const applied = chain[0]!;
  const rates = [
    null,
    ...chain.slice(1).map((n, i) => percent(n, chain[i]!)),
    percent(rejected, applied),
    percent(discarded, applied),
  ];
  return {
    labels,
    datasets: [
      { key: 'applications', data: counts },
      { key: 'rate', data: rates },
    ],
  };
}

export function statsSeries(db: Database, name: SeriesName, range: StatsRange): Promise<StatsSeries> {
  switch (name) {
    case 'signups':
      return signupSeries(db, range);
    case 'active-users':
      return activeUserSeries(db, range);
    case 'jobs-published':
      return publicationSeries(db, range);
    case 'applications':
      return applicationSeries(db, range);
    case 'conversion':
      return conversionSeries(db, range);
  }
}
