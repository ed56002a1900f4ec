import type { BoardColumn } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import styles from './Board.module.css';
import { useBulkActions } from './useBulkActions';

/** Actions on the selected applications: move to a column, reject, clear the selection. */
export function BulkBar(props: {
  jobId: number;
  columns: readonly BoardColumn[];
  selected: ReadonlySet<number>;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const bulk = useBulkActions(props.jobId, props.onClear);
  const ids = [...props.selected];
  if (ids.length === 0) return null;
  return (
    <div className={styles.bulkBar} role="toolbar" aria-label={t('board.bulk.title')} data-testid="bulk-bar">
      <strong>{t('board.bulk.selected', { count: ids.length })}</strong>
      <Dropdown
        options={props.columns.map((c) => ({ label: c.name, value: c.id }))}
        placeholder={t('board.bulk.moveTo')}
        aria-label={t('board.bulk.moveTo')}
        disabled={bulk.isPending}
        onChange={(event) => bulk.mutate({ kind: 'move', ids, columnId: event.value as number })}
        data-testid="bulk-move"
      />
      <Button
        type="button"
        icon="pi pi-ban"
        label={t('board.bulk.reject')}
        severity="danger"
        outlined
        loading={bulk.isPending}
        onClick={() => bulk.mutate({ kind: 'reject', ids })}
        data-testid="bulk-reject"
      />
      <Button type="button" label={t('board.bulk.clear')} text onClick={props.onClear} />
    </div>
  );
}
