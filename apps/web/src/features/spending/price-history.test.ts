import { describe, expect, it } from 'vitest';
import type { PriceHistoryRow } from './billing-api';
import { priceHistoryView } from './price-history';

const row = (
  id: number,
  validFrom: string,
  companyId: number | null,
  cents: number | null,
): PriceHistoryRow => ({
  id,
  companyId,
  publishCents: cents,
  dayCents: cents === null ? null : cents / 10,
  validFrom,
  createdBy: null,
  note: null,
});
const now = Date.parse('2026-06-15T10:00:00Z');

describe('the price history', () => {
  const history = [
    row(5, '2026-07-01T00:00:00Z', null, 3000),
    row(4, '2026-05-01T00:00:00Z', 7, null),
    row(3, '2026-03-01T00:00:00Z', 7, 1500),
    row(2, '2026-01-01T00:00:00Z', null, 2500),
    row(1, '2025-01-01T00:00:00Z', null, 2000),
  ];

  it('marks the list row in force, the scheduled one and the past ones', () => {
    const view = priceHistoryView(history, 'list', now);
    expect(view.map((r) => [r.id, r.kind, r.state])).toEqual([
      [5, 'list', 'scheduled'],
      [4, 'companyEnd', 'past'],
      [3, 'company', 'past'],
      [2, 'list', 'current'],
      [1, 'list', 'past'],
    ]);
  });

  it('marks the company’s override in force when the company has one', () => {
    const view = priceHistoryView(history.slice(2), 'company', now);
    expect(view.find((r) => r.state === 'current')?.id).toBe(3);
    expect(view[0]!.validFromTime).toBe(Date.parse('2026-03-01T00:00:00Z'));
  });
});
