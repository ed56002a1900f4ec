const dateTimeFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats a date-time as dd/MM/yyyy HH:mm in the Italian locale (spec section 1).
 * Invalid or missing dates are logged and shown empty (spec section 8).
 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value instanceof Date ? value : new Date(value ?? Number.NaN);
  if (Number.isNaN(date.getTime())) {
    console.error('Invalid date', value);
    return '';
  }
  const part = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day of a value at 12:00 local time (spec section 9: date helpers normalise to
 * noon), so that a day compared, shifted or shown cannot slip to its neighbour through a time
 * zone or a daylight-saving change. A date-only string ('2026-03-29') is that day here, not UTC
 * midnight. Invalid values give an invalid Date.
 */
export function atNoon(value: Date | string | number): Date {
  const day = typeof value === 'string' ? dateOnly.exec(value) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return date;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 12);
}

/** The day `days` after (or before) the value's day, at noon. */
export function addDays(value: Date | string | number, days: number): Date {
  const noon = atNoon(value);
  return new Date(noon.getFullYear(), noon.getMonth(), noon.getDate() + days, 12);
}

/** Formats a date as dd/MM/yyyy; invalid or missing dates are logged and shown empty. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const day = value === null || value === undefined ? value : atNoon(value);
  return formatDateTime(day).split(' ')[0] ?? '';
}
