import { z } from 'zod';
import { BUDGET_MAX_TAKE } from './budget.service.js';

/** The shapes of the billing API (docs/billing.md). Money is integer cents. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const cents = z.number().int();
/** A cap or a price someone sets: whole cents, not negative, within the column's range. */
const centsInput = z.number().int().min(0).max(2_000_000_000);
const source = z.enum(['list', 'company']);
const person = z.object({ id: z.number().int(), firstname: z.string(), lastname: z.string() });

export const companyTierParams = z.object({ id, tier: id });

export const tierSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  order: z.number().int(),
  publishCents: cents,
  dayCents: cents,
  source,
});

export const priceHistoryEntrySchema = z.object({
  id: z.number().int(),
  companyId: z.number().int().nullable(),
  publishCents: cents.nullable(),
  dayCents: cents.nullable(),
  validFrom: z.date(),
  createdBy: person.nullable(),
  note: z.string().nullable(),
});

export const companyPriceListSchema = z.object({
  tierId: z.number().int(),
  publishCents: cents,
  dayCents: cents,
  source,
  validFrom: z.date(),
  history: z.array(priceHistoryEntrySchema),
});

export const newPriceBody = z
  .object({
    publishCents: centsInput.nullable(),
    dayCents: centsInput.nullable(),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    note: z.string().max(500).optional(),
  })
  .strict();

export const estimateQuery = z.object({ start: z.string().max(32), end: z.string().max(32) }).strict();

export const estimateSchema = z.object({
  tierId: z.number().int(),
  start: z.string(),
  end: z.string(),
  days: z.number().int(),
  publishCents: cents,
  dayCents: cents,
  totalCents: cents,
});

export const budgetQuery = z
  .object({
    userId: id.optional(),
    starting: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'starting must be a month written YYYY-MM')
      .optional(),
    take: z.coerce.number().int().min(1).max(BUDGET_MAX_TAKE).optional(),
  })
  .strict();

export const budgetBody = z
  .object({ monthlyBudgetCents: centsInput.nullable(), userId: z.number().int().positive().optional() })
  .strict();

const monthFigures = z.object({ month: z.string(), spentCents: cents, budgetCents: cents.nullable() });

export const budgetSchema = z.object({
  companyId: z.number().int(),
  monthlyBudgetCents: cents.nullable(),
  userId: z.number().int().nullable(),
  months: z.array(monthFigures),
  currentMonth: monthFigures.extend({ remainingCents: cents.nullable(), overBudget: z.boolean() }),
  members: z.array(
    z.object({
      userId: z.number().int(),
      firstname: z.string(),
      lastname: z.string(),
      monthlyBudgetCents: cents.nullable(),
      spentCents: cents,
    }),
  ),
  nextInvoiceOn: z.string(),
  invoiceDueCents: cents,
});

export const companySyncSchema = z.object({
  jobs: z.number().int(),
  created: z.number().int(),
  createdCents: cents,
  totalCents: cents,
});

export const jobSyncSchema = companySyncSchema.omit({ jobs: true });

export const jobAmountSchema = z.object({
  jobId: z.number().int(),
  tierId: z.number().int(),
  totalCents: cents,
  days: z.number().int(),
  charges: z.array(z.object({ day: z.string(), kind: z.enum(['publish', 'day']), amountCents: cents })),
});

export const jobPriceListSchema = z.object({
  tierId: z.number().int(),
  publishCents: cents,
  dayCents: cents,
  source,
});

const day = z.string().max(32);
export const licensePeriodCreateBody = z
  .object({
    companyId: z.number().int().positive(),
    licenseId: z.number().int().positive(),
    startsOn: day,
    endsOn: day.nullable().optional(),
    note: z.string().max(500).nullable().optional(),
  })
  .strict();

export const licensePeriodUpdateBody = licensePeriodCreateBody.omit({ companyId: true }).partial().strict();
