import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { candidateRegisterRequestSchema, candidateRegisterResponseSchema } from '@hiring/domain';
import { rateLimitRules } from '../../http/rate-limit.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { requireBotCheck } from '../bot-check/bot-check.js';
import { mailCandidateCode, registerCandidate } from './candidate-signup.service.js';

/**
 * Candidate sign-up (docs/talents.md): the company signup's rate limit and bot check, then a role-3
 * user whose address waits for its code. Confirming (`GET /auth/confirm-email`), signing in, the
 * sessions and the password reset are the staff routes, which know candidates.
 */
export function registerCandidateAccountRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db, limiter, botCheck } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/auth/register/candidate', {
    config: { access: 'public' },
    preHandler: [limiter.guard(rateLimitRules.register), requireBotCheck(botCheck, 'register')],
    schema: {
      tags: ['auth'],
      summary:
        'Sign a candidate up (user role 3): a code and a link are mailed to confirm the address; no tokens ' +
        'until it is confirmed (409 when the address is taken)',
      operationId: 'registerCandidate',
      body: candidateRegisterRequestSchema,
      response: { 201: z.object({ data: candidateRegisterResponseSchema }) },
    },
    handler: async (req, reply) => {
      const candidate = await registerCandidate(db, req.body);
      await mailCandidateCode(deps, candidate);
      return reply.status(201).send({ data: { status: 'requested' as const, email: candidate.email } });
    },
  });
}
