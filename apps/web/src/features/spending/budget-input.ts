/** The largest budget the server stores (a 32-bit integer of cents). */
export const MAX_BUDGET_CENTS = 2_147_483_647;

export type BudgetInputError = 'invalidNumber' | 'negative' | 'tooLarge';

/**
 * A monthly budget typed in euro (NumberInput's value: null when blank, NaN when unreadable) as the
 * integer cents the API takes. Blank means no budget (null). The float is rounded once to the cent
 * (0,29 € is 29 cents, not 28.999…); a fraction of a cent is refused.
 */
export function budgetCentsFromEuros(
  euros: number | null,
): { ok: true; cents: number | null } | { ok: false; error: BudgetInputError } {
  if (euros === null) return { ok: true, cents: null };
  if (!Number.isFinite(euros)) return { ok: false, error: 'invalidNumber' };
  if (euros < 0) return { ok: false, error: 'negative' };
  const cents = Math.round(euros * 100);
  // A fraction of a cent is no amount the ledger knows: refused, never rounded away.
  if (Math.abs(euros * 100 - cents) > 1e-6) return { ok: false, error: 'invalidNumber' };
  if (cents > MAX_BUDGET_CENTS) return { ok: false, error: 'tooLarge' };
  return { ok: true, cents };
}

/** Stored cents as the euro value the input shows; no budget stays blank. */
export function eurosFromCents(cents: number | null | undefined): number | null {
  if (cents == null || !Number.isFinite(cents)) return null;
  return cents / 100;
}

/** How much of a budget is spent, in percent for a progress bar (0–100), and whether it is over. */
export function budgetUse(
  spentCents: number,
  budgetCents: number | null,
): { percent: number; over: boolean } | null {
  if (budgetCents === null) return null;
  if (budgetCents <= 0) return { percent: spentCents > 0 ? 100 : 0, over: spentCents > 0 };
  const ratio = (spentCents / budgetCents) * 100;
  return { percent: Math.min(100, Math.max(0, Math.round(ratio))), over: spentCents > budgetCents };
}
