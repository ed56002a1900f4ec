/** The calendar billing counts in (docs/billing.md): days and months of Europe/Rome. */
export const BILLING_TIME_ZONE = 'Europe/Rome';

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: BILLING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthPattern = /^(\d{4})-(\d{2})$/;

/** The calendar day in Rome at that instant, 'YYYY-MM-DD', whatever the browser's time zone. */
export function romeDay(instant: Date | number): string {
  const part = Object.fromEntries(
    romeParts.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}`;
}

/** The month of a day: '2026-03-29' → '2026-03'. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

/** Days from `from` to `to` ('YYYY-MM-DD'), negative when `to` comes first; NaN for a bad day. */
export function daysBetween(from: string, to: string): number {
  const a = dayPattern.exec(from);
  const b = dayPattern.exec(to);
  if (!a || !b) return Number.NaN;
  const utc = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** The month `count` months after (or before) a 'YYYY-MM' month. */
export function addMonths(month: string, count: number): string {
  const m = monthPattern.exec(month);
  if (!m) throw new RangeError(`Not a month: ${month}`);
  const index = Number(m[1]) * 12 + Number(m[2]) - 1 + count;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

/** Months from `from` to `to` inclusive (0 when `to` comes first). */
export function monthsBetween(from: string, to: string): number {
  const a = monthPattern.exec(from);
  const b = monthPattern.exec(to);
  if (!a || !b) return 0;
  const diff = Number(b[1]) * 12 + Number(b[2]) - (Number(a[1]) * 12 + Number(a[2]));
  return Math.max(0, diff + 1);
}

/** A month for people: 'mar 2026' in Italian, 'Mar 2026' in English (long: 'marzo 2026'). */
export function monthLabel(month: string, locale: string, long = false): string {
  const m = monthPattern.exec(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(locale, {
    month: long ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

/** A Date picked in the browser (a local calendar day) as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
