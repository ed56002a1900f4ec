import { describe, expect, it } from 'vitest';
import { checkEstimate } from './estimate-form';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('the estimate form', () => {
  it('asks for the tier and both days', () => {
    expect(checkEstimate({ tierId: null, start: null, end: null })).toEqual({
      ok: false,
      errors: {
        tierId: 'common.error.mandatory',
        start: 'common.error.mandatory',
        end: 'common.error.mandatory',
      },
    });
  });

  it('refuses an end before the start with spec 5’s afterStart message', () => {
    expect(checkEstimate({ tierId: 1, start: day(2026, 5, 10), end: day(2026, 5, 9) })).toEqual({
      ok: false,
      errors: { end: 'common.error.afterStart' },
    });
  });

  it('accepts a one-day post and days as YYYY-MM-DD', () => {
    expect(checkEstimate({ tierId: 2, start: day(2026, 5, 10), end: day(2026, 5, 10) })).toEqual({
      ok: true,
      request: { tierId: 2, start: '2026-05-10', end: '2026-05-10' },
    });
  });

  it('allows 366 days at most, both ends counted', () => {
    expect(checkEstimate({ tierId: 1, start: day(2027, 3, 1), end: day(2028, 2, 29) }).ok).toBe(true);
    expect(checkEstimate({ tierId: 1, start: day(2027, 3, 1), end: day(2028, 3, 1) })).toEqual({
      ok: false,
      errors: { end: 'billing:estimate.tooLong' },
    });
  });
});
