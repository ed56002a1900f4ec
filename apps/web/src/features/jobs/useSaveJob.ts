import type { JobContent } from '@hiring/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { jobKeys } from './job-query-keys';
import type { JobRecord } from './job-types';

/** Saves the editor: `POST /job` for a new job, `PATCH /job/content/{id}` with the changed keys otherwise. */
export function useSaveJob(jobId: number | undefined) {
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: (content: JobContent) =>
      jobId === undefined
        ? api.post<JobRecord>('/job', content)
        : api.patch<JobRecord>(`/job/content/${jobId}`, content),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['board'] }),
      ]);
    },
    onError: showApiError,
  });
}
