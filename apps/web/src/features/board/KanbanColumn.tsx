import { useDroppable } from '@dnd-kit/core';
import type { BoardCard, BoardColumn } from '@hiring/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Kanban.module.css';
import { KanbanCard } from './KanbanCard';

/** Height of a card with its gap (px): cards have a fixed height so the column can be virtualized. */
export const CARD_SLOT_PX = 104;

/**
 * A board column: a drop target whose cards are virtualized (only the visible ones are in the
 * page), so a column of thousands renders as fast as one of ten.
 */
export function KanbanColumn(props: {
  column: BoardColumn;
  cards: readonly BoardCard[];
  /** Cards may be dragged (the caller may change the board). */
  draggable: boolean;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (card: BoardCard) => void;
  /** Every column of the board, for the cards' "move to" menus. */
  columns: readonly BoardColumn[];
  onMove: (card: BoardCard, columnId: number) => void;
  /** A card just moved here from its menu: scrolled into view and given the focus, then onFocused. */
  focusCardId: number | null;
  onFocused: () => void;
  menu: ReactNode;
}) {
  const { t } = useTranslation();
  const { column, cards } = props;
  const { setNodeRef, isOver } = useDroppable({ id: `column-${column.id}`, data: { columnId: column.id } });
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so nothing memoizes what useVirtualizer returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_SLOT_PX,
    getItemKey: (index) => cards[index]!.id,
    overscan: 4,
  });
  const headingId = `board-column-${column.id}`;

  const { focusCardId, onFocused } = props;
  const focusIndex = focusCardId === null ? -1 : cards.findIndex((card) => card.id === focusCardId);
  useEffect(() => {
    if (focusIndex < 0) return;
    virtualizer.scrollToIndex(focusIndex);
    const frame = requestAnimationFrame(() => {
      scroller.current
        ?.querySelector<HTMLElement>(`[data-application-id="${focusCardId}"] [data-card-open]`)
        ?.focus();
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusIndex, focusCardId, onFocused, virtualizer]);

  return (
    <section
      ref={setNodeRef}
      className={styles.column}
      data-over={isOver}
      data-testid="board-column"
      data-column-id={column.id}
      data-special={column.special ?? ''}
      aria-labelledby={headingId}
    >
      <header className={styles.columnHeader}>
        {column.locked && <i className={`pi pi-lock ${styles.lock}`} title={t('board.lockedColumn')} />}
        <h2 className={styles.columnName} id={headingId} title={column.name}>
          {column.name}
        </h2>
        <span className={styles.count} data-testid="column-count">
          {cards.length}
        </span>
        {props.menu}
      </header>
      <div ref={scroller} className={styles.scroller}>
        {cards.length === 0 && <p className={styles.emptyColumn}>{t('board.emptyColumn')}</p>}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const card = cards[item.index]!;
            return (
              <div
                key={item.key}
                className={styles.cardSlot}
                style={{ height: item.size, transform: `translateY(${item.start}px)` }}
              >
                <KanbanCard
                  card={card}
                  draggable={props.draggable}
                  selected={props.selected.has(card.id)}
                  columns={props.columns}
                  onSelect={props.onSelect}
                  onOpen={props.onOpen}
                  onMove={props.onMove}
                />
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
