import { describe, expect, it } from 'vitest';
import { formatScore } from './number';

describe('formatScore', () => {
  it('shows two decimals with the Italian separators', () => {
    expect(formatScore(1)).toBe('1,00');
    expect(formatScore(2.345)).toBe('2,35');
    expect(formatScore(12345.5)).toBe('12.345,50');
  });
});
