import type { BoardCard, BoardColumn } from '@hiring/domain';
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column';
import { DataTable, type DataTableFilterMeta } from 'primereact/datatable';
import { TriStateCheckbox } from 'primereact/tristatecheckbox';
import { createContext, useContext, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import styles from './Board.module.css';
import { boardRows, type BoardRow } from './board-rows';
import { emptyFilters } from './list-filters';
import { useColumnFilters } from '../../shared/table/useColumnFilters';
import { PersonAvatar } from './PersonAvatar';
import { StepTag } from './StepTag';

/** Row height (px) for the virtual scroller: only the visible rows are in the page. */
const ROW_PX = 52;
/**
 * Rows rendered beyond each edge of the view (PrimeReact's default is half a view, about 5 here):
 * fewer rows to mount per frame when the list is flung through.
 */
const EXTRA_ROWS = 2;

/** Keeps a click on a selection box from opening the candidate. */
const stop = (event: SyntheticEvent) => event.stopPropagation();

interface Selection {
  selected: ReadonlySet<number>;
  selectOne: (id: number, on: boolean) => void;
  allSelected: boolean;
  selectAll: (on: boolean) => void;
  empty: boolean;
}

/**
 * The selection, for the boxes: PrimeReact memoizes its cells on their row, so a box re-renders on
 * a change of selection through this context, not through the cell.
 */
const SelectionContext = createContext<Selection | null>(null);

function RowBox(props: { id: number; label: string }) {
  const { selected, selectOne } = useContext(SelectionContext)!;
  return (
    <input
      type="checkbox"
      checked={selected.has(props.id)}
      aria-label={props.label}
      onChange={(event) => selectOne(props.id, event.target.checked)}
      onClick={stop}
    />
  );
}

function AllBox() {
  const { t } = useTranslation();
  const { allSelected, selectAll, empty } = useContext(SelectionContext)!;
  return (
    <input
      type="checkbox"
      checked={allSelected}
      disabled={empty}
      aria-label={t('board.list.selectAll')}
      onChange={(event) => selectAll(event.target.checked)}
    />
  );
}

/**
 * The list view (and the new-applications list): a virtualized table with checkbox selection,
 * sorting and the spec's filter match modes; a click on a row opens the candidate.
 *
 * The selection boxes are native checkboxes, not PrimeReact's selection column: each PrimeReact
 * Checkbox that mounts rewrites PrimeReact's <style> elements, which restyles and lays out the
 * whole page, once per row scrolled into view.
 */
export function BoardTable(props: {
  cards: readonly BoardCard[];
  columns: readonly BoardColumn[];
  selected: ReadonlySet<number>;
  onSelectionChange: (ids: number[]) => void;
  /** False on a board the caller may not change: no selection column (no bulk actions). */
  selectable: boolean;
  onOpen: (card: BoardCard) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<DataTableFilterMeta>(emptyFilters);
  const rows = useMemo(
    () => boardRows(props.cards, props.columns, t('board.tabs.new'), i18n.resolvedLanguage),
    [props.cards, props.columns, t, i18n.resolvedLanguage],
  );
  const table = useRef<DataTable<BoardRow[]>>(null);
  // The rows the filters let through, as the table last reported them (all rows until it does).
  const [shown, setShown] = useState<{ from: readonly BoardRow[]; rows: readonly BoardRow[] } | null>(null);
  const visible = shown?.from === rows ? shown.rows : rows;
  const { selected, onSelectionChange } = props;
  const selection = useMemo<Selection>(
    () => ({
      selected,
      selectOne: (id, on) =>
        onSelectionChange(on ? [...selected, id] : [...selected].filter((other) => other !== id)),
      allSelected: visible.length > 0 && visible.every((row) => selected.has(row.id)),
      selectAll: (on) => {
        // The table's own filtered rows at the moment of the click.
        const current = table.current?.getProcessedData() ?? visible;
        const ids = new Set(selected);
        for (const row of current) {
          if (on) ids.add(row.id);
          else ids.delete(row.id);
        }
        onSelectionChange([...ids]);
      },
      empty: visible.length === 0,
    }),
    [selected, onSelectionChange, visible],
  );
  // Spec 9's match modes and the filter menu's buttons, in the app's words.
  const columnFilter = useColumnFilters();
  const viewedFilter = (options: ColumnFilterElementTemplateOptions) => (
    <TriStateCheckbox
      value={options.value as boolean | null}
      onChange={(event) => options.filterCallback(event.value)}
      aria-label={t('board.list.viewed')}
    />
  );

  const content = (
    <DataTable
      ref={table}
      value={rows}
      dataKey="id"
      data-testid={props.testId}
      onValueChange={(value) => setShown({ from: rows, rows: value })}
      onRowClick={(event) => {
        if ((event.originalEvent.target as HTMLElement).closest(`.${styles.selectCell}`)) return;
        props.onOpen((event.data as BoardRow).card);
      }}
      rowClassName={(row: BoardRow) =>
        `${styles.clickableRow ?? ''} ${selected.has(row.id) ? 'p-highlight' : ''}`
      }
      filters={filters}
      onFilter={(event) => setFilters(event.filters)}
      filterDisplay="menu"
      sortField="appliedAt"
      sortOrder={-1}
      scrollable
      scrollHeight="max(20rem, calc(100vh - 22rem))"
      virtualScrollerOptions={{ itemSize: ROW_PX, numToleratedItems: EXTRA_ROWS }}
      emptyMessage={t('board.list.empty')}
      size="small"
    >
      {props.selectable && (
        <Column
          headerClassName={styles.selectCell}
          bodyClassName={styles.selectCell}
          header={<AllBox />}
          body={(row: BoardRow) => <RowBox id={row.id} label={t('board.select', { name: row.candidate })} />}
        />
      )}
      <Column
        field="candidate"
        header={t('board.list.candidate')}
        sortable
        {...columnFilter('text')}
        filterField="candidate"
        filterPlaceholder={t('board.filters.search')}
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
        {...columnFilter('text')}
        filterPlaceholder={t('board.filters.search')}
      />
      <Column
        field="lastStep"
        header={t('board.list.lastStep')}
        sortable
        {...columnFilter('text')}
        filterPlaceholder={t('board.filters.search')}
        body={(row: BoardRow) =>
          row.card.lastStep && (
            <StepTag stepKey={row.card.lastStep.key} style={row.card.lastStep.style} label={row.lastStep} />
          )
        }
      />
      <Column
        field="appliedAt"
        header={t('board.list.appliedAt')}
        sortable
        {...columnFilter('date')}
        body={(row: BoardRow) => formatDate(row.appliedAt)}
      />
      <Column
        field="viewed"
        header={t('board.list.viewed')}
        sortable
        {...columnFilter('text')}
        dataType="boolean"
        showFilterMatchModes={false}
        filterElement={viewedFilter}
        body={(row: BoardRow) => (row.viewed ? t('common.yes') : t('common.no'))}
      />
    </DataTable>
  );
  return <SelectionContext.Provider value={selection}>{content}</SelectionContext.Provider>;
}
