import { z } from 'zod';
import { profileCertificateSchema, profileFileSchema } from './candidate-profile.js';

import type { CandidateUploadType } from './upload-rules.js';

export * from './upload-rules.js';

/** The multipart text field naming the application (applicationVideoInterview, applicationCurriculum). */
export const applicationUploadFieldsSchema = z
  .object({ applicationId: z.coerce.number().int().positive() })
  .strict();

/** `POST /video-introduction`: one of the candidate's own videos not used yet becomes their introduction. */
export const videoIntroductionCreateSchema = z.object({ videoId: z.number().int().positive() }).strict();

/** `POST /file/applicationCurriculum` answers (201) the CV added to the application. */
export const applicationCurriculumSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ApplicationCurriculum = z.infer<typeof applicationCurriculumSchema>;

/** The cache version in every avatar URL (spec 9), like the company images'. */
export const AVATAR_CACHE_VERSION = 2;

/** The avatar every picture is turned into (spec section 9). */
export const AVATAR_SIZE = 256;

/** `POST /file/certificate` text fields (multipart), besides the file. */
export const certificateUploadFieldsSchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    issuer: z.string().trim().max(200).optional(),
    issuedOn: z.iso.date().optional(),
  })
  .strict();

/** What `POST /file/{type}` answers (201): the stored file as the profile lists it. */
export const uploadResultSchemas = {
  curriculum: profileFileSchema,
  certificate: profileCertificateSchema,
  /** `picture`: the 256x256 PNG avatar's URL, now also `user.picture`. */
  picture: profileFileSchema.extend({ picture: z.string() }),
  videoIntroduction: profileFileSchema.extend({ durationSeconds: z.number().int().nullable() }),
} as const satisfies Record<CandidateUploadType, z.ZodObject>;
