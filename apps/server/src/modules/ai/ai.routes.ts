import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorText, generateJobContentBody, generatedJobContentSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { rateLimitRules, type RateLimiter } from '../../http/rate-limit.js';
import { generateJobContent } from './job-content-generator.js';
import { registerVideoAnalysisRoutes } from '../video/analysis.routes.js';
import { registerPromptAdminRoutes } from './prompt-admin.routes.js';

/**
 * AI drafting: `POST /job/generate-content` (a static path, so it wins over the jobs module's `/job/:id`),
 * and the back office's prompt tweaking (`/admin/ai/...`).
 */
export function registerAiRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; limiter: RateLimiter },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/job/generate-content', {
    config: { access: { permission: 'jobs' } },
    preHandler: deps.limiter.guard(rateLimitRules.aiGenerate),
    // A bad or missing body gets the spec's own text rather than the validator's.
    attachValidation: true,
    schema: {
      tags: ['job'],
      summary:
        'Draft a job post from a description (AI provider when configured, else the offline generator)',
      body: generateJobContentBody,
      response: { 200: z.object({ data: generatedJobContentSchema }) },
    },
    handler: async (req) => {
      const description = req.validationError ? '' : req.body.description.trim();
      // Without a letter or a digit there is nothing to draft from (and no title: it was a 500).
      if (!/[\p{L}\p{N}]/u.test(description)) throw badRequest(ErrorText.generateEmpty);
      const data = await generateJobContent({ ...deps, log: req.log }, req.actor!.userId, description);
      return { data };
    },
  });

  registerPromptAdminRoutes(app, deps);
  registerVideoAnalysisRoutes(app, deps);
}
