/** Euro as typed in the editor to whole cents as stored (spec: money is integer cents); empty stays null. */
export function eurosToCents(euros: number | null | undefined): number | null {
  if (euros == null || !Number.isFinite(euros)) return null;
  return Math.round(euros * 100);
}

/** Stored cents to euro for the editor's inputs; empty stays null. */
export function centsToEuros(cents: number | null | undefined): number | null {
  if (cents == null || !Number.isFinite(cents)) return null;
  return cents / 100;
}
