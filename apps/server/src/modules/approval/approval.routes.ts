import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobStatuses } from '@hiring/domain';
import { namedJobContentSchema, publicCompanySchema, readerLangs } from '@hiring/domain/jobs/public-job';
import type { Actor } from '../../http/actor.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { adminListQuerySchema } from '../admin/admin-list.js';
import {
  approvalKinds,
  approvePage,
  approveWaitingJob,
  jobPreview,
  listQueue,
  pagePreview,
  rejectPage,
  rejectWaitingJob,
} from './approval.service.js';

const tags = ['admin'];
/** The human-approval queue: admins holding `human-approval`, and super users (guard.ts). */
const access = { access: { admin: 'human-approval' as const } };

const queueItemSchema = z
  .object({
    key: z.string(),
    kind: z.enum(approvalKinds),
    id: z.number().int(),
    title: z.string(),
    companyId: z.number().int(),
    companyName: z.string(),
    requesterId: z.number().int().nullable(),
    requesterName: z.string().nullable(),
    requesterEmail: z.string().nullable(),
    requestedAt: z.date(),
  })
  .meta({ id: 'ApprovalQueueItem' });

const jobPreviewSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    companyLogo: z.string().nullable(),
    ownerName: z.string().nullable(),
    ownerEmail: z.string().nullable(),
    status: z.enum(jobStatuses),
    approvalRequestedAt: z.date().nullable(),
    approvedAt: z.date().nullable(),
    approvalRejectedAt: z.date().nullable(),
    approvalRejectReason: z.string().nullable(),
    ...namedJobContentSchema.shape,
  })
  .meta({ id: 'ApprovalJobPreview' });

const pagePreviewSchema = publicCompanySchema
  .extend({
    images: z.array(z.string()),
    requiresApproval: z.boolean(),
    pageApprovalRequestedAt: z.date().nullable(),
    pageApprovedAt: z.date().nullable(),
    pageRejectedAt: z.date().nullable(),
    pageRejectReason: z.string().nullable(),
    requesterName: z.string().nullable(),
    visibleToCandidates: z.boolean(),
  })
  .meta({ id: 'ApprovalPagePreview' });

const reasonBody = z.object({ reason: z.string().trim().min(3).max(2000) }).strict();

/** The human-approval queue of job posts and company pages (issue 13 point 6; docs/approval-and-enrollment.md). */
export function registerApprovalRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = (actor: Actor) => ({ ...deps, actor });

  r.get('/admin/approval', {
    config: access,
    schema: {
      tags,
      operationId: 'listApprovalQueue',
      summary:
        'Job posts and company pages waiting for approval, oldest first unless ordered, with company and requester; ' +
        'where on any listed field (kind: job or page), paging; `total` always answered',
      querystring: adminListQuerySchema,
      response: { 200: z.object({ data: z.array(queueItemSchema), total: z.number().int() }) },
    },
    handler: (req) => listQueue(db, req.query),
  });

  r.get('/admin/approval/job/:id', {
    config: access,
    schema: {
      tags,
      operationId: 'getApprovalJob',
      summary: 'A job post as a candidate would see it (references named), with its approval state',
      params: idParamsSchema,
      querystring: z.object({ lang: z.enum(readerLangs).default('it') }).strict(),
      response: { 200: z.object({ data: jobPreviewSchema }) },
    },
    handler: async (req) => ({ data: await jobPreview(db, req.params.id, req.query.lang) }),
  });

  r.post('/admin/approval/job/:id/approve', {
    config: access,
    schema: {
      tags,
      operationId: 'approveJobPost',
      summary:
        'Approve a waiting post: it goes live unless closed; its owner is mailed (400 when not waiting or not publishable)',
      params: idParamsSchema,
      response: { 200: z.object({ data: jobPreviewSchema }) },
    },
    handler: async (req) => ({ data: await approveWaitingJob(review(req.actor!), req.params.id) }),
  });

  r.post('/admin/approval/job/:id/reject', {
    config: access,
    schema: {
      tags,
      operationId: 'rejectJobPost',
      summary:
        'Reject a waiting post with a reason, mailed to its owner and shown in the job editor; publishing again asks again',
      params: idParamsSchema,
      body: reasonBody,
      response: { 200: z.object({ data: jobPreviewSchema }) },
    },
    handler: async (req) => ({
      data: await rejectWaitingJob(review(req.actor!), req.params.id, req.body.reason),
    }),
  });

  r.get('/admin/approval/page/:id', {
    config: access,
    schema: {
      tags,
      operationId: 'getApprovalPage',
      summary: 'A company page as candidates would see it, with its approval state',
      params: idParamsSchema,
      response: { 200: z.object({ data: pagePreviewSchema }) },
    },
    handler: async (req) => ({ data: await pagePreview(db, req.params.id) }),
  });

  r.post('/admin/approval/page/:id/approve', {
    config: access,
    schema: {
      tags,
      operationId: 'approveCompanyPage',
      summary: "Approve a company page edit waiting for it; the company's admins are mailed",
      params: idParamsSchema,
      response: { 200: z.object({ data: pagePreviewSchema }) },
    },
    handler: async (req) => ({ data: await approvePage(review(req.actor!), req.params.id) }),
  });

  r.post('/admin/approval/page/:id/reject', {
    config: access,
    schema: {
      tags,
      operationId: 'rejectCompanyPage',
      summary:
        "Reject a company page edit with a reason, mailed to the company's admins and shown on the page editor",
      params: idParamsSchema,
      body: reasonBody,
      response: { 200: z.object({ data: pagePreviewSchema }) },
    },
    handler: async (req) => ({ data: await rejectPage(review(req.actor!), req.params.id, req.body.reason) }),
  });
}
