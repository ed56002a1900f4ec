import { Chart } from 'primereact/chart';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { chartFont } from '../../shared/ui/chart-font';
import type { BudgetMonth } from './billing-api';
import styles from './Billing.module.css';
import { budgetChartData, budgetChartOptions, type BudgetChartColors } from './budget-chart';
import { monthLabel } from './rome-calendar';

/** The theme's colours (lara-light-blue variables), read once the stylesheet is in. */
function themeColors(): BudgetChartColors {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    spent: read('--primary-400', '#60a5fa'),
    over: read('--red-400', '#f87171'),
    budget: read('--orange-600', '#ea580c'),
    text: read('--text-color-secondary', '#6b7280'),
    grid: read('--surface-200', '#e5e7eb'),
  };
}

type ChartHandle = { getChart: () => { update: () => void } | undefined };

/**
 * Monthly spending (bars) against the budget (line), Chart.js through PrimeReact's Chart, in the
 * spec's chart font. The same figures are in a visually hidden table for screen readers.
 */
export function BudgetChart(props: { months: readonly BudgetMonth[]; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'it-IT';
  const chart = useRef<ChartHandle>(null);
  const [colors] = useState(themeColors);
  const texts = { spent: t('billing:budget.spent'), budget: t('billing:budget.budget') };
  const data = budgetChartData(props.months, locale, texts, colors);
  const options = useMemo(() => budgetChartOptions(colors), [colors]);

  // A canvas does not wait for web fonts: draw again once Work Sans is there.
  useEffect(() => {
    let live = true;
    void document.fonts.load(`${chartFont.size}px "${chartFont.family}"`).then(() => {
      if (live) chart.current?.getChart()?.update();
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.chart} data-busy={props.busy} data-testid="budget-chart">
      <Chart
        ref={chart as never}
        type="bar"
        data={data}
        options={options}
        style={{ height: '100%' }}
        ariaLabel={t('billing:budget.chartLabel')}
      />
      <table className={styles.srOnly}>
        <caption>{t('billing:budget.chartLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billing:budget.month')}</th>
            <th scope="col">{texts.spent}</th>
            <th scope="col">{texts.budget}</th>
          </tr>
        </thead>
        <tbody>
          {props.months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthLabel(m.month, locale, true)}</th>
              <td>{formatMoney(m.spentCents)}</td>
              <td>{m.budgetCents === null ? t('billing:budget.noBudget') : formatMoney(m.budgetCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
