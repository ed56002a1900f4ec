import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/api';
import { jobKeys, type JobListParams } from './job-query-keys';
import type { JobOverview } from './job-types';

/** GET /job/@overview: the company's jobs with status and counters, filtered, searched and sorted. */
export function useJobOverview(params: JobListParams) {
  return useQuery({
    queryKey: jobKeys.overview(params),
    queryFn: ({ signal }) =>
      api.get<JobOverview[]>('/job/@overview', {
        signal,
        query: {
          filter: params.filter,
          search: params.search.trim() || undefined,
          sort: params.sort,
          dir: params.dir,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
