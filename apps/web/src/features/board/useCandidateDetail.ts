import type { BoardPayload, CandidateDetail } from '@hiring/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api/api';
import { boardKey } from './board-cache';

export const candidateDetailKey = (applicationId: number) => ['board', 'application', applicationId] as const;

/**
 * The candidate detail of an application (GET /board/application/{id}). The first time an unviewed
 * application opens, it is marked viewed (PATCH /update/application-set-viewed/{id}), once.
 */
export function useCandidateDetail(jobId: number, applicationId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: candidateDetailKey(applicationId),
    queryFn: ({ signal }) => api.get<CandidateDetail>(`/board/application/${applicationId}`, { signal }),
  });
  const marked = useRef(new Set<number>());
  const unviewed = query.data && query.data.application.viewedAt === null;

  useEffect(() => {
    if (!unviewed || marked.current.has(applicationId)) return;
    marked.current.add(applicationId);
    void api
      .patch(`/update/application-set-viewed/${applicationId}`)
      .then(() => {
        const now = new Date().toISOString();
        queryClient.setQueryData<BoardPayload>(
          boardKey(jobId),
          (board) =>
            board && {
              ...board,
              applications: board.applications.map((card) =>
                card.id === applicationId ? { ...card, viewedAt: card.viewedAt ?? now } : card,
              ),
            },
        );
        void queryClient.invalidateQueries({ queryKey: candidateDetailKey(applicationId) });
        void queryClient.invalidateQueries({ queryKey: ['notices'] });
      })
      .catch((error: unknown) => console.error(error));
  }, [unviewed, applicationId, jobId, queryClient]);

  return query;
}
