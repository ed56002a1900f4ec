import { deriveJobStatus, type JobStatus, type JobStatusAction } from '@hiring/domain';
import type { JobStamps } from './job-types';

/** PrimeReact Tag severities per derived status. */
export const statusSeverity: Record<JobStatus, 'success' | 'warning' | 'danger' | 'info' | 'secondary'> = {
  published: 'success',
  suspended: 'warning',
  archived: 'danger',
  imported: 'info',
  draft: 'secondary',
  new: 'secondary',
};

/** The status of a job answer: the server's `status` when sent, else derived from its timestamps. */
export function statusOf(job: (JobStamps & { status?: JobStatus }) | null | undefined): JobStatus {
  return job?.status ?? deriveJobStatus(job);
}

/** Publishing was asked for and waits for the back office's approval. */
export function isAwaitingApproval(job: Pick<JobStamps, 'approvalRequestedAt' | 'publishedAt'>): boolean {
  return Boolean(job.approvalRequestedAt) && !job.publishedAt;
}

/**
 * The set-status actions a job in `status` offers: publish a draft (or reopen a suspended or
 * archived post), hold a published one, close anything live. A new (unsaved) job has none.
 */
export function allowedStatusActions(status: JobStatus): JobStatusAction[] {
  switch (status) {
    case 'draft':
    case 'imported':
      return ['ACTIVE'];
    case 'published':
      return ['HOLD', 'CLOSE'];
    case 'suspended':
      return ['ACTIVE', 'CLOSE'];
    case 'archived':
      return ['ACTIVE'];
    case 'new':
      return [];
  }
}

/** A draft (or an imported post never published) may be deleted. */
export const isDeletable = (status: JobStatus): boolean => status === 'draft' || status === 'imported';

/** The button label of a set-status action for a job in `status` (ACTIVE publishes a draft, resumes or reopens). */
export function statusActionLabelKey(status: JobStatus, action: JobStatusAction): string {
  if (action === 'HOLD') return 'jobs.actions.hold';
  if (action === 'CLOSE') return 'jobs.actions.close';
  if (status === 'suspended') return 'jobs.actions.resume';
  if (status === 'archived') return 'jobs.actions.reopen';
  return 'jobs.actions.publish';
}

/** PrimeIcons of the set-status actions. */
export const statusActionIcon: Record<JobStatusAction, string> = {
  ACTIVE: 'pi pi-send',
  HOLD: 'pi pi-pause',
  CLOSE: 'pi pi-lock',
};

/** Button severities of the set-status actions. */
export const statusActionSeverity: Record<JobStatusAction, 'success' | 'warning' | 'danger'> = {
  ACTIVE: 'success',
  HOLD: 'warning',
  CLOSE: 'danger',
};
