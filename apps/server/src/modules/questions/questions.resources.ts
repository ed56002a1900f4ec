import { eq } from 'drizzle-orm';
import { RoleId } from '@hiring/domain';
import { applicationQuestion, videoAnswer } from '../../db/schema/index.js';
import { defineResource, type ResourceDefinition } from '../../http/resources/define-resource.js';
import { questionsInScope } from './questions-scope.js';

/**
 * The questions sent about applications (`GET /application-question?where[applicationId]=…`,
 * `GET /application-question/{id}`), narrowed by questions-scope.ts for candidates and staff alike.
 * Sending, answering and reading answers are the routes of questions.routes.ts.
 */
export const applicationQuestionResource: ResourceDefinition = defineResource({
  name: 'application-question',
  table: applicationQuestion,
  verbs: ['list', 'get'],
  read: 'authenticated',
  scope: ({ db, actor }) => questionsInScope(db, actor),
  fields: [
    'id',
    'applicationId',
    'questionId',
    'text',
    'askedByUserId',
    'answerText',
    'videoAnswerId',
    'answeredAt',
    'viewedAt',
    'createdAt',
    'updatedAt',
  ],
});

/** The candidate's own video answers (`GET /video-answer`); the bytes are `GET /video-answer/{id}/file`. */
export const videoAnswerResource: ResourceDefinition = defineResource({
  name: 'video-answer',
  table: videoAnswer,
  verbs: ['list', 'get'],
  read: { role: RoleId.user },
  scope: ({ actor }) => eq(videoAnswer.userId, actor!.userId),
  fields: ['id', 'userId', 'fileName', 'mimeType', 'size', 'durationSeconds', 'createdAt', 'updatedAt'],
});
