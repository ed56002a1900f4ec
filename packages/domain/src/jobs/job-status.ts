/** The derived status of a job post (spec section 4), in priority order. */
export const jobStatuses = ['archived', 'suspended', 'published', 'imported', 'draft', 'new'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** The timestamps the status derives from; a job without an id is one not yet saved. */
export interface JobStatusStamps {
  id?: number | null;
  archivedAt?: Date | string | null;
  suspendedAt?: Date | string | null;
  publishedAt?: Date | string | null;
  importedAt?: Date | string | null;
}

/** archived, then suspended, then published, then imported, then draft (has an id), else new. */
export function deriveJobStatus(job: JobStatusStamps | null | undefined): JobStatus {
  if (!job) return 'new';
  if (job.archivedAt) return 'archived';
  if (job.suspendedAt) return 'suspended';
  if (job.publishedAt) return 'published';
  if (job.importedAt) return 'imported';
  return job.id ? 'draft' : 'new';
}

/** The set-status action values of `PATCH /job/status/{id}` (spec section 9). */
export const jobStatusActions = ['ACTIVE', 'HOLD', 'CLOSE'] as const;
export type JobStatusAction = (typeof jobStatusActions)[number];

/** The job list's filter (spec section 4). */
export const jobListFilters = ['published', 'suspended', 'draft', 'archived', 'all'] as const;
export type JobListFilter = (typeof jobListFilters)[number];

/** Which derived statuses a list filter shows; imported posts are listed with the drafts. */
export function jobMatchesFilter(status: JobStatus, filter: JobListFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'draft') return status === 'draft' || status === 'imported' || status === 'new';
  return status === filter;
}
