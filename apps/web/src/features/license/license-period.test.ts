import { describe, expect, it } from 'vitest';
import { allowanceUse, licensePeriodState } from './license-period';

describe('licence periods', () => {
  it('are active from the first to the last day included, open-ended without an end', () => {
    const year = { startsOn: '2026-01-01', endsOn: '2026-12-31' };
    expect(licensePeriodState(year, '2025-12-31')).toBe('upcoming');
    expect(licensePeriodState(year, '2026-01-01')).toBe('active');
    expect(licensePeriodState(year, '2026-12-31')).toBe('active');
    expect(licensePeriodState(year, '2027-01-01')).toBe('ended');
    expect(licensePeriodState({ startsOn: '2020-05-01', endsOn: null }, '2030-01-01')).toBe('active');
  });
});

describe('allowance use', () => {
  it('fills a bar up to 100 and says when the use goes past the allowance', () => {
    expect(allowanceUse(3, 10)).toEqual({ percent: 30, over: false });
    expect(allowanceUse(10, 10)).toEqual({ percent: 100, over: false });
    expect(allowanceUse(12, 10)).toEqual({ percent: 100, over: true });
    expect(allowanceUse(0, 0)).toEqual({ percent: 0, over: false });
    expect(allowanceUse(2, 0)).toEqual({ percent: 100, over: true });
  });
});
