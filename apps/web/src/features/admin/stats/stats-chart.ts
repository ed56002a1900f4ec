import type { ChartData, ChartOptions } from 'chart.js';
import { chartFont } from '../../../shared/ui/chart-font';
import type { SeriesName, StatsSeries } from './stats-api';
import { italianDay } from './stats-range';

/**
 * Spec section 9: Chart.js draws in Work Sans 16; set once, for every chart of the app, as Chart.js
 * loads (it is a chunk of its own, fetched by the page that draws, not with the admin pages).
 */
export function applyChartDefaults(): void {
  void loadChartJs();
}

export interface StatsChartColors {
  series: readonly string[];
  text: string;
  grid: string;
}

/**
 * PrimeReact's Chart loads Chart.js with a dynamic import on every draw; while the first load is
 * in flight a later draw can finish before an earlier one, which then draws stale data over it.
 * The page waits for this load once, so every draw after it resolves in order.
 */
let chartJsLoad: Promise<unknown> | null = null;
export const loadChartJs = () =>
  (chartJsLoad ??= import('chart.js/auto').then(({ Chart }) => {
    Chart.defaults.font.family = chartFont.family;
    Chart.defaults.font.size = chartFont.size;
  }));

/** How each chart is drawn. */
export const chartKinds: Record<SeriesName, 'line' | 'bar'> = {
  signups: 'bar',
  'active-users': 'line',
  'jobs-published': 'bar',
  applications: 'line',
  conversion: 'bar',
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** A label for people: a day or a bucket's first day (dd/mm/yyyy, a month by name), or a funnel step. */
export function labelText(
  name: SeriesName,
  series: Pick<StatsSeries, 'bucket'>,
  label: string,
  t: Translate,
  locale: string,
  short = false,
): string {
  if (name === 'conversion') {
    const position = /^position-(\d+)$/.exec(label);
    return position ? t('admin-stats:steps.position', { n: position[1] }) : t(`admin-stats:steps.${label}`);
  }
  if (series.bucket === 'month') {
    const [y, m, d] = label.split('-').map(Number) as [number, number, number];
    const month = new Intl.DateTimeFormat(locale, {
      month: short ? 'short' : 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, 1)));
    // A first bucket cut by the range starts on its own day: say so.
    return d === 1 ? month : `${month} (${t('admin-stats:table.fromDay', { day: italianDay(label) })})`;
  }
  const day = short ? italianDay(label).slice(0, 5) : italianDay(label);
  return series.bucket === 'week' ? t('admin-stats:table.weekOf', { day }) : day;
}

/** The chart's datasets: the counts (the funnel's rates are in its tooltip and table, not plotted). */
export function plottedDatasets(name: SeriesName, series: StatsSeries) {
  return name === 'conversion' ? series.datasets.filter((d) => d.key !== 'rate') : series.datasets;
}

export function statsChartData(
  name: SeriesName,
  series: StatsSeries,
  t: Translate,
  locale: string,
  colors: StatsChartColors,
): ChartData<'bar' | 'line', Array<number | null>, string> {
  const kind = chartKinds[name];
  return {
    labels: series.labels.map((l) => labelText(name, series, l, t, locale, true)),
    datasets: plottedDatasets(name, series).map((d, i) => {
      const color = colors.series[i % colors.series.length]!;
      return kind === 'line'
        ? {
            type: 'line' as const,
            label: t(`admin-stats:datasets.${d.key}`),
            data: d.data,
            borderColor: color,
            backgroundColor: color,
            borderWidth: 2,
            pointRadius: series.labels.length > 60 ? 0 : 3,
            tension: 0.2,
          }
        : {
            type: 'bar' as const,
            label: t(`admin-stats:datasets.${d.key}`),
            data: d.data,
            backgroundColor: color,
            borderRadius: 4,
          };
    }),
  };
}

/** Whole numbers on the axis, the funnel's rate in its tooltip. */
export function statsChartOptions(
  name: SeriesName,
  series: StatsSeries,
  t: Translate,
  colors: StatsChartColors,
): ChartOptions<'bar' | 'line'> {
  const rates = series.datasets.find((d) => d.key === 'rate')?.data;
  const number = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom', labels: { color: colors.text, usePointStyle: true } },
      tooltip: {
        callbacks: {
          afterLabel: (item) => {
            const rate = rates?.[item.dataIndex];
            return name === 'conversion' && rate !== null && rate !== undefined
              ? t('admin-stats:table.rateOf', { rate: number.format(rate) })
              : '';
          },
        },
      },
    },
    scales: {
      x: {
        ticks: { color: colors.text, maxRotation: 0, autoSkip: true, autoSkipPadding: 16 },
        grid: { display: false },
      },
      y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
    },
  };
}

/** A value for the data table: counts as they are, rates as 'n %' in Italian style, blanks for none. */
export function cellText(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (key === 'rate')
    return `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 }).format(value)} %`;
  return new Intl.NumberFormat('it-IT').format(value);
}
