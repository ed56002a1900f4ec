import { z } from 'zod';
import { profileCertificateSchema, profileFileSchema } from './candidate-profile.js';

/**
 * File uploads (spec section 3): the upload types, the content each accepts (checked against the
 * file's first bytes, not the name or the declared type) and the size limits.
 */
export const uploadTypes = [
  'video',
  'curriculum',
  'certificate',
  'picture',
  'companyLogo',
  'companyImage',
  'videoIntroduction',
  'videoAnswer',
  'applicationVideoInterview',
  'applicationCurriculum',
] as const;
export type UploadType = (typeof uploadTypes)[number];

export const documentMimeTypes = [
  'application/pdf',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const imageMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export const videoMimeTypes = ['video/mp4', 'video/mpeg', 'video/webm', 'video/x-matroska'] as const;
export const audioMimeTypes = ['audio/mpeg', 'audio/wav', 'audio/webm', 'audio/ogg'] as const;

const MB = 1024 * 1024;

/** What the candidate upload types accept (raster images only: an SVG can carry script). */
export const candidateUploadRules = {
  curriculum: { mimeTypes: documentMimeTypes, maxBytes: 10 * MB },
  certificate: {
    mimeTypes: [...documentMimeTypes, 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 10 * MB,
  },
  picture: { mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: 5 * MB },
  videoIntroduction: { mimeTypes: videoMimeTypes, maxBytes: 100 * MB },
} as const satisfies Partial<Record<UploadType, { mimeTypes: readonly string[]; maxBytes: number }>>;
export type CandidateUploadType = keyof typeof candidateUploadRules;

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
