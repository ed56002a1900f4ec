import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { versionsPath, type VersionRow } from './ai-api';
import styles from './AdminAi.module.css';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';

interface VersionTableProps {
  promptId: number;
  /** The version in use (its row cannot be rolled back to). */
  current: number;
  onCompare: (version: number) => void;
  onRollback: (version: number) => void;
}

/** A prompt's history (version, who, when, note), newest first, paged by the server. */
export function VersionTable({ promptId, current, onCompare, onRollback }: VersionTableProps) {
  const { t } = useTranslation('admin-ai');
  const filters = useColumnFilters();
  const { tableProps } = useLazyTable<VersionRow>({
    path: versionsPath(promptId),
    columns: { version: 'numeric', note: 'text', createdAt: 'date' },
    sortField: 'version',
    sortOrder: -1,
    rows: 10,
  });
  return (
    <DataTable
      {...tableProps}
      size="small"
      stripedRows
      emptyMessage={t('admin-ai:history.empty')}
      aria-label={t('admin-ai:history.title')}
      data-testid="ai-history"
    >
      <Column
        field="version"
        header={t('admin-ai:history.version')}
        sortable
        {...filters('numeric')}
        body={(row: VersionRow) => (
          <span data-testid={`ai-history-v${row.version}`}>
            v{row.version}
            {row.version === current && ` · ${t('admin-ai:history.inUse')}`}
          </span>
        )}
      />
      <Column
        field="createdByName"
        header={t('admin-ai:history.by')}
        body={(row: VersionRow) => row.createdByName ?? t('admin-ai:history.shipped')}
      />
      <Column
        field="createdAt"
        header={t('admin-ai:history.at')}
        sortable
        {...filters('date')}
        body={(row: VersionRow) => formatDateTime(row.createdAt)}
      />
      <Column
        field="note"
        header={t('admin-ai:history.note')}
        sortable
        {...filters('text')}
        body={(row: VersionRow) => row.note ?? (row.version === 0 ? t('admin-ai:history.shippedNote') : '')}
      />
      <Column
        header={t('admin-ai:history.actions')}
        body={(row: VersionRow) => (
          <div className={styles.rowActions}>
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-arrow-right-arrow-left"
              aria-label={t('admin-ai:history.compare', { version: row.version })}
              tooltip={t('admin-ai:history.compare', { version: row.version })}
              onClick={() => onCompare(row.version)}
              data-testid={`ai-compare-v${row.version}`}
            />
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              icon="pi pi-history"
              aria-label={t('admin-ai:history.rollback', { version: row.version })}
              tooltip={t('admin-ai:history.rollback', { version: row.version })}
              disabled={row.version === current}
              onClick={() => onRollback(row.version)}
              data-testid={`ai-rollback-v${row.version}`}
            />
          </div>
        )}
      />
    </DataTable>
  );
}
