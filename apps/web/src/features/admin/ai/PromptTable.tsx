import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLazyTable } from '../../../shared/table/useLazyTable';
import { promptsPath, type PromptRow } from './ai-api';
import { useColumnFilters } from '../../../shared/table/useColumnFilters';

/** The prompts (key, language, version in use, who changed it and when), paged by the server. */
export function PromptTable({
  selectedId,
  onOpen,
}: {
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('admin-ai');
  const filters = useColumnFilters();
  const { tableProps } = useLazyTable<PromptRow>({
    path: promptsPath,
    columns: { key: 'text', lang: 'text', version: 'numeric', updatedAt: 'date' },
    sortField: 'key',
    sortOrder: 1,
    rows: 10,
  });
  return (
    <DataTable
      {...tableProps}
      size="small"
      stripedRows
      emptyMessage={t('admin-ai:prompts.empty')}
      rowClassName={(row: PromptRow) => (row.id === selectedId ? 'p-highlight' : '')}
      aria-label={t('admin-ai:prompts.title')}
      data-testid="ai-prompts"
    >
      <Column field="key" header={t('admin-ai:prompts.key')} sortable {...filters('text')} />
      <Column
        field="lang"
        header={t('admin-ai:prompts.lang')}
        sortable
        {...filters('text')}
        body={(row: PromptRow) => t(`admin-ai:lang.${row.lang === 'en' ? 'en' : 'it'}`)}
      />
      <Column
        field="version"
        header={t('admin-ai:prompts.version')}
        sortable
        {...filters('numeric')}
        body={(row: PromptRow) => `v${row.version}`}
      />
      <Column
        field="updatedByName"
        header={t('admin-ai:prompts.updatedBy')}
        body={(row: PromptRow) => row.updatedByName ?? t('admin-ai:prompts.shipped')}
      />
      <Column
        field="updatedAt"
        header={t('admin-ai:prompts.updatedAt')}
        sortable
        {...filters('date')}
        body={(row: PromptRow) => formatDateTime(row.updatedAt)}
      />
      <Column
        header={t('admin-ai:prompts.actions')}
        body={(row: PromptRow) => (
          <Button
            type="button"
            size="small"
            icon="pi pi-pencil"
            label={t('admin-ai:prompts.open')}
            aria-label={t('admin-ai:prompts.openOne', { key: row.key, lang: row.lang })}
            outlined={row.id !== selectedId}
            onClick={() => onOpen(row.id)}
            data-testid={`ai-prompt-open-${row.key}-${row.lang}`}
          />
        )}
      />
    </DataTable>
  );
}
