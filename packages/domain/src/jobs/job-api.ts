import { z } from 'zod';
import { jobContentSchema, type JobContent } from './job-content.js';
import { jobListFilters, jobStatusActions } from './job-status.js';

/** The content with every key present: what `GET /job/{id}` answers (null or [] when empty). */
export type CompleteJobContent = { [K in keyof JobContent]-?: Exclude<JobContent[K], undefined> | null } & {
  name: string;
  responsibilities: string[];
  requirements: string[];
  benefits: string[];
  professionalSkills: NonNullable<JobContent['professionalSkills']>;
  languages: NonNullable<JobContent['languages']>;
  softSkillIds: number[];
  driverLicenseIds: number[];
  protectedClassIds: number[];
};

/** The keys of the job content, in the editor's order. */
export const jobContentKeys = Object.keys(jobContentSchema.shape) as Array<keyof JobContent>;

const listKeys = new Set<keyof JobContent>([
  'responsibilities',
  'requirements',
  'benefits',
  'professionalSkills',
  'languages',
  'softSkillIds',
  'driverLicenseIds',
  'protectedClassIds',
]);

/** Fills every missing key of a (partial) content: lists with [], the rest with null, the name with ''. */
export function completeJobContent(content: JobContent | Record<string, unknown>): CompleteJobContent {
  const out: Record<string, unknown> = {};
  const given = content as Record<string, unknown>;
  for (const key of jobContentKeys) {
    const value = given[key];
    out[key] = value === undefined ? (listKeys.has(key) ? [] : key === 'name' ? '' : null) : value;
  }
  return out as CompleteJobContent;
}

/** `POST /job`: the content with a name, and the prompt of an AI draft when it came from one. */
export const createJobBody = jobContentSchema
  .required({ name: true })
  .safeExtend({ aiPrompt: z.string().max(10_000).nullable().optional() });
export type CreateJobBody = z.infer<typeof createJobBody>;

/** `PATCH /job/status/{id}`. */
export const setJobStatusBody = z.object({ status: z.enum(jobStatusActions) });

/** The sort keys of `GET /job/@overview` (those of spec section 9 that apply to jobs). */
export const jobOverviewSorts = ['created', 'modified', 'name', 'new', 'applications'] as const;
export type JobOverviewSort = (typeof jobOverviewSorts)[number];

/** `GET /job/@overview` query: filter by derived status, search the name, sort, page. */
export const jobOverviewQuery = z.object({
  filter: z.enum(jobListFilters).default('all'),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(jobOverviewSorts).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  take: z.coerce.number().int().min(1).max(1000).default(500),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type JobOverviewQuery = z.infer<typeof jobOverviewQuery>;

/** What the job journal records (`GET /job/journal/{id}`); the board adds its own kinds. */
export const jobEventKinds = ['created', 'content', 'status', 'approved', 'duplicated', 'deleted'] as const;
export type JobEventKind = (typeof jobEventKinds)[number];
