import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../http/actor.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import {
  completeSignupByReview,
  enrollmentStates,
  listSignups,
  readSignup,
  rejectSignup,
  resendSignupCode,
} from './enrollment.service.js';
import { adminListQuerySchema } from '../admin/admin-list.js';

const tags = ['admin'];
/** The back office's enrollment: admins holding `enrollment`, and super users (guard.ts). */
const access = { access: { admin: 'enrollment' as const } };

const signupSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    companyName: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    vatId: z.string().nullable(),
    lang: z.string(),
    state: z.enum(enrollmentStates),
    createdAt: z.date(),
    emailVerifiedAt: z.date().nullable(),
    completedAt: z.date().nullable(),
    rejectedAt: z.date().nullable(),
    rejectReason: z.string().nullable(),
    companyId: z.number().int().nullable(),
    adminUserId: z.number().int().nullable(),
    reviewedByUserId: z.number().int().nullable(),
    reviewedByName: z.string().nullable(),
  })
  .meta({ id: 'EnrollmentSignup' });

const one = z.object({ data: signupSchema });

/** Company signups as the back office reviews them (issue 13 point 5; docs/approval-and-enrollment.md). */
export function registerEnrollmentRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = (actor: Actor) => ({ ...deps, actor });

  r.get('/admin/customer', {
    config: access,
    schema: {
      tags,
      operationId: 'listSignups',
      summary:
        'Company signups (the customer resource) with their state (requested, verified, completed, rejected): ' +
        'where on any listed field (state too), order, paging; newest first unless ordered; `total` always answered',
      querystring: adminListQuerySchema,
      response: { 200: z.object({ data: z.array(signupSchema), total: z.number().int() }) },
    },
    handler: (req) => listSignups(db, req.query),
  });

  r.get('/admin/customer/:id', {
    config: access,
    schema: {
      tags,
      operationId: 'getSignup',
      summary: 'One company signup with its state and review',
      params: idParamsSchema,
      response: { 200: one },
    },
    handler: async (req) => ({ data: await readSignup(db, req.params.id) }),
  });

  r.post('/admin/customer/:id/resend-code', {
    config: access,
    schema: {
      tags,
      operationId: 'resendSignupCode',
      summary: 'Mail a new confirmation code to a signup whose email is not confirmed yet (400 otherwise)',
      params: idParamsSchema,
      response: { 200: one },
    },
    handler: async (req) => ({ data: await resendSignupCode(review(req.actor!), req.params.id) }),
  });

  r.post('/admin/customer/:id/complete', {
    config: access,
    schema: {
      tags,
      operationId: 'completeSignup',
      summary:
        'Complete a verified signup: the company and its admin are created, the applicant is mailed the sign-in ' +
        'link. A requested one (email not confirmed) needs unverified: true; completed or rejected ones are a 400',
      params: idParamsSchema,
      body: z.object({ unverified: z.boolean().optional() }).strict().nullish(),
      response: { 200: one },
    },
    handler: async (req) => ({
      data: await completeSignupByReview(review(req.actor!), req.params.id, {
        unverified: req.body?.unverified ?? false,
      }),
    }),
  });

  r.post('/admin/customer/:id/reject', {
    config: access,
    schema: {
      tags,
      operationId: 'rejectSignup',
      summary:
        'Reject a signup not completed yet, with a reason mailed to the applicant (who may sign up again)',
      params: idParamsSchema,
      body: z.object({ reason: z.string().trim().min(3).max(2000) }).strict(),
      response: { 200: one },
    },
    handler: async (req) => ({
      data: await rejectSignup(review(req.actor!), req.params.id, req.body.reason),
    }),
  });
}
