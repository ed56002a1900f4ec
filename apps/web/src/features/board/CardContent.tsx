import type { BoardCard } from '@hiring/domain';
import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format/date';
import styles from './Kanban.module.css';
import { PersonAvatar } from './PersonAvatar';
import { StepTag } from './StepTag';

export const fullName = (card: BoardCard) => `${card.candidate.firstname} ${card.candidate.lastname}`;

/** Keeps a click or key on the checkbox (or the card's menu) from starting a drag or opening the candidate. */
export const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * What a kanban card shows: selection box, picture or initials, name, headline, last step, date, lock
 * or menu. The box, the name (the card's open action) and the menu are siblings, none inside another.
 */
export function CardContent(props: {
  card: BoardCard;
  selected: boolean;
  onSelect?: (id: number, selected: boolean) => void;
  /** False on a board the caller may not change (no bulk actions to select for). */
  selectable?: boolean;
  /** The name as the card's open action (a button); plain text when absent (the dragged copy). */
  title?: ReactNode;
  /** The card's menu button, in place of the lock on a card that may move. */
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const { card } = props;
  const name = fullName(card);
  return (
    <>
      {props.selectable === false ? (
        // Nothing to do with a selection on a board the caller may not change: the box's place stays.
        <span className={styles.check} />
      ) : (
        <input
          type="checkbox"
          className={styles.check}
          checked={props.selected}
          aria-label={t('board.select', { name })}
          onChange={(event) => props.onSelect?.(card.id, event.target.checked)}
          onPointerDown={stop}
          onClick={stop}
          onKeyDown={stop}
        />
      )}
      <span className={styles.avatar}>
        <PersonAvatar name={name} picture={card.candidate.picture} />
      </span>
      {props.title ?? <span className={styles.name}>{name}</span>}
      <span className={styles.date} title={t('board.appliedAt')}>
        {formatDate(card.createdAt)}
      </span>
      <span className={styles.headline}>{card.candidate.headline ?? '\u00a0'}</span>
      <span className={styles.meta}>
        {card.lastStep ? <StepTag stepKey={card.lastStep.key} style={card.lastStep.style} /> : <span />}
        {card.locked && (
          <i className={`pi pi-lock ${styles.lock}`} title={t('board.locked')} data-testid="card-lock" />
        )}
        {props.menu}
      </span>
    </>
  );
}
