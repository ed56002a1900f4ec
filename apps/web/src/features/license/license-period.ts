/** Where a licence period stands on a day ('YYYY-MM-DD'): all three compare as calendar days. */
export type LicensePeriodState = 'active' | 'upcoming' | 'ended';

export function licensePeriodState(
  period: { startsOn: string; endsOn: string | null },
  today: string,
): LicensePeriodState {
  if (period.startsOn > today) return 'upcoming';
  if (period.endsOn !== null && period.endsOn < today) return 'ended';
  return 'active';
}

/** How full an allowance is: percent for a bar (0–100) and whether the use goes past it. */
export function allowanceUse(used: number, allowed: number): { percent: number; over: boolean } {
  if (allowed <= 0) return { percent: used > 0 ? 100 : 0, over: used > 0 };
  return { percent: Math.min(100, Math.round((used / allowed) * 100)), over: used > allowed };
}
