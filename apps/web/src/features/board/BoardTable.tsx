import type { BoardCard, BoardColumn } from '@hiring/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableFilterMeta } from 'primereact/datatable';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import styles from './Board.module.css';
import table from './BoardTable.module.css';
import { boardRows, type BoardRow } from './board-rows';
import { emptyFilters, filterRows, sortRows, type ListField, type SortOrder } from './list-filters';
import { ListFilterMenu } from './ListFilterMenu';
import avatar from './PersonAvatar.module.css';
import { initialsOf } from './PersonAvatar';

/** Row height (px): every row is this high, so the rows can be windowed without measuring them. */
export const ROW_PX = 52;
/** Rows rendered beyond each edge of the view (the sticky header hides less than one). */
const OVERSCAN = 3;

interface ColumnDef {
  field: ListField;
  /** The i18n key of its header. */
  title: string;
  filter: 'text' | 'date' | 'boolean';
}

const COLUMNS: readonly ColumnDef[] = [
  { field: 'candidate', title: 'board.list.candidate', filter: 'text' },
  { field: 'column', title: 'board.list.column', filter: 'text' },
  { field: 'lastStep', title: 'board.list.lastStep', filter: 'text' },
  { field: 'appliedAt', title: 'board.list.appliedAt', filter: 'date' },
  { field: 'viewed', title: 'board.list.viewed', filter: 'boolean' },
];

/** The words of the rows, translated once per render of the table rather than in each row. */
interface RowWords {
  yes: string;
  no: string;
  locked: string;
  /** The selection box's label of a row (made once per row and language). */
  select: (row: BoardRow) => string;
}

/** What a row shows that is worked out from its data: made once per row (rows outlive a scroll). */
interface RowTexts {
  appliedOn: string;
  initials: string;
  /** The picture as the avatar's CSS background, or undefined. */
  picture: CSSProperties | undefined;
}
const rowTexts = new WeakMap<BoardRow, RowTexts>();
function textsOf(row: BoardRow): RowTexts {
  let texts = rowTexts.get(row);
  if (texts === undefined) {
    const picture = row.card.candidate.picture;
    rowTexts.set(
      row,
      (texts = {
        appliedOn: formatDate(row.appliedAt),
        initials: initialsOf(row.candidate),
        picture: picture ? { backgroundImage: `url(${JSON.stringify(picture)})` } : undefined,
      }),
    );
  }
  return texts;
}

/** A data row: memoized, so the rows still in view are not rendered again at each scroll step. */
const Row = memo(function Row(props: {
  row: BoardRow;
  /** 1-based among the header row and the rows the filters let through (aria-rowindex). */
  rowIndex: number;
  selected: boolean;
  selectable: boolean;
  words: RowWords;
  onSelect: (id: number, on: boolean) => void;
  onOpen: (card: BoardCard) => void;
}) {
  const { row, selectable, words } = props;
  const texts = textsOf(row);
  const open = () => props.onOpen(row.card);
  return (
    <tr
      role="row"
      data-row-id={row.id}
      aria-rowindex={props.rowIndex}
      aria-selected={selectable ? props.selected : undefined}
      tabIndex={0}
      className={`${table.row} ${styles.clickableRow ?? ''}${props.selected ? ' p-highlight' : ''}`}
      onClick={(event: MouseEvent) => {
        if ((event.target as HTMLElement).closest(`.${table.selectCell}`)) return;
        open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open();
      }}
    >
      {selectable && (
        <td role="cell" className={table.selectCell}>
          <input
            type="checkbox"
            checked={props.selected}
            aria-label={words.select(row)}
            onChange={(event) => props.onSelect(row.id, event.target.checked)}
          />
        </td>
      )}
      <td role="cell">
        <span className={styles.nameCell}>
          {/*
           * PersonAvatar's look, with the picture drawn over the initials by CSS rather than an <img>
           * that falls back to them: a row that scrolls in and shows another person swaps a CSS
           * value instead of an element, and a picture that does not load leaves the initials.
           */}
          <span
            className={`p-avatar p-component p-avatar-circle ${avatar.avatar} ${table.avatar}`}
            aria-hidden="true"
          >
            <span className="p-avatar-text">{texts.initials}</span>
            <span className={table.picture} style={texts.picture} />
          </span>
          <span className={table.text}>{row.candidate}</span>
          {/* Hidden rather than removed, so a row that scrolls in adds no element. */}
          <i
            className={`pi pi-lock ${styles.inlineLock} ${table.lock}`}
            title={words.locked}
            hidden={!row.card.locked}
          />
        </span>
      </td>
      <td role="cell">
        <span className={table.text}>{row.column}</span>
      </td>
      <td role="cell">
        {/* StepTag's markup, without its useTranslation: the row has the step's name already. */}
        {row.card.lastStep && (
          <span className={styles.stepTag} data-style={row.card.lastStep.style} data-testid="step-tag">
            {row.lastStep}
          </span>
        )}
      </td>
      <td role="cell">{texts.appliedOn}</td>
      <td role="cell">{row.viewed ? words.yes : words.no}</td>
    </tr>
  );
});

/**
 * The list view (and the new-applications list): a table whose rows are windowed with
 * @tanstack/react-virtual, as the kanban's columns are: every row is ROW_PX high, only the rows in
 * view (and OVERSCAN beyond each edge) are in the page, one after the other in a body moved by one
 * transform, in a track as high as all of them. The header stays on top (sticky). Each column sorts (a click on its title) and has
 * PrimeReact's filter menu with spec section 9's match modes; the boxes select rows for the bulk
 * actions (the header's box, every row the filters let through); a click on a row, or Enter on it,
 * opens the candidate.
 *
 * Screen readers get the table's real size: aria-rowcount on the table, aria-rowindex on each row
 * (explicit roles, as the rows are laid out with CSS grid, not as table rows).
 *
 * It replaced PrimeReact's DataTable, whose virtual scroller held 37 fps when flung through 1,666
 * rows (its cells' pass-through lookups, a forced layout at each range change): docs/performance.md.
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
  const language = i18n.resolvedLanguage;
  const [filters, setFilters] = useState<DataTableFilterMeta>(emptyFilters);
  const [sort, setSort] = useState<{ field: ListField; order: SortOrder }>({ field: 'appliedAt', order: -1 });
  const rows = useMemo(
    () => boardRows(props.cards, props.columns, t('board.tabs.new'), language),
    [props.cards, props.columns, t, language],
  );
  const visible = useMemo(
    () => sortRows(filterRows(rows, filters, language), sort.field, sort.order, language),
    [rows, filters, sort, language],
  );

  const { selected, onSelectionChange, onOpen, selectable } = props;
  // Stable callbacks for the memoized rows; they read the latest selection through a ref.
  const latest = useRef({ selected, onSelectionChange, onOpen });
  latest.current = { selected, onSelectionChange, onOpen };
  const selectOne = useCallback((id: number, on: boolean) => {
    const { selected: now, onSelectionChange: change } = latest.current;
    change(on ? [...now, id] : [...now].filter((other) => other !== id));
  }, []);
  const open = useCallback((card: BoardCard) => latest.current.onOpen(card), []);
  const allSelected = useMemo(
    () => visible.length > 0 && visible.every((row) => selected.has(row.id)),
    [visible, selected],
  );
  // The header's box: every row the filters let through, at the moment of the click.
  const shown = useRef(visible);
  shown.current = visible;
  const selectAll = useCallback((on: boolean) => {
    const { selected: now, onSelectionChange: change } = latest.current;
    const ids = new Set(now);
    for (const row of shown.current) {
      if (on) ids.add(row.id);
      else ids.delete(row.id);
    }
    change([...ids]);
  }, []);

  const words = useMemo<RowWords>(() => {
    const labels = new WeakMap<BoardRow, string>();
    return {
      yes: t('common.yes'),
      no: t('common.no'),
      locked: t('board.locked'),
      select: (row) => {
        let label = labels.get(row);
        if (label === undefined) labels.set(row, (label = t('board.select', { name: row.candidate })));
        return label;
      },
    };
  }, [t]);

  const scroller = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so nothing memoizes what useVirtualizer returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => visible[index]!.id,
    overscan: OVERSCAN,
  });

  // The row elements are keyed by their place in the window (the first row in the page, the
  // second, ...), not by the application: as the list scrolls, the same elements show the next
  // rows, so a frame that brings a whole new window of rows changes texts and attributes and
  // creates no element (whose style would be matched and computed anew), and the page's order of
  // the rows stays theirs on screen (Tab goes down the rows).
  const items = virtualizer.getVirtualItems();

  // Focus follows the application, not the element: when the row (or its box) that has the focus
  // moves to another element of the window, the focus moves with it; when it leaves the window,
  // the focus is dropped, as when the row's element was removed.
  const body = useRef<HTMLTableSectionElement>(null);
  const focused = useRef<{ id: number; box: boolean } | null>(null);
  const onFocus = useCallback((event: FocusEvent) => {
    const tr = (event.target as HTMLElement).closest('tr[data-row-id]');
    focused.current = tr ? { id: Number(tr.getAttribute('data-row-id')), box: event.target !== tr } : null;
  }, []);
  const onBlur = useCallback((event: FocusEvent) => {
    if (!body.current?.contains(event.relatedTarget as Node | null)) focused.current = null;
  }, []);
  useLayoutEffect(() => {
    const want = focused.current;
    if (!want || !body.current) return;
    const active = document.activeElement as HTMLElement | null;
    const tr = body.current.querySelector<HTMLElement>(`tr[data-row-id="${want.id}"]`);
    if (!tr) {
      focused.current = null;
      if (active && body.current.contains(active)) active.blur();
      return;
    }
    const target = want.box ? tr.querySelector<HTMLElement>('input') : tr;
    if (target && target !== active) target.focus({ preventScroll: true });
  });

  const columnCount = COLUMNS.length + (selectable ? 1 : 0);
  const empty = visible.length === 0;
  // The header, rendered again only when what it shows changes (not at each scroll step).
  const head = useMemo(() => {
    const sortBy = (field: ListField) =>
      setSort((now) => ({ field, order: now.field === field ? (-now.order as SortOrder) : 1 }));
    return (
      <thead role="rowgroup" className={`p-datatable-thead ${table.head}`}>
        <tr role="row" aria-rowindex={1} className={table.row}>
          {selectable && (
            <th role="columnheader" className={table.selectCell}>
              <input
                type="checkbox"
                checked={allSelected}
                disabled={empty}
                aria-label={t('board.list.selectAll')}
                onChange={(event) => selectAll(event.target.checked)}
              />
            </th>
          )}
          {COLUMNS.map((column) => {
            const sorted = sort.field === column.field;
            const title = t(column.title);
            return (
              <th
                key={column.field}
                role="columnheader"
                aria-sort={sorted ? (sort.order === 1 ? 'ascending' : 'descending') : undefined}
                className={`p-sortable-column${sorted ? ' p-highlight' : ''}`}
              >
                <div className="p-column-header-content">
                  <button type="button" className={table.sortButton} onClick={() => sortBy(column.field)}>
                    <span className="p-column-title">{title}</span>
                    <i
                      aria-hidden="true"
                      className={`p-sortable-column-icon pi ${
                        !sorted
                          ? 'pi-sort-alt'
                          : sort.order === 1
                            ? 'pi-sort-amount-up-alt'
                            : 'pi-sort-amount-down'
                      }`}
                    />
                  </button>
                  <ListFilterMenu
                    kind={column.filter}
                    meta={filters[column.field]!}
                    onChange={(meta) => setFilters((now) => ({ ...now, [column.field]: meta }))}
                    placeholder={column.filter === 'text' ? t('board.filters.search') : undefined}
                    label={title}
                  />
                </div>
              </th>
            );
          })}
        </tr>
      </thead>
    );
  }, [selectable, allSelected, empty, selectAll, sort, filters, t]);

  return (
    <div
      data-testid={props.testId}
      className={`p-datatable p-component p-datatable-sm p-datatable-scrollable ${table.frame}`}
    >
      <div ref={scroller} className={`p-datatable-wrapper ${table.scroller}`}>
        <table
          role="table"
          aria-rowcount={visible.length + 1}
          aria-colcount={columnCount}
          className={`p-datatable-table p-datatable-scrollable-table ${table.table}`}
          // The body's track is as high as all the rows, so the table scrolls through all of them.
          style={empty ? undefined : { gridTemplateRows: `auto ${virtualizer.getTotalSize()}px` }}
          data-selectable={selectable}
        >
          {head}
          <tbody
            ref={body}
            onFocus={onFocus}
            onBlur={onBlur}
            role="rowgroup"
            className={`p-datatable-tbody ${table.body}`}
            style={items.length > 0 ? { transform: `translateY(${items[0]!.start}px)` } : undefined}
          >
            {visible.length === 0 && (
              <tr role="row" aria-rowindex={2} className={`p-datatable-emptymessage ${table.row}`}>
                <td role="cell" className={table.emptyCell}>
                  {t('board.list.empty')}
                </td>
              </tr>
            )}
            {items.map((item, place) => {
              const row = visible[item.index]!;
              return (
                <Row
                  key={place}
                  row={row}
                  rowIndex={item.index + 2}
                  selected={selected.has(row.id)}
                  selectable={selectable}
                  words={words}
                  onSelect={selectOne}
                  onOpen={open}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
