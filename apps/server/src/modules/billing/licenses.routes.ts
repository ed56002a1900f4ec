import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { licenseUsageSchema } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { getRow } from '../../http/resources/read.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { licenseUsage } from '../companies/license-usage.js';
import { billingReach } from './billing-access.js';
import { licensePeriodCreateBody, licensePeriodUpdateBody } from './billing.schemas.js';
import { companyLicenseResource } from './company-license.resource.js';
import { createLicensePeriod, deleteLicensePeriod, updateLicensePeriod } from './company-license.service.js';

const admins = { access: { admin: 'job-pricing' as const } };
const tags = ['company-license'];
const noShape = { select: undefined, include: [] };

/**
 * The company-license writes (back-office admins with job-pricing, super users) and the licence a
 * company holds today with its use.
 */
export function registerLicenseRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const record = z.object({ data: recordSchema(companyLicenseResource) });

  r.get('/company/license/:id', {
    config: { access: 'authenticated', errorStatuses: [403] },
    schema: {
      tags,
      summary: 'The licence the company holds today, what it allows and how much of it is used',
      operationId: 'getCompanyLicenseUsage',
      params: idParamsSchema,
      response: { 200: z.object({ data: licenseUsageSchema }) },
    },
    handler: async (req) => {
      // Any member of the active company, whatever their letters; another company: admins only (else 404).
      if (req.actor!.companyId !== req.params.id) await billingReach(db, req.actor!, req.params.id, []);
      return { data: await licenseUsage(db, req.params.id) };
    },
  });

  r.post('/company-license', {
    config: admins,
    schema: {
      tags,
      summary: 'Give a company a licence for a period (no overlap with its other periods)',
      body: licensePeriodCreateBody,
      response: { 201: record },
    },
    handler: async (req, reply) => {
      const id = await createLicensePeriod(db, req.actor!, {
        ...req.body,
        endsOn: req.body.endsOn ?? null,
      });
      const data = await getRow({ db, actor: req.actor }, companyLicenseResource, id, noShape);
      return reply.status(201).send({ data });
    },
  });

  r.patch('/company-license/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'Change a licence period: the licence, its dates or its note',
      params: idParamsSchema,
      body: licensePeriodUpdateBody,
      response: { 200: record },
    },
    handler: async (req) => {
      await updateLicensePeriod(db, req.actor!, req.params.id, req.body);
      return { data: await getRow({ db, actor: req.actor }, companyLicenseResource, req.params.id, noShape) };
    },
  });

  r.delete('/company-license/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'Withdraw a licence period',
      params: idParamsSchema,
      response: { 204: z.null().describe('deleted') },
    },
    handler: async (req, reply) => {
      await deleteLicensePeriod(db, req.actor!, req.params.id);
      return reply.status(204).send(null);
    },
  });
}
