import type { MoveResult } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { useToast } from '../../shared/ui/toast/useToast';
import { boardKey } from './board-cache';

export type BulkAction =
  { kind: 'move'; ids: number[]; columnId: number } | { kind: 'reject'; ids: number[] };

/**
 * Moves or rejects the selected applications (POST /application/@move, /application/@reject),
 * says how many moved and which stayed because they are locked, and reloads the board.
 */
export function useBulkActions(jobId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const notify = useToast();
  const showError = useApiErrorToast();

  return useMutation({
    mutationFn: (action: BulkAction) =>
      action.kind === 'move'
        ? api.post<MoveResult>('/application/@move', {
            idList: action.ids,
            jobApplicationStatusId: action.columnId,
          })
        : api.post<MoveResult>('/application/@reject', { idList: action.ids }),
    onSuccess: (result) => {
      notify('done', t('board.bulk.moved', { count: result.moved.length }));
      if (result.locked.length > 0) notify('warn', t('board.bulk.locked', { count: result.locked.length }));
      onDone();
    },
    onError: showError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey(jobId) }),
  });
}
