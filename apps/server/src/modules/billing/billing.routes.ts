import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { forbidden } from '../../http/errors.js';
import { idParamsSchema, registerResource } from '../../http/resources/register-resource.js';
import { assertPricingAdmin, billingReach } from './billing-access.js';
import {
  budgetBody,
  budgetQuery,
  budgetSchema,
  companyPriceListSchema,
  companySyncSchema,
  companyTierParams,
  estimateQuery,
  estimateSchema,
  newPriceBody,
  priceHistoryEntrySchema,
  tierSchema,
} from './billing.schemas.js';
import { budgetView, setBudget } from './budget.service.js';
import { ledgerTotal, syncCharges } from './charges.service.js';
import { companyLicenseResource } from './company-license.resource.js';
import { registerJobBillingRoutes } from './job-billing.routes.js';
import { registerLicenseRoutes } from './licenses.routes.js';
import { registerPricingAdminRoutes } from './pricing-admin.routes.js';
import { setCompanyPrice } from './pricing-admin.service.js';
import { companyPriceList, companyTiers, estimate } from './pricing.service.js';

export const BUDGET_DISABLED = 'Budget is disabled';
export const PRICING_DISABLED = 'Pricing is disabled';

/** The tiers and estimates: also for whoever publishes posts (`jobs`), who picks a post's tier. */
const TIER_READERS = ['pricing', 'budget', 'jobs'] as const;

/** Signed in; the company, the letters and the admin rule are checked per route (billing-access.ts). */
const checked = { access: 'authenticated', errorStatuses: [403] } as const;
const tags = ['billing'];

/**
 * Billing (docs/billing.md): tiers and price lists, estimates, budgets, the charge ledger's sync,
 * the job figures, and licences. `{id}` is a company id: the caller's active company, or any for
 * back-office admins with job-pricing and super users.
 */
export function registerBillingRoutes(app: FastifyInstance, deps: { db: Database; config: Config }): void {
  const { db, config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const budgetOn = () => {
    if (config.modules.disableBudget) throw forbidden(BUDGET_DISABLED);
  };
  const pricingOn = () => {
    if (config.modules.disablePricing) throw forbidden(PRICING_DISABLED);
  };

  r.get('/company/tier/:id', {
    config: checked,
    schema: {
      tags,
      summary: 'The tiers a post is published at, with the prices in force today for the company',
      params: idParamsSchema,
      response: { 200: z.object({ data: z.object({ tiers: z.array(tierSchema) }) }) },
    },
    handler: async (req) => {
      const { companyId } = await billingReach(db, req.actor!, req.params.id, TIER_READERS);
      return { data: { tiers: await companyTiers(db, companyId, new Date()) } };
    },
  });

  r.get('/company/pricelist/:id/:tier', {
    config: checked,
    schema: {
      tags,
      summary: 'A tier’s prices for the company today and its price rows (list and company), newest first',
      params: companyTierParams,
      response: { 200: z.object({ data: companyPriceListSchema }) },
    },
    handler: async (req) => {
      pricingOn();
      const { companyId } = await billingReach(db, req.actor!, req.params.id, ['pricing']);
      return { data: await companyPriceList(db, companyId, req.params.tier, new Date()) };
    },
  });

  r.post('/company/pricelist/:id/:tier', {
    config: checked,
    schema: {
      tags,
      summary: 'A new price row of the company for a tier, in force from validFrom (back office only)',
      params: companyTierParams,
      body: newPriceBody,
      response: { 201: z.object({ data: priceHistoryEntrySchema }) },
    },
    handler: async (req, reply) => {
      pricingOn();
      assertPricingAdmin(req.actor!);
      const { companyId } = await billingReach(db, req.actor!, req.params.id, ['pricing']);
      const { validFrom, ...prices } = req.body;
      const data = await setCompanyPrice(
        db,
        req.actor!,
        { companyId, tierId: req.params.tier },
        { ...prices, validFrom: validFrom === undefined ? undefined : new Date(validFrom) },
        new Date(),
      );
      return reply.status(201).send({ data });
    },
  });

  r.get('/company/estimate/:id/:tier', {
    config: checked,
    schema: {
      tags,
      summary: 'What a post of the tier published from start to end (both included) costs at today’s prices',
      params: companyTierParams,
      querystring: estimateQuery,
      response: { 200: z.object({ data: estimateSchema }) },
    },
    handler: async (req) => {
      const { companyId } = await billingReach(db, req.actor!, req.params.id, TIER_READERS);
      return {
        data: await estimate(db, { companyId, tierId: req.params.tier }, req.query, new Date()),
      };
    },
  });

  const readBudget = async (actor: Actor, companyId: number, query: z.infer<typeof budgetQuery> = {}) => {
    const reach = await billingReach(db, actor, companyId, ['budget']);
    // With the U letter only a member's own figures: their userId, their row among the members.
    if (reach.ownOnly && query.userId !== undefined && query.userId !== actor.userId) {
      throw forbidden();
    }
    const userId = reach.ownOnly ? actor.userId : (query.userId ?? null);
    return budgetView(
      db,
      {
        companyId,
        userId,
        starting: query.starting,
        take: query.take,
        onlyUserId: reach.ownOnly ? actor.userId : undefined,
      },
      new Date(),
    );
  };

  r.get('/company/budget/:id', {
    config: checked,
    schema: {
      tags,
      summary: 'Monthly spending against the budget (the company’s or a member’s), members, next invoice',
      params: idParamsSchema,
      querystring: budgetQuery,
      response: { 200: z.object({ data: budgetSchema }) },
    },
    handler: async (req) => {
      budgetOn();
      return { data: await readBudget(req.actor!, req.params.id, req.query) };
    },
  });

  r.patch('/company/budget/:id', {
    config: checked,
    schema: {
      tags,
      summary: 'Set the monthly budget of the company, or of a member with userId (null: no budget)',
      params: idParamsSchema,
      body: budgetBody,
      response: { 200: z.object({ data: budgetSchema }) },
    },
    handler: async (req) => {
      budgetOn();
      const reach = await billingReach(db, req.actor!, req.params.id, ['budget']);
      if (!reach.admin && req.actor!.roles.budget?.includes('C') !== true) throw forbidden();
      await setBudget(db, reach.companyId, req.body);
      return { data: await readBudget(req.actor!, reach.companyId) };
    },
  });

  r.get('/company/sync-charges/:id', {
    config: checked,
    schema: {
      tags,
      summary: 'Bring the company’s charge ledger up to now (idempotent) and answer what was written',
      params: idParamsSchema,
      response: { 200: z.object({ data: companySyncSchema }) },
    },
    handler: async (req) => {
      const { companyId } = await billingReach(db, req.actor!, req.params.id, ['budget', 'pricing']);
      const outcome = await syncCharges(db, { companyId }, new Date());
      return { data: { ...outcome, totalCents: await ledgerTotal(db, { companyId }) } };
    },
  });

  registerJobBillingRoutes(app, db);
  registerLicenseRoutes(app, db);
  registerResource(app, db, companyLicenseResource);
  registerPricingAdminRoutes(app, db);
}
