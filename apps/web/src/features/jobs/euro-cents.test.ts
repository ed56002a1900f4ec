import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents } from './euro-cents';

describe('euro and cents', () => {
  it('turns euro into whole cents, rounding what floating point leaves', () => {
    expect(eurosToCents(35000)).toBe(3_500_000);
    expect(eurosToCents(1234.56)).toBe(123_456);
    expect(eurosToCents(0.29)).toBe(29);
    expect(eurosToCents(0)).toBe(0);
  });

  it('keeps empty values null both ways', () => {
    expect(eurosToCents(null)).toBeNull();
    expect(eurosToCents(undefined)).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
    expect(centsToEuros(null)).toBeNull();
    expect(centsToEuros(undefined)).toBeNull();
  });

  it('turns cents back into the euro typed', () => {
    expect(centsToEuros(3_500_000)).toBe(35000);
    expect(centsToEuros(123_456)).toBe(1234.56);
    expect(eurosToCents(centsToEuros(4_299_999))).toBe(4_299_999);
  });
});
