import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('formats cents as euro with a decimal comma', () => {
    expect(formatMoney(1250)).toBe(`12,50${nbsp}€`);
    expect(formatMoney(0)).toBe(`0,00${nbsp}€`);
    expect(formatMoney(-300)).toBe(`-3,00${nbsp}€`);
  });

  it('groups thousands with dots', () => {
    expect(formatMoney(123456780)).toBe(`1.234.567,80${nbsp}€`);
  });

  it('rounds fractions of a cent', () => {
    expect(formatMoney(1999.6)).toBe(`20,00${nbsp}€`);
  });

  it('logs invalid amounts and returns an empty string', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
