import { z } from 'zod';
import { workYearsOptions } from './work-years.js';

export { workYearsOptions };

export const contractTypes = [
  'permanent',
  'fixed-term',
  'apprenticeship',
  'internship',
  'freelance',
  'temporary',
] as const;
export const workModes = ['onsite', 'hybrid', 'remote'] as const;

const id = z.number().int().positive();
const cents = z.number().int().min(0).max(100_000_000);
const line = z.string().trim().min(1).max(500);

/** A place as the location pickers give it: a name and its [longitude, latitude] (spec section 5). */
export const placeSchema = z.object({
  id: id.optional(),
  place_name: z.string().trim().min(1).max(200),
  center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});
export type Place = z.infer<typeof placeSchema>;

/** The content of a job post: what `PATCH /job/content/{id}` writes and the editor edits. */
export const jobContentSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(20_000).nullable(),
    responsibilities: z.array(line).max(50),
    requirements: z.array(line).max(50),
    benefits: z.array(line).max(50),
    contractType: z.enum(contractTypes).nullable(),
    workMode: z.enum(workModes).nullable(),
    salaryMinCents: cents.nullable(),
    salaryMaxCents: cents.nullable(),
    place: placeSchema.nullable(),
    workAreaId: id.nullable(),
    seniorityId: id.nullable(),
    professionalSkills: z
      .array(z.object({ skillId: id, years: z.union(workYearsOptions.map((y) => z.literal(y))) }))
      .max(50),
    languages: z.array(z.object({ languageId: id, levelId: id })).max(20),
    softSkillIds: z.array(id).max(30),
    educationId: id.nullable(),
    driverLicenseIds: z.array(id).max(20),
    availabilityId: id.nullable(),
    protectedClassIds: z.array(id).max(10),
  })
  .partial()
  .refine(
    (c) => c.salaryMinCents == null || c.salaryMaxCents == null || c.salaryMinCents <= c.salaryMaxCents,
    {
      path: ['salaryMaxCents'],
      message: 'The maximum salary must not be below the minimum',
    },
  );
export type JobContent = z.infer<typeof jobContentSchema>;

/** `POST /job/generate-content`: a description in, a draft of the content out. */
export const generateJobContentBody = z.object({ description: z.string().max(10_000) });
export type GeneratedJobContent = JobContent & { name: string; summary?: string };
