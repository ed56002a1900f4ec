import { useDraggable } from '@dnd-kit/core';
import type { BoardCard, BoardColumn } from '@hiring/domain';
import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { CardContent, fullName } from './CardContent';
import { CardMenu } from './CardMenu';
import styles from './Kanban.module.css';

/**
 * An application card: the pointer drags it from anywhere on it (locked ones not, nor any on a board
 * the caller may not change). Its name is the open button, stretched over the card so a click anywhere
 * opens the candidate; on that button Space picks the card up for keyboard dragging (arrows move it,
 * Space drops it, Escape cancels) and Enter opens. The selection box and the menu (move to a column)
 * are its siblings. Memoized: while a column scrolls, the cards still in view are not rendered again.
 */
export const KanbanCard = memo(function KanbanCard(props: {
  card: BoardCard;
  draggable: boolean;
  selected: boolean;
  columns: readonly BoardColumn[];
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (card: BoardCard) => void;
  onMove: (card: BoardCard, columnId: number) => void;
}) {
  const { t } = useTranslation();
  const { card, onOpen, onMove } = props;
  const movable = props.draggable && !card.locked;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: !movable,
  });
  // The pointer drags the whole card, the keyboard only from the open button.
  const { onPointerDown, onKeyDown } = (listeners ?? {}) as {
    onPointerDown?: PointerEventHandler;
    onKeyDown?: KeyboardEventHandler;
  };
  const name = fullName(card);
  return (
    <div
      ref={setNodeRef}
      className={styles.card}
      data-testid="board-card"
      data-application-id={card.id}
      data-locked={card.locked}
      data-draggable={movable}
      data-dragging={isDragging}
      data-unviewed={!card.viewedAt}
      onPointerDown={onPointerDown}
    >
      <CardContent
        card={card}
        selected={props.selected}
        onSelect={props.onSelect}
        selectable={props.draggable}
        title={
          <button
            ref={setActivatorNodeRef}
            type="button"
            className={styles.open}
            data-card-open
            aria-label={t(movable ? 'board.card' : card.locked ? 'board.cardLocked' : 'board.cardOpen', {
              name,
            })}
            aria-roledescription={movable ? t('board.draggable') : undefined}
            aria-describedby={movable ? attributes['aria-describedby'] : undefined}
            aria-pressed={movable ? attributes['aria-pressed'] : undefined}
            onKeyDown={onKeyDown}
            onClick={() => onOpen(card)}
          >
            {name}
          </button>
        }
        menu={
          movable && (
            <CardMenu
              name={name}
              columnId={card.jobApplicationStatusId}
              columns={props.columns}
              onMove={(columnId) => onMove(card, columnId)}
            />
          )
        }
      />
    </div>
  );
});
