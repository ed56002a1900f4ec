import { z } from 'zod';
import {
  applicationStepTypes,
  defaultBoardColumns,
  stepStyles,
  type ApplicationStepTypeKey,
} from './step-types.js';
import { applyConsentSchema } from '../privacy/consent.js';

const id = z.number().int().positive().max(2_147_483_647);
const time = z.string();

/** Special board columns (spec section 3); null for an ordinary column. */
export const specialColumns = ['selected', 'rejected', 'confirmed', 'discarded'] as const;
export type SpecialColumn = (typeof specialColumns)[number];

/** Special columns a recruiter may add to a board (the others come with the default columns). */
export const addableSpecialColumns = ['rejected', 'confirmed'] as const;
export type AddableSpecialColumn = (typeof addableSpecialColumns)[number];

/**
 * Column names stored as keys, which the web app translates: the default columns' and the added
 * special columns'. Any other name is a recruiter's own text.
 */
export const columnNameKeys: readonly string[] = [
  ...defaultBoardColumns.map((c) => c.name),
  ...addableSpecialColumns,
];

/** Applications in these columns are locked: they cannot be moved any more (spec section 4). */
export const lockingColumns: readonly string[] = ['rejected', 'confirmed', 'discarded'];

export function isLockedColumn(special: string | null | undefined): boolean {
  return special != null && lockingColumns.includes(special);
}

/** The step a move into a column writes: selected, rejected, confirmed, or moved. */
export function stepKeyForColumn(special: string | null | undefined): ApplicationStepTypeKey {
  if (special === 'selected') return 'selected';
  if (special === 'rejected' || special === 'discarded') return 'rejected';
  if (special === 'confirmed') return 'confirmed';
  return 'moved';
}

/** Step types staff may write by hand through `POST /application-step` (the others the system writes). */
export const recruiterStepKeys = [
  'qa-request',
  'interview-request',
  'interview-confirmed',
  'interview-completed',
  'interview-cancelled',
  'recruiter-change',
  'type-change',
  'date-change',
  'not-confirmed',
] as const satisfies readonly ApplicationStepTypeKey[];

export const stepTypeByKey = new Map(applicationStepTypes.map((s) => [s.key as string, s]));

export const boardColumnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  special: z.enum(specialColumns).nullable(),
  /** True for the columns that lock their applications. */
  locked: z.boolean(),
});
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const boardCardSchema = z.object({
  id: z.number().int(),
  /** null: the application is in the "new" list, not yet in a column. */
  jobApplicationStatusId: z.number().int().nullable(),
  viewedAt: time.nullable(),
  createdAt: time,
  locked: z.boolean(),
  candidate: z.object({
    userId: z.number().int(),
    firstname: z.string(),
    lastname: z.string(),
    picture: z.string().nullable(),
    headline: z.string().nullable(),
  }),
  lastStep: z.object({ key: z.string(), style: z.enum(stepStyles), createdAt: time }).nullable(),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/** `GET /board/{jobId}`. */
export const boardPayloadSchema = z.object({
  job: z.object({
    id: z.number().int(),
    name: z.string(),
    userId: z.number().int(),
    publishedAt: time.nullable(),
    suspendedAt: time.nullable(),
    archivedAt: time.nullable(),
    importedAt: time.nullable(),
  }),
  columns: z.array(boardColumnSchema),
  applications: z.array(boardCardSchema),
});
export type BoardPayload = z.infer<typeof boardPayloadSchema>;

/** `PATCH /application/{id}`. */
export const moveApplicationBody = z.object({ jobApplicationStatusId: id }).strict();
/** `POST /application/@move`. */
export const moveApplicationsBody = z
  .object({ idList: z.array(id).min(1).max(2000), jobApplicationStatusId: id })
  .strict();
/** `POST /application/@reject`. */
export const rejectApplicationsBody = z.object({ idList: z.array(id).min(1).max(2000) }).strict();
/** The answer of the bulk moves: what moved, and what stayed because it is locked. */
export const moveResultSchema = z.object({
  moved: z.array(z.number().int()),
  locked: z.array(z.number().int()),
});
export type MoveResult = z.infer<typeof moveResultSchema>;

/**
 * `POST /application` by a candidate; `consent` is required when the `disableConsent` module is off
 * (docs/privacy.md), and ignored when it is on.
 */
export const applyBody = z.object({ jobId: id, consent: applyConsentSchema.optional() }).strict();

/** One step of the candidate detail's status tab. */
export const applicationStepViewSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  style: z.enum(stepStyles),
  createdAt: time,
  user: z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() }).nullable(),
  /** The interview an interview step is about (request, changes, cancel...); null for other steps. */
  meetingId: z.number().int().nullable(),
});
export type ApplicationStepView = z.infer<typeof applicationStepViewSchema>;
