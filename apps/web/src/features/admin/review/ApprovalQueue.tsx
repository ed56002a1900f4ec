import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';
import { QUEUE_PATH, type ApprovalKind, type QueueItem } from './review-api';
import styles from './Review.module.css';

const columns = {
  title: 'text',
  companyName: 'text',
  requestedAt: 'date',
} as const;

interface ApprovalQueueProps {
  kind: ApprovalKind | null;
  selected: string | null;
  onSelect: (item: QueueItem) => void;
}

/** What waits for approval, oldest first (server-paged, sorted and filtered). */
export function ApprovalQueue({ kind, selected, onSelect }: ApprovalQueueProps) {
  const { t } = useTranslation();
  const filters = useColumnFilters();
  const { tableProps } = useLazyTable<QueueItem>({
    path: QUEUE_PATH,
    columns,
    sortField: 'requestedAt',
    sortOrder: 1,
    where: kind ? { kind } : undefined,
  });
  return (
    <DataTable
      {...tableProps}
      dataKey="key"
      // No paginator on an empty table (its disabled controls say nothing).
      paginator={tableProps.totalRecords > 0}
      size="small"
      stripedRows
      emptyMessage={t('admin-review:approval.empty')}
      aria-label={t('admin-review:approval.tableLabel')}
      data-testid="approval-queue"
      rowClassName={(row: QueueItem) => ({ [styles.selectedRow!]: row.key === selected })}
    >
      <Column
        field="title"
        header={t('admin-review:approval.columns.item')}
        sortable
        {...filters('text')}
        body={(row: QueueItem) => (
          <div className={styles.cellStack}>
            <button
              type="button"
              className={styles.rowButton}
              onClick={() => onSelect(row)}
              aria-pressed={row.key === selected}
              data-testid="queue-open"
              data-key={row.key}
            >
              {row.title}
            </button>
            <span>
              <Tag
                value={t(`admin-review:approval.kind.${row.kind}`)}
                severity={row.kind === 'job' ? 'info' : 'secondary'}
                icon={row.kind === 'job' ? 'pi pi-briefcase' : 'pi pi-building'}
              />
            </span>
          </div>
        )}
      />
      <Column
        field="companyName"
        header={t('admin-review:approval.columns.company')}
        sortable
        {...filters('text')}
        body={(row: QueueItem) => (
          <div className={styles.cellStack}>
            <span>{row.companyName}</span>
            <span className={styles.muted}>
              {t('admin-review:approval.askedBy', { who: row.requesterName ?? '—' })}
            </span>
          </div>
        )}
      />
      <Column
        field="requestedAt"
        header={t('admin-review:approval.columns.requestedAt')}
        sortable
        {...filters('date')}
        body={(row: QueueItem) => <span className={styles.nowrap}>{formatDateTime(row.requestedAt)}</span>}
      />
    </DataTable>
  );
}
