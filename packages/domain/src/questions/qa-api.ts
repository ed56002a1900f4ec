import { z } from 'zod';
import { uploadRules } from '../candidates/uploads.js';

const dbId = z.number().int().positive().max(2_147_483_647);
const time = z.string();

/** Most questions one request may carry. */
export const MAX_QUESTIONS_PER_REQUEST = 20;

/** A question's own wording, or a candidate's written answer. */
export const questionTextSchema = z.string().trim().min(1).max(1000);
export const answerTextSchema = z.string().trim().min(1).max(5000);

/** One question of a request: from the catalogue (its text copied in the asker's language), or the recruiter's own. */
export const questionAskedSchema = z.union([
  z.object({ questionId: dbId }).strict(),
  z.object({ text: questionTextSchema }).strict(),
]);
export type QuestionAsked = z.infer<typeof questionAskedSchema>;

/** `POST /application-question`: staff send questions about an application (step qa-request). */
export const applicationQuestionCreateSchema = z
  .object({
    applicationId: dbId,
    questions: z.array(questionAskedSchema).min(1).max(MAX_QUESTIONS_PER_REQUEST),
  })
  .strict();
export type ApplicationQuestionCreate = z.infer<typeof applicationQuestionCreateSchema>;

/** `PATCH /application-question/{id}`: the candidate answers in writing or with one of their video answers. */
export const applicationQuestionAnswerSchema = z.union([
  z.object({ answerText: answerTextSchema }).strict(),
  z.object({ videoAnswerId: dbId }).strict(),
]);
export type ApplicationQuestionAnswer = z.infer<typeof applicationQuestionAnswerSchema>;

/** Where a question stands: not answered yet, answered, answered and read by a recruiter. */
export const questionStatuses = ['waiting', 'answered', 'viewed'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

/** A question as the API answers it (`GET /application-question`, and the writes). */
export const applicationQuestionSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  questionId: z.number().int().nullable(),
  text: z.string(),
  askedByUserId: z.number().int().nullable(),
  answerText: z.string().nullable(),
  videoAnswerId: z.number().int().nullable(),
  answeredAt: time.nullable(),
  viewedAt: time.nullable(),
  createdAt: time,
  updatedAt: time,
});
export type ApplicationQuestion = z.infer<typeof applicationQuestionSchema>;

/** The status of a question from its timestamps. */
export function questionStatus(q: Pick<ApplicationQuestion, 'answeredAt' | 'viewedAt'>): QuestionStatus {
  if (q.answeredAt === null) return 'waiting';
  return q.viewedAt === null ? 'answered' : 'viewed';
}

/** `PATCH /application-question/viewed/{applicationId}`: how many answers were read for the first time. */
export const answersViewedSchema = z.object({
  viewed: z.number().int(),
  /** Whether this call wrote the qa-view step (only the first read of new answers does). */
  stepWritten: z.boolean(),
});
export type AnswersViewed = z.infer<typeof answersViewedSchema>;

/** The videoAnswer upload type of spec 3 (uploadRules): video or audio, streamed to the storage. */
export const videoAnswerUploadRule = uploadRules.videoAnswer;

/** A candidate's video answer (`POST /video-answer` answers it, 201). */
export const videoAnswerSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  /** Relative to the API base: `/video-answer/{id}/file`. */
  url: z.string(),
  createdAt: time,
});
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;

export const videoAnswerFileUrl = (id: number) => `/video-answer/${id}/file`;
