import type { ChartData, ChartOptions } from 'chart.js';
import { chartFont } from '../../shared/ui/chart-font';
import type { BudgetMonth } from './billing-api';
import { monthLabel } from './rome-calendar';

export interface BudgetChartColors {
  spent: string;
  over: string;
  budget: string;
  text: string;
  grid: string;
}

export interface BudgetChartTexts {
  spent: string;
  budget: string;
}

/** Cents as the euro amounts the chart plots (the axis and tooltips format them back as money). */
const euros = (cents: number) => cents / 100;

/**
 * The monthly spending as bars (red where it went over that month's budget) and the budget as a
 * stepped line, gaps where there was none.
 */
export function budgetChartData(
  months: readonly BudgetMonth[],
  locale: string,
  texts: BudgetChartTexts,
  colors: BudgetChartColors,
): ChartData<'bar' | 'line', Array<number | null>, string> {
  const overs = months.map((m) => m.budgetCents !== null && m.spentCents > m.budgetCents);
  return {
    labels: months.map((m) => monthLabel(m.month, locale)),
    datasets: [
      {
        type: 'bar',
        label: texts.spent,
        data: months.map((m) => euros(m.spentCents)),
        backgroundColor: overs.map((over) => (over ? colors.over : colors.spent)),
        borderRadius: 4,
        order: 2,
      },
      {
        type: 'line',
        label: texts.budget,
        data: months.map((m) => (m.budgetCents === null ? null : euros(m.budgetCents))),
        borderColor: colors.budget,
        backgroundColor: colors.budget,
        borderDash: [6, 4],
        borderWidth: 2,
        pointRadius: 3,
        stepped: 'middle',
        spanGaps: false,
        order: 1,
      },
    ],
  };
}

/** Money is shown in the Italian locale in every language (spec section 1). */
const MONEY_LOCALE = 'it-IT';

/** Euro for the axis: whole euros ('1250 €', '12.500 €'). */
export function axisEuros(value: number): string {
  return new Intl.NumberFormat(MONEY_LOCALE, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

/** Euro with cents for tooltips ('1250,50 €'), as the rest of the page shows money. */
export function tooltipEuros(value: number): string {
  return new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: 'EUR' }).format(value);
}

/** The chart's options: Work Sans 16 (spec section 9) everywhere, euro on the axis and tooltips. */
export function budgetChartOptions(colors: BudgetChartColors): ChartOptions<'bar' | 'line'> {
  const font = { ...chartFont };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    font,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      // The line is drawn over the bars (its lower `order`), but read after them: spent, then budget.
      legend: {
        position: 'bottom',
        labels: {
          font,
          color: colors.text,
          usePointStyle: true,
          sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
        },
      },
      tooltip: {
        itemSort: (a, b) => a.datasetIndex - b.datasetIndex,
        titleFont: font,
        bodyFont: font,
        callbacks: {
          label: (item) =>
            item.parsed.y === null ? '' : `${item.dataset.label ?? ''}: ${tooltipEuros(item.parsed.y)}`,
        },
      },
    },
    scales: {
      x: { ticks: { font, color: colors.text, maxRotation: 0, autoSkip: true }, grid: { display: false } },
      y: {
        beginAtZero: true,
        // Whole euros on the axis: no '1 €' written five times over a month without spending.
        ticks: {
          font,
          color: colors.text,
          precision: 0,
          callback: (value) => axisEuros(Number(value)),
        },
        grid: { color: colors.grid },
      },
    },
  };
}
