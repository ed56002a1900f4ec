import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { myApplicationSchema, myApplicationsQuerySchema, RoleId } from '@hiring/domain';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { Mailer } from '../mail/mailer.js';
import { listMyApplications, readMyApplication } from './my-applications.service.js';
import { withdrawMyApplication } from './my-withdraw.service.js';

const candidates = { access: { role: RoleId.user } } as const;
const tags = ['talents'];
const one = z.object({ data: myApplicationSchema });

/** The candidate's "My applications" (docs/talents.md): candidates only (user role 3), their own only. */
export function registerMyApplicationRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config; mailer: Mailer },
): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/talents/applications', {
    config: candidates,
    schema: {
      tags,
      summary:
        'The caller’s applications, newest first: the job, the state, the steps shown to candidates, ' +
        'the interviews, the questions to answer and the chat',
      operationId: 'listMyApplications',
      querystring: myApplicationsQuerySchema,
      response: { 200: z.object({ data: z.array(myApplicationSchema) }) },
    },
    handler: async (req) => ({ data: await listMyApplications(db, req.actor!, { lang: req.query.lang }) }),
  });

  r.get('/talents/applications/:id', {
    config: candidates,
    schema: {
      tags,
      summary: 'One of the caller’s applications (404 for anyone else’s, as for an unknown id)',
      operationId: 'getMyApplication',
      params: idParamsSchema,
      querystring: myApplicationsQuerySchema,
      response: { 200: one },
    },
    handler: async (req) => ({
      data: await readMyApplication(db, req.actor!, req.params.id, req.query.lang),
    }),
  });

  r.post('/talents/applications/:id/withdraw', {
    config: candidates,
    schema: {
      tags,
      summary:
        'Withdraw one of the caller’s live applications: a withdrawn step and notice for the company, the ' +
        'interviews not yet over cancelled; 409 when already withdrawn or no longer live',
      operationId: 'withdrawMyApplication',
      params: idParamsSchema,
      response: { 200: one },
    },
    handler: async (req) => ({
      data: await withdrawMyApplication({ ...deps, log: req.log }, req.actor!, req.params.id),
    }),
  });
}
