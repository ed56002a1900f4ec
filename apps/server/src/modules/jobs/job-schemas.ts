import { z } from 'zod';
import { jobStatuses } from '@hiring/domain';

const person = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() });

/** One row of `GET /job/@overview` (the web app's `JobOverview`). */
export const jobOverviewRowSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  publishedAt: z.date().nullable(),
  suspendedAt: z.date().nullable(),
  archivedAt: z.date().nullable(),
  importedAt: z.date().nullable(),
  approvalRequestedAt: z.date().nullable(),
  /** The back office refused publication: the reason shown to the company (cleared when asking again). */
  approvalRejectedAt: z.date().nullable(),
  approvalRejectReason: z.string().nullable(),
  approvedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  status: z.enum(jobStatuses),
  owner: person,
  counters: z.object({
    /** Applications in no column yet: the board's "new" list. */
    new: z.number().int(),
    total: z.number().int(),
    columns: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        special: z.string().nullable(),
        count: z.number().int(),
      }),
    ),
  }),
});

/** One entry of `GET /job/journal/{id}`, newest first. */
export const jobJournalEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.date(),
  /** Who acted (with impersonation, the impersonated user). */
  user: person.nullable(),
  /** The admin really acting, while impersonating `user`. */
  impersonator: person.nullable(),
});
