import { useDraggable } from '@dnd-kit/core';
import type { BoardCard } from '@hiring/domain';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CardContent, fullName } from './CardContent';
import styles from './Kanban.module.css';

/**
 * A draggable application card (locked ones are not, nor any on a board the caller may not change). Space picks it up for keyboard dragging
 * (arrows move it, Space drops it, Escape cancels); Enter or a click opens the candidate.
 * Memoized: while a column scrolls, the cards still in view are not rendered again.
 */
export const KanbanCard = memo(function KanbanCard(props: {
  card: BoardCard;
  draggable: boolean;
  selected: boolean;
  onSelect: (id: number, selected: boolean) => void;
  onOpen: (card: BoardCard) => void;
}) {
  const { t } = useTranslation();
  const { card, onOpen } = props;
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: card.locked || !props.draggable,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !isDragging) onOpen(card);
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      // A locked card cannot be dragged but still opens the candidate: not a disabled button.
      aria-disabled={false}
      role="button"
      tabIndex={0}
      aria-label={t(card.locked ? 'board.cardLocked' : 'board.card', { name: fullName(card) })}
      aria-roledescription={props.draggable ? t('board.draggable') : undefined}
      className={styles.card}
      data-testid="board-card"
      data-application-id={card.id}
      data-locked={card.locked}
      data-draggable={props.draggable && !card.locked}
      data-dragging={isDragging}
      data-unviewed={!card.viewedAt}
      onKeyDown={onKeyDown}
      onClick={() => onOpen(card)}
    >
      <CardContent
        card={card}
        selected={props.selected}
        onSelect={props.onSelect}
        selectable={props.draggable}
      />
    </div>
  );
});
