import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { fieldChanges } from './history-format';
import type { PricingHistoryRow } from './pricing-api';
import styles from './Pricing.module.css';

const columns = {
  createdAt: 'date',
  action: 'text',
  actor: 'text',
  company: 'text',
  subject: 'text',
  publishCents: 'numeric',
  dayCents: 'numeric',
  monthlyPriceCents: 'numeric',
} as const;

/** Who changed what and when in pricing (the audit log): paged, sorted and filtered by the server. */
export function HistoryPanel() {
  const { t } = useTranslation('admin-pricing');
  const { tableProps } = useLazyTable<PricingHistoryRow>({
    path: '/admin/pricing/history',
    columns,
    sortField: 'createdAt',
    sortOrder: -1,
  });
  const filters = useColumnFilters();
  const money = (value: number | null) =>
    value === null ? '' : <span className={styles.money}>{formatMoney(value)}</span>;
  const text = (field: keyof typeof columns, header: string) => (
    <Column field={field} header={header} sortable {...filters('text')} filterPlaceholder={header} />
  );
  const numeric = (field: 'publishCents' | 'dayCents' | 'monthlyPriceCents', header: string) => (
    <Column
      field={field}
      header={header}
      sortable
      {...filters('numeric')}
      body={(row: PricingHistoryRow) => money(row[field])}
    />
  );

  return (
    <section className={styles.section} aria-labelledby="history-title">
      <div>
        <h2 className={styles.sectionTitle} id="history-title">
          {t('admin-pricing:history.title')}
        </h2>
        <p className={styles.sectionNote}>{t('admin-pricing:history.note')}</p>
      </div>
      <DataTable
        {...tableProps}
        size="small"
        stripedRows
        scrollable
        tableStyle={{ minWidth: '84rem' }}
        emptyMessage={t('admin-pricing:history.empty')}
        aria-labelledby="history-title"
        data-testid="pricing-history"
      >
        <Column
          field="createdAt"
          header={t('admin-pricing:history.when')}
          sortable
          {...filters('date')}
          body={(row: PricingHistoryRow) => formatDateTime(row.createdAt)}
        />
        <Column
          field="action"
          header={t('admin-pricing:history.action')}
          sortable
          {...filters('text')}
          body={(row: PricingHistoryRow) =>
            t(`admin-pricing:history.actions.${row.action}`, { defaultValue: row.action })
          }
        />
        <Column
          field="actor"
          header={t('admin-pricing:history.actor')}
          sortable
          {...filters('text')}
          body={(row: PricingHistoryRow) => row.actor.name}
        />
        {text('company', t('admin-pricing:history.company'))}
        {text('subject', t('admin-pricing:history.subject'))}
        <Column
          header={t('admin-pricing:history.change')}
          style={{ minWidth: '18rem' }}
          body={(row: PricingHistoryRow) => (
            <ul className={styles.change}>
              {fieldChanges(row.data?.before, row.data?.after).map((c) => (
                <li key={c.field}>
                  <b>{t(`admin-pricing:history.fields.${c.field}`, { defaultValue: c.field })}</b>: {c.before}{' '}
                  → {c.after}
                </li>
              ))}
              {row.data?.validFrom && (
                <li>
                  <b>{t('admin-pricing:history.validFrom')}</b>: {formatDateTime(row.data.validFrom)}
                </li>
              )}
              {row.data?.note && (
                <li>
                  <b>{t('admin-pricing:price.note')}</b>: {row.data.note}
                </li>
              )}
            </ul>
          )}
        />
        {numeric('publishCents', t('admin-pricing:tiers.publish'))}
        {numeric('dayCents', t('admin-pricing:tiers.day'))}
        {numeric('monthlyPriceCents', t('admin-pricing:licenses.price'))}
      </DataTable>
    </section>
  );
}
