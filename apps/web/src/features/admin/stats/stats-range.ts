/**
 * The range the statistics page asks for: days of Italy's calendar ('YYYY-MM-DD'), from the
 * presets or the range calendar (whose dates are the browser's local midnights).
 */

export const presets = ['last7', 'last30', 'last90', 'thisYear'] as const;
export type Preset = (typeof presets)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** The longest range the server answers (docs/stats.md). */
export const MAX_RANGE_DAYS = 731;

const romeParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in Italy at that instant. */
export function romeToday(now: Date): string {
  const part = Object.fromEntries(romeParts.formatToParts(now).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}`;
}

const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const dayOfUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day moved by whole days. */
export const addDays = (day: string, days: number) => dayOfUtc(utcOf(day) + days * 86_400_000);

/** Days from `from` to `to`, both included. */
export const rangeLength = (range: DayRange) =>
  Math.round((utcOf(range.to) - utcOf(range.from)) / 86_400_000) + 1;

/** A preset's range, ending today in Italy. */
export function presetRange(preset: Preset, now: Date): DayRange {
  const to = romeToday(now);
  switch (preset) {
    case 'last7':
      return { from: addDays(to, -6), to };
    case 'last30':
      return { from: addDays(to, -29), to };
    case 'last90':
      return { from: addDays(to, -89), to };
    case 'thisYear':
      return { from: `${to.slice(0, 4)}-01-01`, to };
  }
}

/** The preset a range is, if any (to show it as chosen). */
export function presetOf(range: DayRange, now: Date): Preset | null {
  return (
    presets.find((p) => {
      const r = presetRange(p, now);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** A calendar Date (local midnight of the picked day) as its day. */
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day as the calendar's Date: local noon, so no time zone moves it to the day before. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/**
 * The range the calendar's value gives: both ends picked (one end only: that single day once the
 * picker closes); null while nothing is picked. Longer ranges are cut to the last MAX_RANGE_DAYS days.
 */
export function rangeOfDates(value: Array<Date | null> | null | undefined): DayRange | null {
  const [start, end] = value ?? [];
  if (!start) return null;
  const from = dayOfDate(start);
  const to = end ? dayOfDate(end) : from;
  const range = from <= to ? { from, to } : { from: to, to: from };
  return rangeLength(range) > MAX_RANGE_DAYS
    ? { from: addDays(range.to, -(MAX_RANGE_DAYS - 1)), to: range.to }
    : range;
}

/** 'YYYY-MM-DD' → 'dd/mm/yyyy', the product's date format. */
export const italianDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
