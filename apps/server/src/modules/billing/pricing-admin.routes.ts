import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { idParamsSchema } from '../../http/resources/register-resource.js';
import { createRow, updateRow } from '../../http/resources/write.js';
import { recordSchema } from '../../http/resources/response-schema.js';
import { licenseResource } from '../reference/reference.resources.js';
import { billingReach } from './billing-access.js';
import { priceHistoryEntrySchema } from './billing.schemas.js';
import { historyQuery, historyRowSchema, pricingHistory } from './pricing-history.js';
import {
  adminTiers,
  companyOverrides,
  listPriceList,
  searchCompanies,
  setListPrice,
  updateTier,
} from './pricing-admin.service.js';

const admins = { access: { admin: 'job-pricing' as const } };
const tags = ['admin-pricing'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
const centsInput = z.number().int().min(0).max(2_000_000_000);

const tierInfo = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  order: z.number().int(),
});
const listPrice = z.object({ publishCents: cents, dayCents: cents, validFrom: z.date() });

const tierPatch = z
  .object({
    name: z.string().trim().min(1).max(100),
    nameEn: z.string().trim().min(1).max(100),
    description: z.string().trim().min(1).max(2000),
    descriptionEn: z.string().trim().min(1).max(2000),
    order: z.number().int().min(0).max(1000),
  })
  .partial()
  .strict();

const listPriceBody = z
  .object({
    publishCents: centsInput,
    dayCents: centsInput,
    validFrom: z.iso.datetime({ offset: true }).optional(),
    note: z.string().max(500).optional(),
  })
  .strict();

/**
 * The back office's pricing (issue 13 point 3; job-pricing admins and super users, everyone else
 * 403): tiers, list prices, the companies to pick for an override, the licence catalogue's audited
 * writes and the pricing history. Company overrides and licence periods go through the billing
 * routes (`POST /company/pricelist/{id}/{tier}`, `/company-license`), which record themselves too.
 */
export function registerPricingAdminRoutes(app: FastifyInstance, db: Database): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/admin/pricing/tiers', {
    config: admins,
    schema: {
      tags,
      summary: 'Every tier with its list price in force and the next list price already set',
      operationId: 'listAdminPricingTiers',
      response: {
        200: z.object({
          data: z.array(
            tierInfo.extend({ listPrice: listPrice.nullable(), nextListPrice: listPrice.nullable() }),
          ),
        }),
      },
    },
    handler: async () => ({ data: await adminTiers(db, new Date()) }),
  });

  r.patch('/admin/tier/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'Rename a tier, describe it or move it in the order (its key never changes); audited',
      operationId: 'updateAdminTier',
      params: idParamsSchema,
      body: tierPatch,
      response: { 200: z.object({ data: tierInfo }) },
    },
    handler: async (req) => {
      const data = await updateTier(db, req.actor!, req.params.id, req.body);
      if (!data) throw notFound(`tier ${req.params.id} not found`);
      return { data };
    },
  });

  r.get('/admin/pricelist/:tier', {
    config: admins,
    schema: {
      tags,
      summary: 'A tier’s list price in force and its list price rows (the history), newest first',
      operationId: 'getAdminListPrice',
      params: z.object({ tier: id }),
      response: {
        200: z.object({
          data: z.object({
            tierId: z.number().int(),
            publishCents: cents.nullable(),
            dayCents: cents.nullable(),
            source: z.literal('list'),
            validFrom: z.date().nullable(),
            history: z.array(priceHistoryEntrySchema),
          }),
        }),
      },
    },
    handler: async (req) => ({ data: await listPriceList(db, req.params.tier, new Date()) }),
  });

  r.post('/admin/pricelist/:tier', {
    config: admins,
    schema: {
      tags,
      summary: 'A new list price of a tier from validFrom (now unless given, never in the past); audited',
      operationId: 'createAdminListPrice',
      params: z.object({ tier: id }),
      body: listPriceBody,
      response: { 201: z.object({ data: priceHistoryEntrySchema }) },
    },
    handler: async (req, reply) => {
      const { validFrom, ...prices } = req.body;
      const data = await setListPrice(
        db,
        req.actor!,
        req.params.tier,
        { ...prices, validFrom: validFrom === undefined ? undefined : new Date(validFrom) },
        new Date(),
      );
      return reply.status(201).send({ data });
    },
  });

  r.get('/admin/pricing/companies', {
    config: admins,
    schema: {
      tags,
      summary: 'Companies whose name holds the text, by name (to pick one for its prices and licences)',
      operationId: 'searchAdminPricingCompanies',
      querystring: z
        .object({
          q: z.string().max(200).optional(),
          take: z.coerce.number().int().min(1).max(50).optional(),
        })
        .strict(),
      response: { 200: z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) }) },
    },
    handler: async (req) => ({ data: await searchCompanies(db, req.query.q, req.query.take ?? 20) }),
  });

  r.get('/admin/pricing/company/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'A company’s price override rows of every tier, newest first',
      operationId: 'listAdminCompanyOverrides',
      params: idParamsSchema,
      response: {
        200: z.object({ data: z.array(priceHistoryEntrySchema.extend({ tierId: z.number().int() })) }),
      },
    },
    handler: async (req) => {
      const { companyId } = await billingReach(db, req.actor!, req.params.id, []);
      return { data: await companyOverrides(db, companyId) };
    },
  });

  const licenseRecord = z.object({ data: recordSchema(licenseResource) });
  r.post('/admin/license', {
    config: admins,
    schema: {
      tags,
      summary: 'A new licence in the catalogue (seats, posts included, monthly price in cents); audited',
      operationId: 'createAdminLicense',
      body: licenseResource.create!.schema.strict(),
      response: { 201: licenseRecord },
    },
    handler: async (req, reply) => {
      const data = await db.transaction(async (txn) => {
        const ctx = { db: txn as unknown as Database, actor: req.actor! };
        // Audited by the resource's write hook (billing/license-audit.ts), in this transaction.
        return createRow(ctx, licenseResource, req.body as Record<string, unknown>);
      });
      return reply.status(201).send({ data });
    },
  });

  r.patch('/admin/license/:id', {
    config: admins,
    schema: {
      tags,
      summary: 'Change a licence of the catalogue; audited with before and after',
      operationId: 'updateAdminLicense',
      params: idParamsSchema,
      body: licenseResource.update!.schema.strict(),
      response: { 200: licenseRecord },
    },
    handler: async (req) => {
      const data = await db.transaction(async (txn) => {
        const ctx = { db: txn as unknown as Database, actor: req.actor! };
        return updateRow(ctx, licenseResource, req.params.id, req.body as Record<string, unknown>);
      });
      return { data };
    },
  });

  r.get('/admin/pricing/history', {
    config: admins,
    schema: {
      tags,
      summary:
        'The pricing entries of the audit log (tiers, prices, overrides, licences), paged with the total',
      operationId: 'listAdminPricingHistory',
      querystring: historyQuery,
      response: { 200: z.object({ data: z.array(historyRowSchema), total: z.number().int() }) },
    },
    handler: async (req) => pricingHistory(db, req.query),
  });
}
