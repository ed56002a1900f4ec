import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleId } from '@hiring/domain';
import { consentViewSchema, policyVersionSchema } from '@hiring/domain/privacy/consent';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { listOwnConsents, withdrawConsent } from './consents.service.js';
import { policyVersionInForce } from './policy-version.js';

const tags = ['privacy'];

/**
 * The privacy policy in force (what the candidate app asks consent to) and the candidate's consents:
 * listed, and withdrawn when not required (docs/privacy.md).
 */
export function registerConsentRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/privacy/policy-version', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The privacy-policy version in force, and whether applying asks consent to it',
      response: { 200: z.object({ data: policyVersionSchema }) },
    },
    handler: async () => ({
      data: { ...(await policyVersionInForce(db)), consentRequired: !config.modules.disableConsent },
    }),
  });

  r.get('/me/consents', {
    config: { access: { role: RoleId.user } },
    schema: {
      tags,
      summary: 'The consents the candidate gave (withdrawn ones too), oldest first',
      response: { 200: z.object({ data: z.array(consentViewSchema) }) },
    },
    handler: async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listOwnConsents(db, req.actor!) };
    },
  });

  r.delete('/me/consents/:id', {
    config: { access: { role: RoleId.user } },
    schema: {
      tags,
      summary: 'Withdraw one of your consents (400 for a required one; 404 for another’s)',
      params: idParamsSchema,
      response: { 204: z.null().describe('withdrawn') },
    },
    handler: async (req, reply) => {
      await withdrawConsent(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
