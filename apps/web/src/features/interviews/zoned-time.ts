/**
 * Calendar arithmetic in a named IANA time zone with the browser's Intl only: a recruiter's slots
 * are days and hours of the viewer's zone, which need not be the browser's.
 */

/** A calendar day as 'YYYY-MM-DD'. */
export type DayKey = string;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** What a wall clock in `timeZone` shows at the instant. */
function wallClock(instant: Date, timeZone: string): WallClock & { second: number } {
  const part = Object.fromEntries(
    clockIn(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return {
    year: part.year ?? 0,
    month: part.month ?? 1,
    day: part.day ?? 1,
    hour: part.hour ?? 0,
    minute: part.minute ?? 0,
    second: part.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant.getTime() - instant.getUTCMilliseconds());
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of the instant in the zone. */
export function dayKeyIn(instant: Date | string, timeZone: string): DayKey {
  const wall = wallClock(new Date(instant), timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The instant the zone's wall clock shows `time` ('HH:MM') on `day`. */
export function zonedInstant(day: DayKey, time: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offset at the first guess may be the other side of a daylight-saving change: look again.
  const guess = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(guess), timeZone));
}

/** The day `days` after (or before) `day`. */
export function shiftDay(day: DayKey, days: number): DayKey {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, date + days));
  return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** 'HH:mm' of the instant in the zone. */
export function timeIn(instant: Date | string, timeZone: string): string {
  const wall = wallClock(new Date(instant), timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** 'dd/mm/yyyy HH:mm' of the instant in the zone (the app's date-time format, spec section 1). */
export function dateTimeIn(instant: Date | string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClock(date, timeZone);
  return `${pad(wall.day)}/${pad(wall.month)}/${wall.year} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A day as the day picker names it: short weekday and dd/mm ('lun 30/11'), in the UI language. */
export function dayLabel(day: DayKey, language: string): { weekday: string; date: string } {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(year, month - 1, date, 12));
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(noonUtc);
  return { weekday, date: `${pad(date)}/${pad(month)}` };
}

/** The browser's own zone, for a viewer without a saved one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether the name is an IANA zone this browser knows. */
export function isTimeZone(name: string): boolean {
  try {
    clockIn(name);
    return true;
  } catch {
    return false;
  }
}

/** The name of a weekday (0 = Sunday … 6 = Saturday, as `Date#getDay`) in the UI language. */
export function weekdayName(weekday: number, language: string): string {
  // 22 November 2026 is a Sunday.
  const day = new Date(Date.UTC(2026, 10, 22 + weekday, 12));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}
