import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.js';

export const createApiKeySchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    companyRoleId: z.number().int().positive(),
    expiresAt: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string().describe('the first characters of the key, to recognise it'),
  companyRoleId: z.number().int(),
  roleName: z.string(),
  roleNameEn: z.string(),
  createdByUserId: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

const tags = ['team'];

/** API keys for a company's integrations: POST /user/api-key and its list and revocation (issue 13). */
export function registerApiKeyRoutes(app: FastifyInstance, { db }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/user/api-key', {
    config: { access: { permission: 'team' } },
    schema: {
      tags,
      summary:
        'Create an API key for the active company (C on team): it acts as a machine user with the chosen company role; the key is shown once',
      operationId: 'createApiKey',
      body: createApiKeySchema,
      response: { 201: z.object({ data: apiKeySchema.extend({ key: z.string().describe('shown once') }) }) },
    },
    handler: async (req, reply) => {
      const { key, view } = await createApiKey(db, req.actor!, req.body, req.id);
      return reply.status(201).send({ data: { ...view, key } });
    },
  });

  r.get('/user/api-key', {
    config: { access: { permission: 'team' } },
    schema: {
      tags,
      summary: 'The API keys of the active company, newest first (C on team)',
      operationId: 'listApiKeys',
      response: { 200: z.object({ data: z.array(apiKeySchema) }) },
    },
    handler: async (req) => ({ data: await listApiKeys(db, req.actor!) }),
  });

  r.delete('/user/api-key/:id', {
    config: { access: { permission: 'team' } },
    schema: {
      tags,
      summary: 'Revoke an API key of the active company at once (C on team)',
      operationId: 'revokeApiKey',
      params: idParamsSchema,
      response: { 204: z.null().describe('revoked') },
    },
    handler: async (req, reply) => {
      await revokeApiKey(db, req.actor!, req.params.id, req.id);
      return reply.status(204).send(null);
    },
  });
}
