import { deriveJobStatus, type JobStatus, type JobStatusAction, type JobStatusStamps } from './job-status.js';

/** The stamps a set-status action reads and writes. */
export interface JobTransitionStamps extends JobStatusStamps {
  approvalRequestedAt?: Date | string | null;
  approvedAt?: Date | string | null;
}

export interface JobTransitionInput {
  job: JobTransitionStamps & { name?: string | null; description?: string | null };
  action: JobStatusAction;
  /** The company's posts wait for the back office's approval before they go live. */
  requiresApproval: boolean;
  now: Date;
}

export type JobTransition =
  | { ok: false; message: string }
  | {
      ok: true;
      /** The columns to set; empty when the job already is where the action leads (a no-op). */
      set: Partial<Record<'publishedAt' | 'suspendedAt' | 'archivedAt' | 'approvalRequestedAt', Date | null>>;
      from: JobStatus;
      to: JobStatus;
      /** ACTIVE on a never-approved post of a company that requires approval: publishing waits. */
      approvalRequested: boolean;
    };

export const JobTransitionText = {
  holdNeedsPublished: 'Only a published job can be put on hold',
  publishNeedsContent: 'A job needs a name and a description to be published',
} as const;

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/**
 * The rules of `PATCH /job/status/{id}`: ACTIVE publishes (or resumes a suspended post, clearing
 * suspendedAt, or reopens a closed one), HOLD suspends a published post, CLOSE archives. Publishing
 * and reopening need a name and a description; with `requiresApproval` and no approval yet, ACTIVE
 * only asks for it. An action that leads where the job already is changes nothing.
 *
 * Reopening a closed post is common in hiring tools (the role opens again): it is publishing anew,
 * under the same rules, with a fresh publishedAt and neither archivedAt nor suspendedAt.
 */
export function planJobStatusChange({
  job,
  action,
  requiresApproval,
  now,
}: JobTransitionInput): JobTransition {
  const from = deriveJobStatus({ ...job, id: job.id ?? 1 });
  const done = (set: Extract<JobTransition, { ok: true }>['set'], approvalRequested = false) => ({
    ok: true as const,
    set,
    from,
    to: deriveJobStatus({ ...job, id: job.id ?? 1, ...set }),
    approvalRequested,
  });
  switch (action) {
    case 'CLOSE':
      return from === 'archived' ? done({}) : done({ archivedAt: now });
    case 'HOLD':
      if (from === 'suspended') return done({});
      if (from !== 'published') return { ok: false, message: JobTransitionText.holdNeedsPublished };
      return done({ suspendedAt: now });
    case 'ACTIVE': {
      if (from === 'published') return done({});
      if (blank(job.name) || blank(job.description))
        return { ok: false, message: JobTransitionText.publishNeedsContent };
      if (from === 'suspended') return done({ suspendedAt: null });
      const reopen = from === 'archived' ? { archivedAt: null, suspendedAt: null } : {};
      if (requiresApproval && !job.approvedAt) {
        // Not live until approved: a post that was live before the company's flag goes offline.
        return done(
          {
            ...reopen,
            ...(job.publishedAt ? { publishedAt: null } : {}),
            ...(job.approvalRequestedAt ? {} : { approvalRequestedAt: now }),
          },
          true,
        );
      }
      return done({ ...reopen, publishedAt: now });
    }
  }
}
