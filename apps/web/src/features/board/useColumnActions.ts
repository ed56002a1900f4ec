import type { AddableSpecialColumn, BoardColumn } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { boardKey } from './board-cache';

export type ColumnAction =
  | { kind: 'add'; name: string }
  | { kind: 'addSpecial'; special: AddableSpecialColumn }
  | { kind: 'rename'; column: BoardColumn; name: string }
  | { kind: 'move'; column: BoardColumn; neighbour: BoardColumn }
  | { kind: 'delete'; column: BoardColumn };

const path = '/job-application-status';

/**
 * Column management through the generic job-application-status resource: add at the end (an
 * ordinary column, or the rejected or confirmed one, which the server names by its key), rename,
 * swap places with a neighbour (both orders), delete an empty ordinary column. Reloads the board.
 */
export function useColumnActions(jobId: number, columns: readonly BoardColumn[]) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();

  return useMutation({
    mutationFn: async (action: ColumnAction): Promise<void> => {
      const order = Math.max(0, ...columns.map((c) => c.order)) + 1;
      switch (action.kind) {
        case 'add':
          await api.post(path, { jobId, name: action.name, order });
          return;
        case 'addSpecial':
          await api.post(path, { jobId, special: action.special, order });
          return;
        case 'rename':
          await api.patch(`${path}/${action.column.id}`, { name: action.name });
          return;
        case 'move': {
          const { column, neighbour } = action;
          await api.patch(`${path}/${column.id}`, { order: neighbour.order });
          await api.patch(`${path}/${neighbour.id}`, { order: column.order });
          return;
        }
        case 'delete':
          await api.delete(`${path}/${action.column.id}`);
      }
    },
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey(jobId) }),
  });
}
