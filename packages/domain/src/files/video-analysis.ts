import { z } from 'zod';

/** `POST /analysis/video`: analyse a video, about an application when given (its job's requirements). */
export const videoAnalysisRequestSchema = z
  .object({
    videoId: z.number().int().positive().max(2_147_483_647),
    applicationId: z.number().int().positive().max(2_147_483_647).optional(),
    /** The language to write in; default the caller's. */
    lang: z.enum(['it', 'en']).optional(),
  })
  .strict();
export type VideoAnalysisRequest = z.infer<typeof videoAnalysisRequestSchema>;

/** One of the job's requirements and what the candidate said about it. */
export const requirementFindingSchema = z.object({
  requirement: z.string(),
  /** `met`, `partial`, `missing`, or `unknown` when the video does not speak to it. */
  result: z.enum(['met', 'partial', 'missing', 'unknown']),
  evidence: z.string(),
});

/** What an analysis found. Offline, only facts: duration, language of the form; nothing invented. */
export const videoAnalysisResultSchema = z.object({
  durationSeconds: z.number().nullable(),
  /** The language of the form the video was sent with (the candidate's language), and the spoken one when transcribed. */
  formLanguage: z.string().nullable(),
  spokenLanguage: z.string().nullable(),
  transcript: z.string().nullable(),
  summary: z.string().nullable(),
  strengths: z.array(z.string()),
  concerns: z.array(z.string()),
  requirements: z.array(requirementFindingSchema),
  /** What the analysis could not do and why (no speech-to-text configured, no audio track, …). */
  notes: z.array(z.string()),
});
export type VideoAnalysisResult = z.infer<typeof videoAnalysisResultSchema>;

/** `ai-data` (`GET /ai-data/{id}`, `GET /ai-data?where…`, `POST /analysis/video`). */
export const aiDataSchema = z.object({
  id: z.number().int(),
  kind: z.literal('video-analysis'),
  videoId: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  provider: z.enum(['ai', 'offline']),
  model: z.string().nullable(),
  lang: z.string(),
  result: videoAnalysisResultSchema,
  createdAt: z.string(),
});
export type AiData = z.infer<typeof aiDataSchema>;

/** A result that found nothing: every field empty. */
export const emptyVideoAnalysisResult: VideoAnalysisResult = {
  durationSeconds: null,
  formLanguage: null,
  spokenLanguage: null,
  transcript: null,
  summary: null,
  strengths: [],
  concerns: [],
  requirements: [],
  notes: [],
};
