import { z } from 'zod';
import { videoStatusKeys } from '../files/videos.js';
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

/** A document sent with the application (snapshot): open or download it through `/{resource}/{id}/url`. */
const applicationDocumentSchema = z.object({
  id: z.number().int(),
  resource: z.enum(['application-user-curriculum', 'application-user-certificate']),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: time,
});

/** The files of an application, as the candidate sent them. */
export const applicationFilesSchema = z.object({
  curricula: z.array(applicationDocumentSchema),
  certificates: z.array(
    applicationDocumentSchema.extend({
      name: z.string(),
      issuer: z.string().nullable(),
      issuedOn: z.string().nullable(),
    }),
  ),
  /** The video introduction as sent, the application's video interviews and the video answers. */
  videos: z.array(
    z.object({
      videoId: z.number().int(),
      kind: z.enum(['introduction', 'interview', 'answer']),
      /** The question a video answer answers; null for the others. */
      title: z.string().nullable(),
      /** The application question a video answer answers (so the Q&A panel can play it); null for the others. */
      applicationQuestionId: z.number().int().nullable(),
      status: z.enum(videoStatusKeys),
      durationSeconds: z.number().nullable(),
      createdAt: time,
    }),
  ),
});
export type ApplicationFiles = z.infer<typeof applicationFilesSchema>;

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
  files: applicationFilesSchema,
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;
