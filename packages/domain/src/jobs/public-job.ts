import { z } from 'zod';
import { readerLangs } from './public-job-paths.js';

export * from './public-job-paths.js';

/**
 * A post's content with every reference named in the reader's language: what a candidate reads.
 * The back office's approval preview and the public job page (`GET /public/jobs/{id}`) both answer it.
 */
export const namedJobContentSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  contractType: z.string().nullable(),
  workMode: z.string().nullable(),
  place: z.string().nullable(),
  salaryMinCents: z.number().int().nullable(),
  salaryMaxCents: z.number().int().nullable(),
  workArea: z.string().nullable(),
  seniority: z.string().nullable(),
  education: z.string().nullable(),
  availability: z.string().nullable(),
  professionalSkills: z.array(z.object({ name: z.string(), years: z.number().int() })),
  languages: z.array(z.object({ name: z.string(), level: z.string() })),
  softSkills: z.array(z.string()),
  driverLicenses: z.array(z.string()),
  protectedClasses: z.array(z.string()),
});
export type NamedJobContent = z.infer<typeof namedJobContentSchema>;

/** What candidates see of the company behind a post (its page's fields only once the page may be shown). */
export const publicCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  place: z.string().nullable(),
});

/** `GET /public/jobs/{id}`: a published post as the company published it. */
export const publicJobSchema = namedJobContentSchema.extend({
  id: z.number().int(),
  lang: z.enum(readerLangs),
  publishedAt: z.date(),
  /** The place's coordinates when the post stores them (a place picked from the reference locations). */
  location: z.object({ name: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
  company: publicCompanySchema,
  /** The public page of the post (server-rendered HTML) and where the candidate app takes an application. */
  pageUrl: z.string(),
  applyUrl: z.string(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;
