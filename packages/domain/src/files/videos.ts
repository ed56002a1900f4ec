import { z } from 'zod';

/**
 * Where a video's processing stands (spec `video-status`, reference data with stable ids):
 * uploaded → encoding → encoded, or failed; `original` when this server has no encoder and the file
 * is served as sent.
 */
export const videoStatuses = [
  { id: 1, key: 'uploaded', name: 'Caricato', nameEn: 'Uploaded' },
  { id: 2, key: 'encoding', name: 'In elaborazione', nameEn: 'Processing' },
  { id: 3, key: 'encoded', name: 'Pronto', nameEn: 'Ready' },
  { id: 4, key: 'failed', name: 'Elaborazione non riuscita', nameEn: 'Processing failed' },
  { id: 5, key: 'original', name: 'Originale, non elaborato', nameEn: 'Original, not processed' },
] as const;
export type VideoStatusKey = (typeof videoStatuses)[number]['key'];
export const videoStatusKeys = videoStatuses.map((s) => s.key) as [VideoStatusKey, ...VideoStatusKey[]];
export const VideoStatusId = Object.fromEntries(videoStatuses.map((s) => [s.key, s.id])) as {
  [K in VideoStatusKey]: number;
};

/** The upload types that make a video (spec section 3). */
export const videoPurposes = [
  'video',
  'videoIntroduction',
  'videoAnswer',
  'applicationVideoInterview',
] as const;
export type VideoPurpose = (typeof videoPurposes)[number];

/** `GET /video/{id}` and every place a video is shown. */
export const videoViewSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(videoPurposes),
  status: z.enum(videoStatusKeys),
  /** Why it is in its status (the encoder's error; "no encoder"), for people; null when all is well. */
  statusDetail: z.string().nullable(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  durationSeconds: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A thumbnail exists (`GET /video/{id}/thumb`). */
  hasThumb: z.boolean(),
  createdAt: z.string(),
});
export type VideoView = z.infer<typeof videoViewSchema>;

/** `GET /video/{id}/url`: short-lived, access-checked addresses to play it. */
export const videoUrlSchema = z.object({
  /** The web encoding when there is one, else the original. */
  url: z.string(),
  mimeType: z.string(),
  /** The thumbnail's address, or null while there is none. */
  thumbUrl: z.string().nullable(),
  /** When the addresses stop working (ISO time). */
  expiresAt: z.string(),
  status: z.enum(videoStatusKeys),
  /** True when `url` is the web encoding, false when it is the original as sent. */
  encoded: z.boolean(),
  durationSeconds: z.number().nullable(),
});
export type VideoUrl = z.infer<typeof videoUrlSchema>;

/** `GET /video/ai`: what the video features can do on this server. */
export const videoAiSchema = z.object({
  /** ffmpeg was found: videos get a thumbnail, a web encoding and a duration. */
  encoder: z.boolean(),
  /** A speech-to-text endpoint is configured: analyses read what the candidate says. */
  transcription: z.boolean(),
  /** A chat-completions model is configured: analyses summarise against the job's requirements. */
  summary: z.boolean(),
  /** `ai` when both are configured, else `offline` (facts only, nothing invented). */
  provider: z.enum(['ai', 'offline']),
});
export type VideoAi = z.infer<typeof videoAiSchema>;

/** A short-lived address of a stored file (`GET /{resource}/{id}/url`). */
export const fileUrlSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type FileUrl = z.infer<typeof fileUrlSchema>;
