import type { JobListFilter } from '@hiring/domain';

export const jobListSorts = ['created', 'modified', 'name', 'new', 'applications'] as const;
export type JobListSort = (typeof jobListSorts)[number];
export type SortDir = 'asc' | 'desc';

export interface JobListParams {
  filter: JobListFilter;
  search: string;
  sort: JobListSort;
  dir: SortDir;
}

/** TanStack Query keys of the jobs feature; mutations invalidate `jobKeys.all` (and the boards). */
export const jobKeys = {
  all: ['job'] as const,
  overview: (params: JobListParams) => ['job', 'overview', params] as const,
  detail: (id: number) => ['job', 'detail', id] as const,
};
