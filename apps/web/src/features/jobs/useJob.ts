import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { jobKeys } from './job-query-keys';
import type { JobRecord } from './job-types';

/** GET /job/{id}: the job with its complete content; off without an id (a new job). */
export function useJob(id: number | undefined) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<JobRecord>(`/job/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
