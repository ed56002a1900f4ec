import type { BoardCard, BoardColumn } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import {
  Column,
  type ColumnFilterApplyTemplateOptions,
  type ColumnFilterClearTemplateOptions,
  type ColumnFilterElementTemplateOptions,
  type ColumnProps,
} from 'primereact/column';
import { DataTable, type DataTableFilterMeta } from 'primereact/datatable';
import { TriStateCheckbox } from 'primereact/tristatecheckbox';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import styles from './Board.module.css';
import { boardRows, type BoardRow } from './board-rows';
import { dateMatchModes, emptyFilters, textMatchModes } from './list-filters';
import { PersonAvatar } from './PersonAvatar';
import { StepTag } from './StepTag';

/** Row height (px) for the virtual scroller: only the visible rows are in the page. */
const ROW_PX = 52;

/**
 * The list view (and the new-applications list): a virtualized table with checkbox selection,
 * sorting and the spec's filter match modes; a click on a row opens the candidate.
 */
export function BoardTable(props: {
  cards: readonly BoardCard[];
  columns: readonly BoardColumn[];
  selected: ReadonlySet<number>;
  onSelectionChange: (ids: number[]) => void;
  onOpen: (card: BoardCard) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<DataTableFilterMeta>(emptyFilters);
  const rows = useMemo(
    () => boardRows(props.cards, props.columns, t('board.tabs.new'), i18n.resolvedLanguage),
    [props.cards, props.columns, t, i18n.resolvedLanguage],
  );
  const selection = useMemo(() => rows.filter((row) => props.selected.has(row.id)), [rows, props.selected]);
  const modes = (values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`board.filters.${value}`) }));
  // PrimeReact's own button labels are English only: the app's words instead.
  const filterButtons: Pick<
    ColumnProps,
    'filterApply' | 'filterClear' | 'showFilterOperator' | 'showAddButton'
  > = {
    filterApply: (options: ColumnFilterApplyTemplateOptions) => (
      <Button
        type="button"
        size="small"
        label={t('board.filters.apply')}
        onClick={() => options.filterApplyCallback()}
      />
    ),
    filterClear: (options: ColumnFilterClearTemplateOptions) => (
      <Button
        type="button"
        size="small"
        outlined
        label={t('board.filters.clear')}
        onClick={options.filterClearCallback}
      />
    ),
    showFilterOperator: false,
    showAddButton: false,
  };
  const dateFilter = (options: ColumnFilterElementTemplateOptions) => (
    <Calendar
      value={options.value as Date | null}
      onChange={(event) => options.filterCallback(event.value, options.index)}
      dateFormat="dd/mm/yy"
      placeholder={t('board.filters.date')}
    />
  );
  const viewedFilter = (options: ColumnFilterElementTemplateOptions) => (
    <TriStateCheckbox
      value={options.value as boolean | null}
      onChange={(event) => options.filterCallback(event.value)}
      aria-label={t('board.list.viewed')}
    />
  );

  return (
    <DataTable
      value={rows}
      dataKey="id"
      data-testid={props.testId}
      selectionMode="checkbox"
      selection={selection}
      onSelectionChange={(event) => props.onSelectionChange((event.value as BoardRow[]).map((r) => r.id))}
      onRowClick={(event) => {
        if ((event.originalEvent.target as HTMLElement).closest('.p-selection-column')) return;
        props.onOpen((event.data as BoardRow).card);
      }}
      rowClassName={() => styles.clickableRow ?? ''}
      filters={filters}
      onFilter={(event) => setFilters(event.filters)}
      filterDisplay="menu"
      sortField="appliedAt"
      sortOrder={-1}
      scrollable
      scrollHeight="max(20rem, calc(100vh - 22rem))"
      virtualScrollerOptions={{ itemSize: ROW_PX }}
      emptyMessage={t('board.list.empty')}
      size="small"
    >
      <Column selectionMode="multiple" headerStyle={{ width: '3rem' }} />
      <Column
        field="candidate"
        header={t('board.list.candidate')}
        sortable
        filter
        filterField="candidate"
        filterMatchModeOptions={modes(textMatchModes)}
        filterPlaceholder={t('board.filters.search')}
        {...filterButtons}
        body={(row: BoardRow) => (
          <span className={styles.nameCell}>
            <PersonAvatar name={row.candidate} picture={row.card.candidate.picture} />
            <span>
              {row.candidate}
              {row.card.locked && (
                <i className={`pi pi-lock ${styles.inlineLock}`} title={t('board.locked')} />
              )}
            </span>
          </span>
        )}
      />
      <Column
        field="column"
        header={t('board.list.column')}
        sortable
        filter
        filterMatchModeOptions={modes(textMatchModes)}
        filterPlaceholder={t('board.filters.search')}
        {...filterButtons}
      />
      <Column
        field="lastStep"
        header={t('board.list.lastStep')}
        sortable
        filter
        filterMatchModeOptions={modes(textMatchModes)}
        filterPlaceholder={t('board.filters.search')}
        {...filterButtons}
        body={(row: BoardRow) =>
          row.card.lastStep && (
            <StepTag stepKey={row.card.lastStep.key} style={row.card.lastStep.style} label={row.lastStep} />
          )
        }
      />
      <Column
        field="appliedAt"
        header={t('board.list.appliedAt')}
        dataType="date"
        sortable
        filter
        filterMatchModeOptions={modes(dateMatchModes)}
        filterElement={dateFilter}
        {...filterButtons}
        body={(row: BoardRow) => formatDate(row.appliedAt)}
      />
      <Column
        field="viewed"
        header={t('board.list.viewed')}
        dataType="boolean"
        sortable
        filter
        showFilterMatchModes={false}
        filterElement={viewedFilter}
        {...filterButtons}
        body={(row: BoardRow) => (row.viewed ? t('common.yes') : t('common.no'))}
      />
    </DataTable>
  );
}
