import { describe, expect, it } from 'vitest';
import { budgetCentsFromEuros, budgetUse, eurosFromCents, MAX_BUDGET_CENTS } from './budget-input';

describe('a budget typed in euro', () => {
  it('becomes integer cents, rounding the float once', () => {
    expect(budgetCentsFromEuros(1500)).toEqual({ ok: true, cents: 150_000 });
    expect(budgetCentsFromEuros(0.29)).toEqual({ ok: true, cents: 29 });
    expect(budgetCentsFromEuros(19.99)).toEqual({ ok: true, cents: 1999 });
    expect(budgetCentsFromEuros(0)).toEqual({ ok: true, cents: 0 });
  });

  it('blank means no budget', () => {
    expect(budgetCentsFromEuros(null)).toEqual({ ok: true, cents: null });
  });

  it('refuses what is no amount, below zero or beyond what the server stores', () => {
    expect(budgetCentsFromEuros(Number.NaN)).toEqual({ ok: false, error: 'invalidNumber' });
    expect(budgetCentsFromEuros(-1)).toEqual({ ok: false, error: 'negative' });
    expect(budgetCentsFromEuros(1.005)).toEqual({ ok: false, error: 'invalidNumber' });
    expect(budgetCentsFromEuros(MAX_BUDGET_CENTS / 100)).toEqual({ ok: true, cents: MAX_BUDGET_CENTS });
    expect(budgetCentsFromEuros(MAX_BUDGET_CENTS / 100 + 0.01)).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('round-trips every cent amount through the euro input', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) {
      const back = budgetCentsFromEuros(eurosFromCents(cents));
      expect(back).toEqual({ ok: true, cents });
    }
    expect(eurosFromCents(null)).toBeNull();
  });
});

describe('budget use', () => {
  it('is a clamped percentage, over when spending passes the budget', () => {
    expect(budgetUse(5_000, 10_000)).toEqual({ percent: 50, over: false });
    expect(budgetUse(10_000, 10_000)).toEqual({ percent: 100, over: false });
    expect(budgetUse(12_500, 10_000)).toEqual({ percent: 100, over: true });
    expect(budgetUse(0, 0)).toEqual({ percent: 0, over: false });
    expect(budgetUse(1, 0)).toEqual({ percent: 100, over: true });
    expect(budgetUse(1, null)).toBeNull();
  });
});
