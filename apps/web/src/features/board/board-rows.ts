import type { BoardCard, BoardColumn } from '@hiring/domain';
import { stepName } from './step-name';

/** A row of the list view: the card with the texts and values its columns sort and filter on. */
export interface BoardRow {
  id: number;
  card: BoardCard;
  candidate: string;
  column: string;
  lastStep: string;
  appliedAt: Date;
  viewed: boolean;
}

export function boardRows(
  cards: readonly BoardCard[],
  columns: readonly BoardColumn[],
  newLabel: string,
  language: string | undefined,
): BoardRow[] {
  const names = new Map(columns.map((c) => [c.id, c.name]));
  return cards.map((card) => ({
    id: card.id,
    card,
    candidate: `${card.candidate.firstname} ${card.candidate.lastname}`,
    column: card.jobApplicationStatusId === null ? newLabel : (names.get(card.jobApplicationStatusId) ?? ''),
    lastStep: card.lastStep ? stepName(card.lastStep.key, language) : '',
    appliedAt: new Date(card.createdAt),
    viewed: card.viewedAt !== null,
  }));
}
