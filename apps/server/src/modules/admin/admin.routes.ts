import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import type { AuthDeps } from '../auth/auth-deps.js';
import { listAudit } from './admin-audit.js';
import { companyDetail, listCompanies, setRequiresApproval } from './admin-companies.js';
import { serviceKpis } from './admin-kpis.js';
import { adminListQuerySchema } from './admin-list.js';
import {
  adminCompanyDetailSchema,
  adminCompanyPatchSchema,
  adminCompanyRowSchema,
  auditRowSchema,
  kpisSchema,
  pageOf,
} from './admin.schemas.js';

const tags = ['admin'];
const sudoer = { access: { admin: 'sudoer' } } as const;

/** The back office's companies, their detail, the audit log and the service's KPIs (issue 13, docs/back-office.md). */
export function registerAdminRoutes(app: FastifyInstance, { db }: AuthDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/kpis', {
    // Any back-office admin (whatever their permissions) or super user; company users and candidates 403.
    config: { access: 'authenticated', errorStatuses: [403] },
    schema: {
      tags,
      summary:
        'The service at a glance: companies, active recruiters, live posts, applications, waiting approvals and signups',
      operationId: 'adminKpis',
      response: { 200: z.object({ data: kpisSchema }) },
    },
    handler: async (req) => {
      const actor = req.actor!;
      if (!actor.isSu && !actor.isAdmin) throw forbidden();
      return { data: await serviceKpis(db, new Date()) };
    },
  });

  r.get('/admin/company', {
    config: sudoer,
    schema: {
      tags,
      summary: 'Every company with members, live posts and licence: paged, sorted, filtered (sudoer)',
      operationId: 'adminListCompanies',
      querystring: adminListQuerySchema,
      response: { 200: pageOf(adminCompanyRowSchema) },
    },
    handler: async (req) => listCompanies(db, req.query),
  });

  r.get('/admin/company/:id', {
    config: sudoer,
    schema: {
      tags,
      summary:
        'A company: members, posts with applications, licence and seats, spending this month and last (sudoer)',
      operationId: 'adminGetCompany',
      params: idParamsSchema,
      response: { 200: z.object({ data: adminCompanyDetailSchema }) },
    },
    handler: async (req) => ({ data: await companyDetail(db, req.params.id, new Date()) }),
  });

  r.patch('/admin/company/:id', {
    config: sudoer,
    schema: {
      tags,
      summary: 'Whether the company’s posts and page wait for human approval (sudoer; audited)',
      operationId: 'adminUpdateCompany',
      params: idParamsSchema,
      body: adminCompanyPatchSchema,
      response: { 200: z.object({ data: adminCompanyDetailSchema }) },
    },
    handler: async (req) => {
      await setRequiresApproval(db, req.actor!, req.params.id, req.body.requiresApproval, req.id);
      return { data: await companyDetail(db, req.params.id, new Date()) };
    },
  });

  r.get('/admin/audit', {
    config: sudoer,
    schema: {
      tags,
      summary:
        'The audit log (impersonations, writes made while impersonating, admins’ writes, back-office changes, reads of candidates’ profiles): paged, filtered (sudoer)',
      operationId: 'adminListAudit',
      querystring: adminListQuerySchema,
      response: { 200: pageOf(auditRowSchema) },
    },
    handler: async (req) => listAudit(db, req.query),
  });
}
