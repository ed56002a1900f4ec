/**
 * File uploads (spec section 3): the upload types, the content each accepts (checked against the
 * file's first bytes, not the name or the declared type) and the size limits. Free of zod, so the
 * candidate app's pickers read it without loading the schemas (uploads.ts re-exports it).
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

/** Raster images: what a picture or a certificate may be (an SVG is only taken where it is rasterised). */
export const rasterImageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface UploadRule {
  /** The content types accepted, as sniffed from the file's first bytes. */
  mimeTypes: readonly string[];
  maxBytes: number;
}

/**
 * The one table of the upload types of spec 3 (docs/files.md): what each accepts and up to what size.
 * Every `POST /file/{type}` (and `POST /video-answer`) checks its upload against its row.
 * SVG is accepted only for the company's logo and images, which are sanitised and rasterised to
 * PNG/JPEG, so no script survives; everything else shown in a browser is raster only.
 */
export const uploadRules = {
  curriculum: { mimeTypes: documentMimeTypes, maxBytes: 10 * MB },
  applicationCurriculum: { mimeTypes: documentMimeTypes, maxBytes: 10 * MB },
  certificate: { mimeTypes: [...documentMimeTypes, ...rasterImageMimeTypes], maxBytes: 10 * MB },
  picture: { mimeTypes: rasterImageMimeTypes, maxBytes: 5 * MB },
  companyLogo: { mimeTypes: imageMimeTypes, maxBytes: 5 * MB },
  companyImage: { mimeTypes: imageMimeTypes, maxBytes: 5 * MB },
  video: { mimeTypes: videoMimeTypes, maxBytes: 200 * MB },
  videoIntroduction: { mimeTypes: videoMimeTypes, maxBytes: 200 * MB },
  applicationVideoInterview: { mimeTypes: videoMimeTypes, maxBytes: 200 * MB },
  videoAnswer: { mimeTypes: [...videoMimeTypes, ...audioMimeTypes], maxBytes: 200 * MB },
} as const satisfies Record<UploadType, UploadRule>;

/** The upload types that land in the candidate's profile (candidate-files.routes.ts). */
export const candidateUploadTypes = ['curriculum', 'certificate', 'picture', 'videoIntroduction'] as const;
export type CandidateUploadType = (typeof candidateUploadTypes)[number];
