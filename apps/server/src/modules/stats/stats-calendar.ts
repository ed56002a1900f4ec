import { DateTime } from 'luxon';
import { BILLING_ZONE, dayStart, daysBetween, isDay } from '../billing/billing-calendar.js';

/** How the statistics group their days (Europe/Rome calendar; weeks start on Monday). */
export const buckets = ['day', 'week', 'month'] as const;
export type Bucket = (typeof buckets)[number];

/** The longest range the statistics answer, in days (about two years). */
export const MAX_RANGE_DAYS = 731;

export interface StatsRange {
  /** First and last day, both included, 'YYYY-MM-DD' (Europe/Rome). */
  from: string;
  to: string;
  bucket: Bucket;
  companyId: number | null;
}

const DAY = 'yyyy-MM-dd';
const parse = (day: string) => DateTime.fromFormat(day, DAY, { zone: BILLING_ZONE });

/** The bucket a range gets when none is asked: days up to two months, weeks up to a year, then months. */
export function defaultBucket(from: string, to: string): Bucket {
  const days = daysBetween(from, to);
  if (days <= 62) return 'day';
  if (days <= 366) return 'week';
  return 'month';
}

/** Why a range is refused, or null when it is good. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDay(from)) return 'from: not a calendar day (YYYY-MM-DD)';
  if (!isDay(to)) return 'to: not a calendar day (YYYY-MM-DD)';
  if (to < from) return 'to: before from';
  if (daysBetween(from, to) > MAX_RANGE_DAYS) return `The range is longer than ${MAX_RANGE_DAYS} days`;
  return null;
}

/** The moments the range covers: from 00:00 of `from` (Italy) to 00:00 of the day after `to`, excluded. */
export function rangeMoments(range: Pick<StatsRange, 'from' | 'to'>): { start: Date; end: Date } {
  return { start: dayStart(range.from), end: parse(range.to).plus({ days: 1 }).startOf('day').toJSDate() };
}

/** The first day of the bucket a day falls in, 'YYYY-MM-DD'. */
export function bucketOf(day: string, bucket: Bucket): string {
  const d = parse(day);
  if (bucket === 'day') return day;
  if (bucket === 'week') return d.startOf('week').toFormat(DAY);
  return d.startOf('month').toFormat(DAY);
}

/**
 * The buckets of a range in order, each named by its first day inside the range (the first one
 * is clipped to `from`: its count starts there).
 */
export function bucketLabels(range: Pick<StatsRange, 'from' | 'to' | 'bucket'>): string[] {
  const out: string[] = [];
  let cursor = parse(bucketOf(range.from, range.bucket));
  const unit = range.bucket === 'day' ? { days: 1 } : range.bucket === 'week' ? { weeks: 1 } : { months: 1 };
  while (cursor.toFormat(DAY) <= range.to) {
    const day = cursor.toFormat(DAY);
    out.push(day < range.from ? range.from : day);
    cursor = cursor.plus(unit);
  }
  return out;
}

/** The label of the bucket a day belongs to (see bucketLabels). */
export function labelOf(day: string, range: Pick<StatsRange, 'from' | 'bucket'>): string {
  const first = bucketOf(day, range.bucket);
  return first < range.from ? range.from : first;
}
