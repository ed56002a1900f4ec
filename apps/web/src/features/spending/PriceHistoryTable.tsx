import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { ToneTag, type Tone } from '../../shared/ui/ToneTag';
import type { TierPriceList } from './billing-api';
import styles from './Billing.module.css';
import { priceHistoryView, type PriceHistoryView, type PriceRowState } from './price-history';

/** The row in force stands out; a scheduled one is news; replaced ones are neutral (the theme has no grey tag). */
const stateTone: Record<PriceRowState, Tone> = {
  current: 'success',
  scheduled: 'info',
  past: 'neutral',
};

/** A tier's price rows, newest first by default, paged and sortable; the row in force is marked. */
export function PriceHistoryTable(props: { priceList: TierPriceList; tierName: string }) {
  const { t } = useTranslation();
  const [now] = useState(() => Date.now());
  const rows = useMemo(
    () =>
      priceHistoryView(props.priceList.history, props.priceList.source, now).map((row) => ({
        ...row,
        author: row.createdBy ? `${row.createdBy.firstname} ${row.createdBy.lastname}` : '',
      })),
    [props.priceList, now],
  );
  type Row = (typeof rows)[number];
  const price = (cents: number | null) =>
    cents === null ? (
      <span className={styles.muted}>{t('billing:pricelist.history.listPrice')}</span>
    ) : (
      <span className={styles.money}>{formatMoney(cents)}</span>
    );
  const kindLabel = (row: PriceHistoryView) => t(`billing:pricelist.history.kind.${row.kind}`);

  return (
    <DataTable
      value={rows}
      dataKey="id"
      size="small"
      stripedRows
      paginator={rows.length > 5}
      rows={5}
      rowsPerPageOptions={[5, 10, 25]}
      sortField="validFromTime"
      sortOrder={-1}
      removableSort
      className={styles.history}
      aria-label={t('billing:pricelist.history.label', { tier: props.tierName })}
      emptyMessage={t('billing:pricelist.history.empty')}
      data-testid="price-history"
    >
      <Column
        field="validFromTime"
        header={t('billing:pricelist.history.validFrom')}
        sortable
        body={(row: Row) => formatDateTime(row.validFrom)}
      />
      <Column field="kind" header={t('billing:pricelist.history.kindHeader')} sortable body={kindLabel} />
      <Column
        field="publishCents"
        header={t('billing:pricelist.publish')}
        sortable
        body={(row: Row) => price(row.publishCents)}
      />
      <Column
        field="dayCents"
        header={t('billing:pricelist.day')}
        sortable
        body={(row: Row) => price(row.dayCents)}
      />
      <Column
        field="state"
        header={t('billing:pricelist.history.state')}
        sortable
        body={(row: Row) => (
          <ToneTag tone={stateTone[row.state]} value={t(`billing:pricelist.history.states.${row.state}`)} />
        )}
      />
      <Column field="author" header={t('billing:pricelist.history.author')} sortable />
      <Column field="note" header={t('billing:pricelist.history.note')} />
    </DataTable>
  );
}
