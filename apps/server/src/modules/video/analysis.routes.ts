import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiDataSchema, videoAnalysisRequestSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { rateLimitRules, type RateLimiter } from '../../http/rate-limit.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { aiDataResource, latestVideoAnalysis } from './ai-data.resources.js';
import { analyseVideo, type AnalysisDeps } from './analysis.service.js';
import { visibleVideo } from './video-access.js';

const board = { permission: 'board' as const };
const tags = ['video'];

/**
 * Video analysis (docs/ai.md, "Video analysis"): `POST /analysis/video`, `GET /video/{id}/analyze`
 * and the `ai-data` reads. Registered with the AI routes: analyses count against the same per-user
 * limit as job drafting (`aiGenerate`).
 */
export function registerVideoAnalysisRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; limiter: RateLimiter } & Partial<
    Pick<AnalysisDeps, 'chat' | 'stt' | 'ffmpeg' | 'storage'>
  >,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post('/analysis/video', {
    config: { access: board, errorStatuses: [404] },
    preHandler: deps.limiter.guard(rateLimitRules.aiGenerate),
    schema: {
      tags,
      operationId: 'analyseVideo',
      summary:
        'Analyse a video against its application’s job (speech-to-text and the AI model when configured, else the facts only); the result is kept as ai-data',
      body: videoAnalysisRequestSchema,
      response: { 201: z.object({ data: aiDataSchema }) },
    },
    handler: async (req, reply) => {
      const data = await analyseVideo({ ...deps, log: req.log }, req.actor!, req.body);
      return reply.status(201).send({ data });
    },
  });

  r.get('/video/:id/analyze', {
    config: { access: board },
    schema: {
      tags,
      operationId: 'getVideoAnalysis',
      summary: 'The latest analysis of a video kept for the caller’s company, or null',
      params: idParamsSchema,
      response: { 200: z.object({ data: aiDataSchema.nullable() }) },
    },
    handler: async (req) => {
      const video = await visibleVideo(db, req.actor, req.params.id);
      return { data: await latestVideoAnalysis(db, req.actor!, video.id) };
    },
  });

  registerResource(app, db, aiDataResource);
}
