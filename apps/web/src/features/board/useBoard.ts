import type { BoardPayload } from '@hiring/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { boardKey } from './board-cache';
import { withColumnLabels } from './column-label';

/**
 * The board of a job (GET /board/{jobId}): its columns and application cards. When the store's
 * `refreshCandidates` is switched on, the board is fetched again and the flag switched off. The
 * columns come named for the reader (the cache keeps the stored names).
 */
export function useBoard(jobId: number) {
  const { t } = useTranslation();
  const select = useCallback((board: BoardPayload) => withColumnLabels(board, t), [t]);
  const query = useQuery({
    queryKey: boardKey(jobId),
    queryFn: ({ signal }) => api.get<BoardPayload>(`/board/${jobId}`, { signal }),
    select,
    // A job that does not exist (or is not the caller's to see) is the page's own message.
    meta: { shownByPage: [404] },
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const refresh = useSessionStore((state) => state.refreshCandidates);
  const { refetch } = query;

  useEffect(() => {
    if (!refresh) return;
    void refetch().finally(() => useSessionStore.getState().setRefreshCandidates(false));
  }, [refresh, refetch]);

  return query;
}
