import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, formatScore, parseLocaleNumber } from './number';

describe('formatScore', () => {
  it('shows two decimals with the Italian separators', () => {
    expect(formatScore(1)).toBe('1,00');
    expect(formatScore(2.345)).toBe('2,35');
    expect(formatScore(12345.5)).toBe('12.345,50');
  });
});

describe('parseLocaleNumber', () => {
  it('reads the Italian decimal comma and dot grouping', () => {
    expect(parseLocaleNumber('12,5', 'it')).toBe(12.5);
    expect(parseLocaleNumber('1.250,75', 'it')).toBe(1250.75);
    expect(parseLocaleNumber('1250', 'it')).toBe(1250);
    expect(parseLocaleNumber(' € 2.000 ', 'it')).toBe(2000);
    expect(parseLocaleNumber('-3,5', 'it')).toBe(-3.5);
  });

  it('reads the English decimal dot and comma grouping', () => {
    expect(parseLocaleNumber('12.5', 'en')).toBe(12.5);
    expect(parseLocaleNumber('1,250.75', 'en')).toBe(1250.75);
  });

  it('never turns an entry into another number: what it cannot read is NaN', () => {
    expect(parseLocaleNumber('12.5', 'it')).toBeNaN();
    expect(parseLocaleNumber('12,5', 'en')).toBeNaN();
    expect(parseLocaleNumber('12,5,1', 'it')).toBeNaN();
    expect(parseLocaleNumber('1.25.000', 'it')).toBeNaN();
    expect(parseLocaleNumber('abc', 'it')).toBeNaN();
    expect(parseLocaleNumber('12,555', 'it', { maxFractionDigits: 2 })).toBeNaN();
    expect(parseLocaleNumber('12,55', 'it', { maxFractionDigits: 2 })).toBe(12.55);
    expect(parseLocaleNumber('12,5', 'it', { maxFractionDigits: 0 })).toBeNaN();
  });

  it('gives null for a blank entry', () => {
    expect(parseLocaleNumber('', 'it')).toBeNull();
    expect(parseLocaleNumber('   ', 'en')).toBeNull();
  });

  it('writes numbers back in the language, readable again', () => {
    expect(formatLocaleNumber(12.5, 'it')).toBe('12,5');
    expect(formatLocaleNumber(12345.5, 'it')).toBe('12.345,5');
    expect(formatLocaleNumber(12.5, 'en')).toBe('12.5');
    expect(formatLocaleNumber(null, 'it')).toBe('');
    for (const value of [0, 7, 1250, 99999.99, 1_000_000])
      for (const lng of ['it', 'en'])
        expect(parseLocaleNumber(formatLocaleNumber(value, lng), lng)).toBe(value);
  });
});
