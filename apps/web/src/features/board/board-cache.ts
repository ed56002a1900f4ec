import type { BoardCard, BoardPayload } from '@hiring/domain';

export const boardKey = (jobId: number) => ['board', jobId] as const;

/**
 * The board with the given applications moved to a column, as the server will have it: locked when
 * the column locks its applications. Locked applications stay where they are.
 */
export function moveCards(board: BoardPayload, ids: readonly number[], columnId: number): BoardPayload {
  const column = board.columns.find((c) => c.id === columnId);
  if (!column) return board;
  const moving = new Set(ids);
  return {
    ...board,
    applications: board.applications.map((card) =>
      moving.has(card.id) && !card.locked
        ? { ...card, jobApplicationStatusId: columnId, locked: column.locked }
        : card,
    ),
  };
}

/** The board with the server's answer for some cards in place of the cached ones. */
export function replaceCards(board: BoardPayload, cards: readonly BoardCard[]): BoardPayload {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return { ...board, applications: board.applications.map((card) => byId.get(card.id) ?? card) };
}

/** The cards of each column, in the board's order (newest application first), and the "new" list. */
export function cardsByColumn(board: BoardPayload): Map<number | null, BoardCard[]> {
  const groups = new Map<number | null, BoardCard[]>([[null, []]]);
  for (const column of board.columns) groups.set(column.id, []);
  for (const card of board.applications) groups.get(card.jobApplicationStatusId)?.push(card);
  return groups;
}
