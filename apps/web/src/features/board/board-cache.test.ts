import type { BoardPayload } from '@hiring/domain';
import { describe, expect, it } from 'vitest';
import { cardsByColumn, moveCards, replaceCards } from './board-cache';

const candidate = { userId: 1, firstname: 'Anna', lastname: 'Neri', picture: null, headline: null };
const card = (id: number, column: number | null, locked = false) => ({
  id,
  jobApplicationStatusId: column,
  viewedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  locked,
  candidate,
  lastStep: null,
});

const board: BoardPayload = {
  job: {
    id: 7,
    name: 'DevOps',
    userId: 1,
    publishedAt: null,
    suspendedAt: null,
    archivedAt: null,
    importedAt: null,
  },
  columns: [
    { id: 1, name: 'Selezionati', order: 1, special: 'selected', locked: false },
    { id: 2, name: 'Fase 1', order: 2, special: null, locked: false },
    { id: 5, name: 'Scartati', order: 5, special: 'discarded', locked: true },
  ],
  applications: [card(10, null), card(11, 1), card(12, 5, true)],
};

describe('board cache', () => {
  it('moves cards to a column, locking them in a locking column, and leaves locked cards alone', () => {
    const moved = moveCards(board, [10, 12], 2);
    expect(moved.applications.map((c) => [c.id, c.jobApplicationStatusId, c.locked])).toEqual([
      [10, 2, false],
      [11, 1, false],
      [12, 5, true],
    ]);
    expect(moveCards(board, [11], 5).applications[1]).toMatchObject({
      jobApplicationStatusId: 5,
      locked: true,
    });
    expect(moveCards(board, [11], 99)).toBe(board);
  });

  it('puts the server cards in place and groups cards per column with the new list', () => {
    const replaced = replaceCards(board, [{ ...card(11, 2), viewedAt: '2026-11-02T10:00:00.000Z' }]);
    expect(replaced.applications[1]).toMatchObject({ jobApplicationStatusId: 2 });
    const groups = cardsByColumn(board);
    expect([...groups.keys()]).toEqual([null, 1, 2, 5]);
    expect(groups.get(null)?.map((c) => c.id)).toEqual([10]);
    expect(groups.get(2)).toEqual([]);
  });
});
