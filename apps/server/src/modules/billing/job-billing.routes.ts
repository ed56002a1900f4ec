import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { jobInScope } from '../jobs/job-scope.js';
import { jobAmountSchema, jobPriceListSchema, jobSyncSchema } from './billing.schemas.js';
import { jobCharges, ledgerTotal, syncCharges } from './charges.service.js';
import { tierPrices } from './pricing.service.js';

const jobs = { access: { permission: 'jobs' as const } };
const tags = ['billing'];

/** A post's figures: what it cost, its prices, and its own ledger sync (the post must be in reach). */
export function registerJobBillingRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/job/amount/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'What the post has cost: its charges in the ledger, oldest first, and their total',
      params: idParamsSchema,
      response: { 200: z.object({ data: jobAmountSchema }) },
    },
    handler: async (req) => {
      const post = await jobInScope(db, req.actor!, req.params.id);
      const charges = await jobCharges(db, post.id);
      return {
        data: {
          jobId: post.id,
          tierId: post.tierId,
          totalCents: charges.reduce((sum, c) => sum + c.amountCents, 0),
          days: charges.filter((c) => c.kind === 'day').length,
          charges,
        },
      };
    },
  });

  r.get('/job/pricelist/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'The prices in force today for the post’s tier and company',
      params: idParamsSchema,
      response: { 200: z.object({ data: jobPriceListSchema }) },
    },
    handler: async (req) => {
      const post = await jobInScope(db, req.actor!, req.params.id);
      const { tierId, publishCents, dayCents, source } = await tierPrices(
        db,
        post.companyId,
        post.tierId,
        new Date(),
      );
      return { data: { tierId, publishCents, dayCents, source } };
    },
  });

  r.get('/job/sync-charges/:id', {
    config: jobs,
    schema: {
      tags,
      summary: 'Bring the post’s charges up to now (idempotent) and answer what was written',
      params: idParamsSchema,
      response: { 200: z.object({ data: jobSyncSchema }) },
    },
    handler: async (req) => {
      const post = await jobInScope(db, req.actor!, req.params.id);
      const target = { companyId: post.companyId, jobId: post.id };
      const { created, createdCents } = await syncCharges(db, target, new Date());
      return { data: { created, createdCents, totalCents: await ledgerTotal(db, target) } };
    },
  });
}
