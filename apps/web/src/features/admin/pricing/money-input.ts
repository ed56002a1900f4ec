/** The largest amount the price columns take (the server's limit). */
export const MAX_PRICE_CENTS = 2_000_000_000;

/**
 * A euro amount from PrimeReact's InputNumber (currency mode: null when blank) as integer cents,
 * exactly: the float is rounded once to the cent (19,90 € is 1990, not 1989.999…) and a fraction of
 * a cent or a negative amount is refused (null result with `ok: false`). Blank stays null.
 */
export function centsFromEuros(
  euros: number | null | undefined,
): { ok: true; cents: number | null } | { ok: false } {
  if (euros === null || euros === undefined) return { ok: true, cents: null };
  if (!Number.isFinite(euros) || euros < 0) return { ok: false };
  const cents = Math.round(euros * 100);
  if (Math.abs(euros * 100 - cents) > 1e-6 || cents > MAX_PRICE_CENTS) return { ok: false };
  return { ok: true, cents };
}

/** Stored cents as the euro value InputNumber shows; null stays blank. */
export function eurosFromCents(cents: number | null | undefined): number | null {
  return cents === null || cents === undefined ? null : cents / 100;
}

/** A day 'YYYY-MM-DD' of a Date picked in the calendar (its local calendar day). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Tomorrow at 00:00 local time: the default start of a new price. */
export function tomorrowMidnight(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}

/**
 * The value to keep from a PrimeReact Calendar change. It reports a half-typed date as null, which
 * would wipe a prefilled field at the first keystroke (the input follows the value): while typing,
 * the current value stays until the text reads as a date. Clear (a click) still empties it.
 */
export function keptDate(
  event: { value?: unknown; originalEvent?: { type?: string } | null },
  current: Date | null,
): Date | null {
  if (event.value instanceof Date) return event.value;
  return event.originalEvent?.type === 'input' ? current : null;
}
