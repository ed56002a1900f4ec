import { describe, expect, it } from 'vitest';
import { defaultBudgetRange, startingOptions } from './budget-range';

describe('the budget chart range', () => {
  it('opens on the last 12 months, this one included', () => {
    expect(defaultBudgetRange('2026-03')).toEqual({ starting: '2025-04', take: 12 });
  });

  it('may start in any of the last 36 months, newest first', () => {
    const options = startingOptions('2026-03');
    expect(options).toHaveLength(36);
    expect(options[0]).toBe('2026-03');
    expect(options.at(-1)).toBe('2023-04');
  });
});
