import { describe, expect, it } from 'vitest';
import { salaryRange } from './JobPreview';

describe('salaryRange', () => {
  it('shows both bounds, one bound or none, in euros', () => {
    expect(salaryRange(2_800_000, 3_400_000)).toMatch(/^28\.000,00\s€ – 34\.000,00\s€$/);
    expect(salaryRange(2_800_000, 2_800_000)).toMatch(/^28\.000,00\s€$/);
    expect(salaryRange(2_800_000, null)).toMatch(/^≥ 28\.000,00\s€$/);
    expect(salaryRange(null, 3_400_000)).toMatch(/^≤ 34\.000,00\s€$/);
    expect(salaryRange(null, null)).toBeNull();
  });
});
