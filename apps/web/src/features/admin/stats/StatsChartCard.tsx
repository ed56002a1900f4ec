import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Chart } from 'primereact/chart';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { openBlob } from '../../../shared/files/open-blob';
import { chartFont } from '../../../shared/ui/chart-font';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { SectionCard } from '../../../shared/ui/SectionCard';
import {
  csvFileName,
  fetchSeriesCsv,
  getSeries,
  statsKeys,
  type SeriesName,
  type StatsQuery,
  type StatsSeries,
} from './stats-api';
import {
  cellText,
  chartKinds,
  labelText,
  loadChartJs,
  statsChartData,
  statsChartOptions,
  type StatsChartColors,
} from './stats-chart';
import styles from './Stats.module.css';

const icons: Record<SeriesName, string> = {
  signups: 'pi-building',
  'active-users': 'pi-users',
  'jobs-published': 'pi-megaphone',
  applications: 'pi-inbox',
  conversion: 'pi-filter',
};

type ChartHandle = { getChart: () => { update: () => void } | undefined };

/** The theme's colours (lara-light-blue variables), read once the stylesheet is in. */
function themeColors(): StatsChartColors {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    series: [
      read('--primary-500', '#3b82f6'),
      read('--orange-500', '#f97316'),
      read('--teal-500', '#14b8a6'),
    ],
    text: read('--text-color-secondary', '#6b7280'),
    grid: read('--surface-200', '#e5e7eb'),
  };
}

/** The numbers of a chart as a table: the accessible reading of the canvas. */
function SeriesTable(props: { name: SeriesName; series: StatsSeries; title: string }) {
  const { t, i18n } = useTranslation('admin-stats');
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'it-IT';
  const rows = props.series.labels.map((label, i) => ({
    label: labelText(props.name, props.series, label, t, locale),
    ...Object.fromEntries(props.series.datasets.map((d) => [d.key, cellText(d.key, d.data[i])])),
  }));
  return (
    <DataTable
      value={rows}
      size="small"
      stripedRows
      className={styles.table}
      aria-label={t('admin-stats:table.caption', { title: props.title })}
      data-testid={`stats-table-${props.name}`}
    >
      <Column
        field="label"
        header={t(props.name === 'conversion' ? 'admin-stats:table.step' : 'admin-stats:table.period')}
      />
      {props.series.datasets.map((d) => (
        <Column
          key={d.key}
          field={d.key}
          header={t(`admin-stats:datasets.${d.key}`)}
          bodyClassName={styles.number}
          headerClassName={styles.number}
        />
      ))}
    </DataTable>
  );
}

/** One chart of the statistics, its CSV download and its numbers as a table. */
export function StatsChartCard(props: { name: SeriesName; query: StatsQuery }) {
  const { name, query } = props;
  const { t, i18n } = useTranslation('admin-stats');
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'it-IT';
  const showError = useApiErrorToast();
  const [showData, setShowData] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [colors] = useState(themeColors);
  const chart = useRef<ChartHandle>(null);
  const [chartJs, setChartJs] = useState(false);
  useEffect(() => {
    let live = true;
    void loadChartJs().then(() => {
      if (live) setChartJs(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const series = useQuery({
    queryKey: statsKeys.series(name, query),
    queryFn: ({ signal }) => getSeries(name, query, signal),
    placeholderData: (previous) => previous,
  });
  const title = t(`admin-stats:charts.${name}.title`);
  const data = useMemo(
    () => (series.data ? statsChartData(name, series.data, t, locale, colors) : null),
    [name, series.data, t, locale, colors],
  );
  const options = useMemo(
    () => (series.data ? statsChartOptions(name, series.data, t, colors) : undefined),
    [name, series.data, t, colors],
  );

  // A canvas does not wait for web fonts: draw again once Work Sans is there.
  useEffect(() => {
    if (!chartJs) return;
    let live = true;
    void document.fonts.load(`${chartFont.size}px "${chartFont.family}"`).then(() => {
      if (live) chart.current?.getChart()?.update();
    });
    return () => {
      live = false;
    };
  }, [chartJs]);

  const download = () => {
    setDownloading(true);
    fetchSeriesCsv(name, query)
      .then((blob) => openBlob(blob, csvFileName(name, query), false))
      .catch(showError)
      .finally(() => setDownloading(false));
  };

  const empty = series.data?.datasets.every((d) => d.key === 'rate' || d.data.every((v) => !v)) ?? false;
  const actions = (
    <div className={styles.actions}>
      <Button
        type="button"
        label={t(showData ? 'admin-stats:actions.hideData' : 'admin-stats:actions.showData')}
        icon="pi pi-table"
        size="small"
        outlined
        aria-pressed={showData}
        aria-controls={`stats-data-${name}`}
        onClick={() => setShowData((shown) => !shown)}
        disabled={!series.data}
        data-testid={`stats-toggle-${name}`}
      />
      <Button
        type="button"
        label={t('admin-stats:actions.csv')}
        aria-label={t('admin-stats:actions.csvLabel', { title })}
        icon="pi pi-download"
        size="small"
        outlined
        loading={downloading}
        onClick={download}
        disabled={!series.data}
        data-testid={`stats-csv-${name}`}
      />
    </div>
  );

  return (
    <SectionCard
      id={`stats-${name}`}
      icon={icons[name]}
      title={title}
      description={t(`admin-stats:charts.${name}.description`)}
      actions={actions}
    >
      {(series.isPending || !chartJs) && <LoadingBlock label={t('admin-stats:loading')} />}
      {series.isError && !series.data && (
        <EmptyState icon="pi pi-exclamation-triangle">{t('admin-stats:error')}</EmptyState>
      )}
      {series.data && data && chartJs && (
        <>
          <div className={styles.chart} data-busy={series.isFetching} data-testid={`stats-chart-${name}`}>
            <Chart
              ref={chart as never}
              type={chartKinds[name]}
              data={data}
              options={options}
              style={{ height: '100%' }}
              ariaLabel={t('admin-stats:chartLabel', { title })}
            />
          </div>
          {empty && <p className={styles.note}>{t('admin-stats:empty')}</p>}
          <div id={`stats-data-${name}`}>
            {showData && <SeriesTable name={name} series={series.data} title={title} />}
          </div>
        </>
      )}
    </SectionCard>
  );
}
