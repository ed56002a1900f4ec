import type { SearchResultItem } from '@hiring/domain';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/date';
import { MatchList } from './MatchList';
import styles from './Search.module.css';
import type { useMatchText } from './useMatchText';
import { formatScore } from '../../shared/format/number';

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
      tableStyle={{ minWidth: '44rem' }}
    >
      <Column
        header={t('search.columns.name')}
        body={(r: SearchResultItem) => (
          <>
            <strong>{`${r.firstname} ${r.lastname}`}</strong>
            {r.headline && <div className={styles.sub}>{r.headline}</div>}
          </>
        )}
      />
      <Column
        header={t('search.columns.where')}
        body={(r: SearchResultItem) => r.location && `${r.location.name} (${r.location.province})`}
      />
      <Column
        header={t('search.columns.skills')}
        body={(r: SearchResultItem) =>
          r.skills.map((s) => `${s.name} (${t('search.years', { count: s.years })})`).join(', ')
        }
      />
      <Column header={t('search.rank')} body={(r: SearchResultItem) => formatScore(r.rank)} />
      <Column
        header={t('search.match.title')}
        body={(r: SearchResultItem) => <MatchList matches={r.matches} describe={props.describe} />}
        style={{ minWidth: '16rem' }}
      />
      <Column
        header={t('search.columns.modified')}
        body={(r: SearchResultItem) => formatDateTime(r.updatedAt)}
      />
    </DataTable>
  );
}
