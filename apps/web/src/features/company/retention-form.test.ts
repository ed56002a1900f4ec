import { describe, expect, it } from 'vitest';
import { retentionFormSchema } from './retention-form';

const errorOf = (months: number | null) => {
  const parsed = retentionFormSchema.safeParse({ months });
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('the retention form', () => {
  it('takes whole months from 6 to 120', () => {
    for (const months of [6, 24, 120]) expect(errorOf(months)).toBeNull();
  });

  it('says what is wrong: blank, unreadable, out of range or not whole', () => {
    expect(errorOf(null)).toBe('common.error.mandatory');
    expect(errorOf(Number.NaN)).toBe('common.error.invalidNumber');
    for (const months of [5, 121, 12.5])
      expect(errorOf(months)).toBe('company:retention.range{"min":6,"max":120}');
  });
});
