import type { BoardCard, BoardPayload } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { boardKey, moveCards, replaceCards } from './board-cache';

interface Move {
  applicationId: number;
  columnId: number;
}

/**
 * Moves one application to a column (PATCH /application/{id}): the card moves at once, and goes
 * back with an error toast when the server refuses.
 */
export function useMoveApplication(jobId: number) {
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const key = boardKey(jobId);

  return useMutation({
    mutationFn: ({ applicationId, columnId }: Move) =>
      api.patch<BoardCard>(`/application/${applicationId}`, { jobApplicationStatusId: columnId }),
    onMutate: async ({ applicationId, columnId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<BoardPayload>(key);
      if (before) queryClient.setQueryData(key, moveCards(before, [applicationId], columnId));
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      showError(error);
    },
    onSuccess: (card) => {
      const now = queryClient.getQueryData<BoardPayload>(key);
      if (now && card) queryClient.setQueryData(key, replaceCards(now, [card]));
    },
  });
}
