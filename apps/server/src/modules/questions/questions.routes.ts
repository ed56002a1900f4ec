import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answersViewedSchema,
  applicationQuestionAnswerSchema,
  applicationQuestionCreateSchema,
  applicationQuestionSchema,
  RoleId,
  videoAnswerSchema,
  uploadRules,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { visibleApplication } from '../board/board-access.js';
import { registerFileRoutes } from '../files/file-url.js';
import { configuredStorage, type FileStorage } from '../files/storage.js';
import { receiveUpload } from '../files/upload.js';
import type { CandidateFile } from '../candidates/candidate-file-access.js';
import { recordFileRead } from '../privacy/profile-read-audit.js';
import { answerQuestion, markAnswersViewed, sendQuestions } from './questions.service.js';
import { deleteVideoAnswer, saveVideoAnswer, videoAnswerForDownload } from './video-answers.service.js';

const candidateOnly = { access: { role: RoleId.user } } as const;
const board = { access: { permission: 'board' } } as const;

/** The upload needs the multipart parser; only its own scope gets it. */
function registerVideoAnswerUpload(app: FastifyInstance, db: Database, storage: FileStorage): void {
  app.register(async (scope) => {
    // Oversized files arrive truncated and are answered 413 by receiveUpload, after cleaning up.
    await scope.register(multipart, { throwFileSizeLimit: false });
    scope.withTypeProvider<ZodTypeProvider>().post('/video-answer', {
      config: candidateOnly,
      schema: {
        tags: ['video-answer'],
        summary: `Upload a video answer (multipart/form-data, one file part; up to ${uploadRules.videoAnswer.maxBytes / 1048576} MB: ${uploadRules.videoAnswer.mimeTypes.join(', ')})`,
        operationId: 'createVideoAnswer',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: videoAnswerSchema }) },
      },
      handler: async (req, reply) => {
        const { file } = await receiveUpload(req, storage, 'videoAnswer', uploadRules.videoAnswer);
        return reply.status(201).send({ data: await saveVideoAnswer(db, req.actor!, file) });
      },
    });
  });
}

/**
 * Q&A steps (docs/questions.md): staff send questions about an application, the candidate answers
 * in writing or with a video answer, staff read the answers. Reading the questions is the generic
 * `GET /application-question` (questions.resources.ts).
 */
export function registerQuestionRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db } = deps;
  const storage = configuredStorage(deps.config);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['application-question'];

  r.post('/application-question', {
    config: board,
    schema: {
      tags,
      summary: 'Send 1–20 questions (catalogue or own wording) to the candidate of an application',
      operationId: 'createApplicationQuestions',
      body: applicationQuestionCreateSchema,
      response: { 201: z.object({ data: z.array(applicationQuestionSchema) }) },
    },
    handler: async (req, reply) => {
      const app = await visibleApplication(db, req.actor!, req.body.applicationId);
      return reply.status(201).send({ data: await sendQuestions(db, req.actor!, app, req.body) });
    },
  });

  r.patch('/application-question/:id', {
    config: candidateOnly,
    schema: {
      tags,
      summary: 'Answer a question of one’s own application, in writing or with a video answer',
      operationId: 'answerApplicationQuestion',
      params: idParamsSchema,
      body: applicationQuestionAnswerSchema,
      response: { 200: z.object({ data: applicationQuestionSchema }) },
    },
    handler: async (req) => ({ data: await answerQuestion(db, req.actor!, req.params.id, req.body) }),
  });

  r.patch('/application-question/viewed/:applicationId', {
    config: board,
    schema: {
      tags,
      summary: 'Mark the answers of an application read (the first read writes the qa-view step)',
      operationId: 'markApplicationAnswersViewed',
      params: z.object({ applicationId: z.coerce.number().int().positive().max(2_147_483_647) }),
      response: { 200: z.object({ data: answersViewedSchema }) },
    },
    handler: async (req) => {
      const app = await visibleApplication(db, req.actor!, req.params.applicationId);
      return { data: await markAnswersViewed(db, req.actor!, app) };
    },
  });

  registerVideoAnswerUpload(app, db, storage);

  r.delete('/video-answer/:id', {
    config: candidateOnly,
    schema: {
      tags: ['video-answer'],
      summary: 'Delete one’s own video answer while no answer uses it',
      operationId: 'deleteVideoAnswer',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteVideoAnswer(db, storage, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  registerFileRoutes<CandidateFile>(
    app,
    { storage, config: deps.config },
    {
      filePath: '/video-answer/:id/file',
      tags: ['video-answer'],
      what: 'the video of a video answer',
      fileSummary: 'The video of a video answer (its owner, or staff reaching an application it answers)',
      operationIds: { file: 'getVideoAnswerFile', url: 'getVideoAnswerUrl' },
      access: 'authenticated',
      lookup: (actor, id) => videoAnswerForDownload(db, actor, id),
      onRead: recordFileRead(db, 'video-answer'),
    },
  );
}
