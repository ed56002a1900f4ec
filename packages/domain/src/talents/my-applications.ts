import { z } from 'zod';
import { deriveJobStatus, type JobStatusStamps } from '../jobs/job-status.js';
import { interviewTypeIdSchema, meetingViewSchema } from '../interviews/interview-api.js';
import { stepStyles } from '../board/step-types.js';

/**
 * Where an application stands for the candidate (docs/talents.md), derived in this order:
 * `withdrawn` (they took it back), `hired` (the company's confirmed column), `rejected` (its rejected
 * or discarded column), `closed` (the job no longer runs: archived or removed), else `active`.
 */
export const myApplicationStates = ['active', 'withdrawn', 'hired', 'rejected', 'closed'] as const;
export type MyApplicationState = (typeof myApplicationStates)[number];

/** The job as a candidate sees its status: open, on hold, or closed (archived, removed, unpublished). */
export const myJobStatuses = ['published', 'suspended', 'closed'] as const;
export type MyJobStatus = (typeof myJobStatuses)[number];

export function myJobStatus(job: JobStatusStamps & { deletedAt?: Date | string | null }): MyJobStatus {
  if (job.deletedAt) return 'closed';
  const status = deriveJobStatus(job);
  return status === 'published' || status === 'suspended' ? status : 'closed';
}

export function myApplicationState(input: {
  withdrawnAt: Date | string | null;
  /** The special kind of the board column holding it (selected, rejected, confirmed, discarded), if any. */
  columnSpecial: string | null;
  jobStatus: MyJobStatus;
}): MyApplicationState {
  if (input.withdrawnAt) return 'withdrawn';
  if (input.columnSpecial === 'confirmed') return 'hired';
  if (input.columnSpecial === 'rejected' || input.columnSpecial === 'discarded') return 'rejected';
  if (input.jobStatus === 'closed') return 'closed';
  return 'active';
}

/** Only a live application can be withdrawn: not one already decided, closed or withdrawn. */
export const isWithdrawable = (state: MyApplicationState): boolean => state === 'active';

/** One step of the application's history as the candidate sees it (no staff name, no note). */
export const myApplicationStepSchema = z.object({
  key: z.string(),
  /** In the reader's language. */
  name: z.string(),
  style: z.enum(stepStyles),
  createdAt: z.string(),
});
export type MyApplicationStep = z.infer<typeof myApplicationStepSchema>;

/** An interview of the application (accept or decline it with `PATCH /meeting/{id}`, add it with `/meeting/{id}/ics`). */
export const myInterviewSchema = meetingViewSchema
  .pick({ id: true, startsAt: true, endsAt: true, place: true, link: true, status: true })
  .extend({
    meetingTypeId: interviewTypeIdSchema,
    /** What the company wrote in the invitation (the mail and its .ics carry it too). */
    note: z.string().nullable(),
  });
export type MyInterview = z.infer<typeof myInterviewSchema>;

/** `GET /talents/applications` (each) and `GET /talents/applications/{id}`. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  job: z.object({
    title: z.string(),
    companyName: z.string(),
    companyLogo: z.string().nullable(),
    /** The job's town, e.g. `Milano (MI)`; null when the post names none. */
    location: z.string().nullable(),
    status: z.enum(myJobStatuses),
  }),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  state: z.enum(myApplicationStates),
  /** Oldest first; only the types of `candidateVisibleSteps`. */
  steps: z.array(myApplicationStepSchema),
  /** Oldest first. */
  interviews: z.array(myInterviewSchema),
  /** Questions of the company still waiting for an answer. */
  openQuestions: z.number().int(),
  /** The chat with the company about this job (or its general one); null when the company opened none. */
  chatId: z.number().int().nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

/** `?lang=` of the reads: the language of the step names (default: the candidate's own). */
export const myApplicationsQuerySchema = z.object({ lang: z.enum(['it', 'en']).optional() }).strict();
