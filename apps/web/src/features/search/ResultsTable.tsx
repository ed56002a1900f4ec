import type { SearchResultItem } from '@hiring/domain';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { MatchList } from './MatchList';
import { resultPlace } from './ResultCard';
import type { useMatchText } from './useMatchText';

/** The results as a table: one row per candidate, the rank explanation in its own column. */
export function ResultsTable(props: {
  items: SearchResultItem[];
  describe: ReturnType<typeof useMatchText>;
  onOpen: (item: SearchResultItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      value={props.items}
      dataKey="userId"
      size="small"
      stripedRows
      selectionMode="single"
      onRowClick={(event) => props.onOpen(event.data as SearchResultItem)}
      data-testid="results-table"
      tableStyle={{ minWidth: '48rem' }}
    >
      <Column header={t('search.columns.name')} body={(r: SearchResultItem) => `${r.firstname} ${r.lastname}`} />
      <Column header={t('search.columns.headline')} field="headline" />
      <Column header={t('search.columns.where')} body={resultPlace} />
      <Column
        header={t('search.columns.skills')}
        body={(r: SearchResultItem) =>
          r.skills.map((s) => `${s.name} (${t('search.years', { count: s.years })})`).join(', ')
        }
      />
      <Column header={t('search.rank')} body={(r: SearchResultItem) => r.rank.toFixed(2)} />
      <Column
        header={t('search.match.title')}
        body={(r: SearchResultItem) => <MatchList matches={r.matches} describe={props.describe} />}
        style={{ minWidth: '16rem' }}
      />
      <Column header={t('search.columns.modified')} body={(r: SearchResultItem) => formatDateTime(r.updatedAt)} />
    </DataTable>
  );
}
