import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/PageHeader';
import { StatsChartCard } from './stats/StatsChartCard';
import { StatsFilters, type StatsFilterValue } from './stats/StatsFilters';
import { seriesNames, type StatsQuery } from './stats/stats-api';
import { applyChartDefaults } from './stats/stats-chart';
import { italianDay, presetRange } from './stats/stats-range';
import styles from './stats/Stats.module.css';

applyChartDefaults();

const now = () => new Date();

/** /admin/stats — back office: the service's use in charts, per range and company, with CSV (docs/stats.md). */
export function AdminStatsPage() {
  const { t } = useTranslation(['dashboard', 'admin-stats']);
  const [filters, setFilters] = useState<StatsFilterValue>(() => ({
    range: presetRange('last30', now()),
    bucket: null,
    company: null,
  }));
  const query: StatsQuery = {
    from: filters.range.from,
    to: filters.range.to,
    ...(filters.bucket ? { bucket: filters.bucket } : {}),
    ...(filters.company ? { companyId: filters.company.id } : {}),
  };
  return (
    <>
      <PageHeader title={t('routes.admin_stats')} />
      <StatsFilters value={filters} onChange={setFilters} now={now} />
      <p className={styles.summary} aria-live="polite" data-testid="stats-summary">
        {t('admin-stats:summary', {
          from: italianDay(query.from),
          to: italianDay(query.to),
          company: filters.company?.name ?? t('admin-stats:company.all'),
        })}
        {filters.company && (
          <>
            <br />
            {t('admin-stats:company.candidatesNote')}
          </>
        )}
      </p>
      <div className={styles.grid}>
        {seriesNames.map((name) => (
          <StatsChartCard key={name} name={name} query={query} />
        ))}
      </div>
    </>
  );
}
