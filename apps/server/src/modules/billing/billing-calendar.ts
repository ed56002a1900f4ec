import { DateTime } from 'luxon';

/** The calendar charges follow: days and months are Italy's (docs/billing.md). */
export const BILLING_ZONE = 'Europe/Rome';

const DAY = 'yyyy-MM-dd';
const MONTH = 'yyyy-MM';

const inRome = (at: Date) => DateTime.fromJSDate(at, { zone: BILLING_ZONE });

// The ledger asks for the day of many moments: one formatter, built once (en-CA writes YYYY-MM-DD).
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BILLING_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Italy of a moment, 'YYYY-MM-DD'. */
export function romeDay(at: Date): string {
  return dayFormat.format(at);
}

/** The start (00:00 in Italy) of the day of a moment, to walk days with `plus({ days: 1 })`. */
export function romeDayCursor(at: Date): DateTime {
  return inRome(at).startOf('day');
}

/** The calendar month in Italy of a moment, 'YYYY-MM'. */
export function romeMonth(at: Date): string {
  return inRome(at).toFormat(MONTH);
}

function parseDay(day: string): DateTime {
  return DateTime.fromFormat(day, DAY, { zone: BILLING_ZONE });
}

/** True for a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDay(text).isValid;
}

/** True for a real month written 'YYYY-MM'. */
export function isMonth(text: string): boolean {
  return /^\d{4}-\d{2}$/.test(text) && DateTime.fromFormat(text, MONTH, { zone: BILLING_ZONE }).isValid;
}

/** The moment a day begins in Italy (00:00 local; 23 or 25 hours long across a DST change). */
export function dayStart(day: string): Date {
  return parseDay(day).startOf('day').toJSDate();
}

/** The day before, 'YYYY-MM-DD'. */
export function previousDay(day: string): string {
  return parseDay(day).minus({ days: 1 }).toFormat(DAY);
}

/** Calendar days from `start` to `end`, both included (0 when end is before start). */
export function daysBetween(start: string, end: string): number {
  const diff = parseDay(end).diff(parseDay(start), 'days').days;
  return diff < 0 ? 0 : Math.round(diff) + 1;
}

/** A month moved by whole months, 'YYYY-MM'. */
export function addMonths(month: string, months: number): string {
  return DateTime.fromFormat(month, MONTH, { zone: BILLING_ZONE }).plus({ months }).toFormat(MONTH);
}

/** The first and the last day of a month, 'YYYY-MM-DD'. */
export function monthDays(month: string): { first: string; last: string } {
  const start = DateTime.fromFormat(month, MONTH, { zone: BILLING_ZONE }).startOf('month');
  return { first: start.toFormat(DAY), last: start.endOf('month').toFormat(DAY) };
}

/** The first day of the month after the one of `at`: the next invoice date. */
export function nextInvoiceDay(at: Date): string {
  return inRome(at).startOf('month').plus({ months: 1 }).toFormat(DAY);
}
