import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import { ToneTag, type Tone } from '../../shared/ui/ToneTag';
import styles from '../spending/Billing.module.css';
import type { CompanyLicense } from './license-api';
import { licensePeriodState, type LicensePeriodState } from './license-period';

const tone: Record<LicensePeriodState, Tone> = {
  active: 'success',
  upcoming: 'info',
  ended: 'neutral',
};

/** The company's licence periods, newest first: which licence, from when to when, and where each stands. */
export function LicenseHistoryTable(props: { periods: readonly CompanyLicense[]; today: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const rows = props.periods.map((period) => ({
    ...period,
    licenseName: period.license ? labelOf(period.license, lang) : `#${period.licenseId}`,
    state: licensePeriodState(period, props.today),
    // Open-ended periods sort as the latest end.
    endsSort: period.endsOn ?? '9999-12-31',
  }));
  type Row = (typeof rows)[number];
  return (
    <DataTable
      value={rows}
      dataKey="id"
      size="small"
      stripedRows
      sortField="startsOn"
      sortOrder={-1}
      paginator={rows.length > 10}
      rows={10}
      aria-label={t('billing:license.history')}
      emptyMessage={t('billing:license.historyEmpty')}
      data-testid="license-history"
    >
      <Column
        field="licenseName"
        header={t('billing:license.name')}
        sortable
        body={(row: Row) => <span className={styles.person}>{row.licenseName}</span>}
      />
      <Column
        field="startsOn"
        header={t('billing:license.from')}
        sortable
        body={(row: Row) => formatDate(row.startsOn)}
      />
      <Column
        field="endsSort"
        header={t('billing:license.to')}
        sortable
        body={(row: Row) =>
          row.endsOn === null ? (
            <span className={styles.muted}>{t('billing:license.noEnd')}</span>
          ) : (
            formatDate(row.endsOn)
          )
        }
      />
      <Column
        header={t('billing:license.monthly')}
        body={(row: Row) =>
          row.license ? (
            <span className={styles.money}>{formatMoney(row.license.monthlyPriceCents)}</span>
          ) : (
            '—'
          )
        }
      />
      <Column
        field="state"
        header={t('billing:license.state')}
        sortable
        body={(row: Row) => (
          <ToneTag tone={tone[row.state]} value={t(`billing:license.states.${row.state}`)} />
        )}
      />
    </DataTable>
  );
}
