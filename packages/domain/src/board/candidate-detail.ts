import { z } from 'zod';
import { applicationStepViewSchema } from './board-payload.js';

const named = z.object({ id: z.number().int(), name: z.string() });
const time = z.string();

/** The candidate's profile as the board's detail panel shows it (names in the caller's language). */
export const candidateProfileSchema = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  picture: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  employed: z.boolean(),
  location: z
    .object({
      id: z.number().int(),
      name: z.string(),
      province: z.string(),
      lat: z.number(),
      lng: z.number(),
    })
    .nullable(),
  availability: named.nullable(),
  seniority: named.nullable(),
  workArea: named.nullable(),
  education: named.nullable(),
  professionalSkills: z.array(named.extend({ years: z.number().int() })),
  languages: z.array(named.extend({ levelId: z.number().int(), level: z.string() })),
  softSkills: z.array(named),
  driverLicenses: z.array(named),
  protectedClasses: z.array(named),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/** `GET /board/application/{id}`. */
export const candidateDetailSchema = z.object({
  application: z.object({
    id: z.number().int(),
    jobId: z.number().int(),
    jobApplicationStatusId: z.number().int().nullable(),
    viewedAt: time.nullable(),
    createdAt: time,
    locked: z.boolean(),
  }),
  candidate: candidateProfileSchema,
  /** null when the runtime module flag disableUserDetailsContact is on. */
  contact: z.object({ email: z.string(), phone: z.string().nullable() }).nullable(),
  steps: z.array(applicationStepViewSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;
