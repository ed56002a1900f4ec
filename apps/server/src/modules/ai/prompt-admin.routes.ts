import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedJobContentSchema } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { rateLimitRules, type RateLimiter } from '../../http/rate-limit.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { listQuerySchema } from '../../http/resources/list-query.js';
import { extendedRecordSchema } from '../../http/resources/response-schema.js';
import { JOB_GENERATE_PROMPT } from './default-prompts.js';
import { draftJobContent } from './job-content-generator.js';
import { loadPrompt } from './prompts.js';
import {
  aiPromptList,
  aiPromptVersionList,
  assertPlaceholders,
  listPrompts,
  listPromptVersions,
  readPrompt,
  readPromptVersion,
  rollbackPrompt,
  savePromptVersion,
} from './prompt-versions.service.js';

const tags = ['admin-ai'];
const access = { access: { admin: 'ai-tweaking' } } as const;

/** The editable parts of a prompt, as the editor and the try-it panel send them. */
const draftShape = {
  system: z.string().trim().min(1, 'system: must not be empty').max(20_000),
  template: z.string().trim().min(1, 'template: must not be empty').max(20_000),
  temperature: z.number().min(0).max(2).describe('0 to 2, sent as it is'),
  model: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .optional()
    .transform((v) => v || null)
    .describe('the model for this prompt; empty or null: AI_MODEL'),
  maxTokens: z
    .number()
    .int()
    .min(1)
    .max(32_000)
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe('sent as max_tokens; null: the provider’s default'),
};
const draftBody = z.object(draftShape).strict();

const saveBody = z
  .object({
    ...draftShape,
    baseVersion: z.number().int().min(0).describe('the version the editor started from; stale: 409'),
    note: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .optional()
      .transform((v) => v || null)
      .describe('why it changed (shown in the history)'),
  })
  .strict();

const rollbackBody = z
  .object({
    version: z.number().int().min(0).describe('the version to make current again'),
    baseVersion: z.number().int().min(0).describe('the version in use the caller saw; stale: 409'),
  })
  .strict();

const tryBody = z
  .object({
    description: z.string().trim().min(1).max(10_000),
    lang: z.enum(['it', 'en']).describe('the language of the prompt and of the draft'),
    draft: draftBody.optional().describe('an unsaved prompt; absent: the saved prompt of the language'),
  })
  .strict();

const versionParams = z.object({
  id: idParamsSchema.shape.id,
  version: z.coerce.number().int().min(0).max(2_147_483_647),
});

const promptSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    lang: z.string(),
    version: z.number().int(),
    system: z.string(),
    template: z.string(),
    temperature: z.number(),
    model: z.string().nullable(),
    maxTokens: z.number().int().nullable(),
    updatedByUserId: z.number().int().nullable(),
    updatedByName: z.string().nullable(),
    updatedAt: z.string(),
    requiredPlaceholders: z.array(z.string()),
  })
  .meta({ id: 'AiPrompt' });

const versionSchema = z
  .object({
    version: z.number().int(),
    system: z.string(),
    template: z.string(),
    temperature: z.number(),
    model: z.string().nullable(),
    maxTokens: z.number().int().nullable(),
    note: z.string().nullable(),
    createdByUserId: z.number().int().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AiPromptVersionText' });

const promptRowSchema = extendedRecordSchema(aiPromptList, 'AiPromptRow', {
  updatedByName: z.string().nullable(),
});
const versionRowSchema = extendedRecordSchema(aiPromptVersionList, 'AiPromptVersionRow', {
  createdByName: z.string().nullable(),
});
const page = (row: z.ZodType) =>
  z.object({ data: z.array(row), total: z.number().int().optional().describe('with count=true') });

const tryAnswer = z.object({
  data: z.discriminatedUnion('source', [
    z.object({
      source: z.literal('provider'),
      model: z.string().describe('the model asked for'),
      raw: z.string().describe('the message as the model wrote it'),
      content: generatedJobContentSchema,
    }),
    z.object({
      source: z.literal('offline'),
      content: generatedJobContentSchema.describe('the offline generator’s draft (it uses no prompt)'),
    }),
  ]),
});

/**
 * AI tweaking (issue 13 point 7; admin permission ai-tweaking, or a super user): the prompts, their
 * versions, saving, rollback and a try-it run that saves nothing. See docs/ai.md.
 */
export function registerPromptAdminRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; limiter: RateLimiter },
): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/ai/prompt', {
    config: access,
    schema: {
      tags,
      operationId: 'listAiPrompts',
      summary: 'The AI prompts (key, language, version in use, who changed it), paged like a generic list',
      querystring: listQuerySchema,
      response: { 200: page(promptRowSchema) },
    },
    handler: (req) => listPrompts(db, req.actor!, req.query),
  });

  r.get('/admin/ai/prompt/:id', {
    config: access,
    schema: {
      tags,
      operationId: 'getAiPrompt',
      summary: 'One AI prompt with its texts and model settings',
      params: idParamsSchema,
      response: { 200: z.object({ data: promptSchema }) },
    },
    handler: async (req) => ({ data: await readPrompt(db, req.params.id) }),
  });

  r.get('/admin/ai/prompt/:id/version', {
    config: access,
    schema: {
      tags,
      operationId: 'listAiPromptVersions',
      summary: 'A prompt’s saved versions (version, who, when, note), newest first unless ordered',
      params: idParamsSchema,
      querystring: listQuerySchema,
      response: { 200: page(versionRowSchema) },
    },
    handler: (req) => listPromptVersions(db, req.actor!, req.params.id, req.query),
  });

  r.get('/admin/ai/prompt/:id/version/:version', {
    config: access,
    schema: {
      tags,
      operationId: 'getAiPromptVersion',
      summary: 'One version of a prompt with its texts (0: the shipped text)',
      params: versionParams,
      response: { 200: z.object({ data: versionSchema }) },
    },
    handler: async (req) => ({ data: await readPromptVersion(db, req.params.id, req.params.version) }),
  });

  r.post('/admin/ai/prompt/:id/version', {
    config: access,
    schema: {
      tags,
      operationId: 'saveAiPromptVersion',
      summary: 'Save an edited prompt as its next version and use it (409 when baseVersion is stale)',
      params: idParamsSchema,
      body: saveBody,
      response: { 201: z.object({ data: promptSchema }) },
    },
    handler: async (req, reply) => {
      const data = await savePromptVersion(db, req.actor!, req.params.id, req.body);
      return reply.status(201).send({ data });
    },
  });

  r.post('/admin/ai/prompt/:id/rollback', {
    config: access,
    schema: {
      tags,
      operationId: 'rollbackAiPrompt',
      summary: 'Use an older version again, saved as a new version copying it ("rollback to vN")',
      params: idParamsSchema,
      body: rollbackBody,
      response: { 201: z.object({ data: promptSchema }) },
    },
    handler: async (req, reply) => {
      const data = await rollbackPrompt(db, req.actor!, req.params.id, req.body);
      return reply.status(201).send({ data });
    },
  });

  r.post('/admin/ai/try', {
    config: access,
    preHandler: deps.limiter.guard(rateLimitRules.aiGenerate),
    schema: {
      tags,
      operationId: 'tryAiPrompt',
      summary:
        'Draft a job post with the saved prompt or an unsaved one, by the provider or the offline generator; saves nothing',
      body: tryBody,
      response: { 200: tryAnswer },
    },
    handler: async (req) => {
      const { description, lang, draft } = req.body;
      if (draft) assertPlaceholders(JOB_GENERATE_PROMPT, draft.template);
      const data = await draftJobContent(
        { ...deps, log: req.log },
        { description, lang, prompt: () => draft ?? loadPrompt(db, JOB_GENERATE_PROMPT, lang) },
      );
      return { data };
    },
  });
}
