import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisSchema,
  applyBody,
  boardCardSchema,
  boardPayloadSchema,
  type BoardPayload,
  candidateDetailSchema,
  moveApplicationBody,
  moveApplicationsBody,
  moveResultSchema,
  rejectApplicationsBody,
} from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { analyseApplication } from './analysis.service.js';
import { registerApplicationRecordRoutes } from './application-records.routes.js';
import { registerColumnRoutes } from './columns.routes.js';
import { recordProfileRead } from '../privacy/profile-read-audit.js';
import { apply, removeApplication, setViewed } from './applications.service.js';
import { allVisibleApplications, visibleApplication } from './board-access.js';
import { BoardCache } from './board-cache.js';
import { loadBoardJson, loadCard } from './board.service.js';
import { candidateDetail } from './candidate.service.js';
import { moveMany, moveOne, rejectMany } from './moves.service.js';

const board = { access: { permission: 'board' as const } };
const tags = ['board'];
const jobParams = z.object({ jobId: z.coerce.number().int().positive().max(2_147_483_647) });
const createdApplication = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  userId: z.number().int(),
  jobApplicationStatusId: z.number().int().nullable(),
  viewedAt: z.date().nullable(),
  createdAt: z.date(),
  policyVersion: z.string().nullable().describe('the privacy-policy version in force when applying'),
});

/** The hiring board: its payload, moves, marking viewed, removing, and the candidate detail. */
export function registerBoardRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerApplicationRecordRoutes(app, db);
  registerColumnRoutes(app, db);
  // One per app instance: its key, job.board_version, is read from the database on every request.
  const boardCache = new BoardCache();

  r.get('/board/:jobId', {
    config: board,
    // 2,000 cards: the database builds the cards' JSON (board.service.ts `boardCardsJson`) and the
    // handler sends that text as it is, so no serializer encodes the rows; the zod schema still
    // documents the answer in the OpenAPI description (board-payload tests check the two agree).
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    schema: {
      tags,
      summary: 'The board of a job: columns (the defaults first if none) and application cards',
      params: jobParams,
      response: { 200: z.object({ data: boardPayloadSchema }) },
    },
    handler: async (req, reply) => {
      const json = await loadBoardJson(db, req.actor!, req.params.jobId, boardCache);
      // The text is the schema's `{ data: BoardPayload }` already; the serializer above passes it on.
      return reply.type('application/json; charset=utf-8').send(json as unknown as { data: BoardPayload });
    },
  });

  r.patch('/application/:id', {
    config: board,
    schema: {
      tags,
      summary: 'Move an application to another column of its job (writes a step); 400 when locked',
      params: idParamsSchema,
      body: moveApplicationBody,
      response: { 200: z.object({ data: boardCardSchema }) },
    },
    handler: async (req) => {
      const found = await visibleApplication(db, req.actor!, req.params.id);
      await moveOne(db, req.actor!, found, req.body.jobApplicationStatusId);
      return { data: await loadCard(db, found.jobId, found.id) };
    },
  });

  r.post('/application/@move', {
    config: board,
    schema: {
      tags,
      summary: 'Move applications to a column of their job; locked ones stay',
      body: moveApplicationsBody,
      response: { 200: z.object({ data: moveResultSchema }) },
    },
    handler: async (req) => {
      const apps = await allVisibleApplications(db, req.actor!, req.body.idList);
      return { data: await moveMany(db, req.actor!, apps, req.body.jobApplicationStatusId) };
    },
  });

  r.post('/application/@reject', {
    config: board,
    schema: {
      tags,
      summary: 'Reject applications: to their job’s discarded column with a rejected step',
      body: rejectApplicationsBody,
      response: { 200: z.object({ data: moveResultSchema }) },
    },
    handler: async (req) => {
      const apps = await allVisibleApplications(db, req.actor!, req.body.idList);
      return { data: await rejectMany(db, req.actor!, apps) };
    },
  });

  r.post('/application', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        'A candidate applies to a published job (with the consent to the privacy policy in force when the disableConsent module is off; 400 without it)',
      body: applyBody,
      response: { 201: z.object({ data: createdApplication }) },
    },
    handler: async (req, reply) => {
      const consentRequired = !config.modules.disableConsent;
      const data = await apply(db, req.actor!, req.body, { consentRequired });
      return reply.status(201).send({ data });
    },
  });

  r.patch('/update/application-set-viewed/:id', {
    config: board,
    schema: {
      tags,
      summary: 'Mark an application viewed (once) and its notices seen',
      params: idParamsSchema,
      response: { 204: z.null().describe('viewed') },
    },
    handler: async (req, reply) => {
      await setViewed(db, req.actor!, await visibleApplication(db, req.actor!, req.params.id));
      return reply.status(204).send(null);
    },
  });

  r.delete('/application/:id/user', {
    // The spec's own texts answer here (section 8), so the permission is checked in the service.
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Remove a candidate’s application from the job',
      params: z.object({ id: z.string() }),
      response: { 204: z.null().describe('removed') },
    },
    handler: async (req, reply) => {
      await removeApplication(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/board/application/:id', {
    config: board,
    schema: {
      tags,
      summary: 'The candidate detail: application, profile, contact (unless hidden) and steps',
      params: idParamsSchema,
      response: { 200: z.object({ data: candidateDetailSchema }) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      const found = await visibleApplication(db, actor, req.params.id);
      await recordProfileRead(db, actor, {
        subject: found.userId,
        via: 'board-candidate',
        requestId: req.id,
      });
      return { data: await candidateDetail(db, actor, found, config.modules.disableUserDetailsContact) };
    },
  });

  r.get('/board/application/:id/analysis', {
    config: board,
    schema: {
      tags,
      summary: 'How the candidate matches the job, criterion by criterion',
      params: idParamsSchema,
      response: { 200: z.object({ data: analysisSchema }) },
    },
    handler: async (req) => {
      const found = await visibleApplication(db, req.actor!, req.params.id);
      return { data: await analyseApplication(db, req.actor!, found) };
    },
  });
}
