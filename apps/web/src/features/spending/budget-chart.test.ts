import { describe, expect, it } from 'vitest';
import { axisEuros, budgetChartData, budgetChartOptions, tooltipEuros } from './budget-chart';

const colors = { spent: 'blue', over: 'red', budget: 'orange', text: 'grey', grid: 'silver' };
const texts = { spent: 'Speso', budget: 'Budget' };
const nbsp = '\u00a0';

describe('the budget chart', () => {
  const months = [
    { month: '2026-01', spentCents: 12_345, budgetCents: 20_000 },
    { month: '2026-02', spentCents: 25_000, budgetCents: 20_000 },
    { month: '2026-03', spentCents: 0, budgetCents: null },
  ];

  it('plots euro from cents: spending as bars, red over budget; the budget as a line with gaps', () => {
    const data = budgetChartData(months, 'it-IT', texts, colors);
    expect(data.labels).toEqual(['gen 2026', 'feb 2026', 'mar 2026']);
    const [spent, budget] = data.datasets;
    expect(spent!.data).toEqual([123.45, 250, 0]);
    expect(spent!.backgroundColor).toEqual(['blue', 'red', 'blue']);
    expect(budget!.data).toEqual([200, 200, null]);
    expect(spent!.label).toBe('Speso');
  });

  it('uses the spec’s chart font everywhere and shows euro the Italian way in every language', () => {
    const options = budgetChartOptions(colors);
    expect(options.font).toEqual({ family: 'Work Sans', size: 16 });
    expect(options.plugins?.legend?.labels?.font).toEqual({ family: 'Work Sans', size: 16 });
    expect(axisEuros(1250)).toBe(`1250${nbsp}€`);
    expect(axisEuros(12500)).toBe(`12.500${nbsp}€`);
    expect(tooltipEuros(123.45)).toBe(`123,45${nbsp}€`);
  });
});
