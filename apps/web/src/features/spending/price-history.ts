import type { PriceHistoryRow } from './billing-api';

export type PriceRowState = 'current' | 'scheduled' | 'past';

/** A history row as the table shows it: whose price, and whether it is in force, to come or replaced. */
export interface PriceHistoryView extends PriceHistoryRow {
  kind: 'list' | 'company' | 'companyEnd';
  state: PriceRowState;
  /** For sorting by date. */
  validFromTime: number;
}

/**
 * Marks each row of a tier's history. The row in force is the newest one already valid of the
 * source in force today (the company's override, or the list price); a company row with null
 * prices ends the override. Rows valid from a later time are scheduled; the rest are past.
 */
export function priceHistoryView(
  history: readonly PriceHistoryRow[],
  source: 'list' | 'company',
  now: number,
): PriceHistoryView[] {
  const time = (row: PriceHistoryRow) => new Date(row.validFrom).getTime();
  const inForce = history
    .filter((row) => (source === 'company' ? row.companyId !== null : row.companyId === null))
    .filter((row) => time(row) <= now)
    .sort((a, b) => time(b) - time(a) || b.id - a.id)[0];
  return history.map((row) => {
    const validFromTime = time(row);
    const kind =
      row.companyId === null
        ? 'list'
        : row.publishCents === null && row.dayCents === null
          ? 'companyEnd'
          : 'company';
    const state: PriceRowState =
      validFromTime > now ? 'scheduled' : row.id === inForce?.id ? 'current' : 'past';
    return { ...row, kind, state, validFromTime };
  });
}
