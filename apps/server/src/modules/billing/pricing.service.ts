import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { priceList, tier, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { daysBetween, isDay } from './billing-calendar.js';
import { companyPriceRows } from './charges.service.js';
import { pricesInForce, type PriceRow } from './ledger.js';

/** The longest range an estimate covers: a year, leap day included. */
export const ESTIMATE_MAX_DAYS = 366;
/** A price may start this much before the server's clock (the client's clock runs a little behind). */
const PAST_TOLERANCE_MS = 60_000;

export const PricingText = {
  endBeforeStart: 'The end must not be before the start',
  rangeTooLong: `The range must not be longer than ${ESTIMATE_MAX_DAYS} days`,
  invalidDay: 'A day must be a calendar date written YYYY-MM-DD',
  validFromPast: 'validFrom must not be in the past',
  listPriceComplete: 'A list price needs both publishCents and dayCents',
} as const;

type TierRow = typeof tier.$inferSelect;

/** Today's prices of a tier for a company; a tier with no price in force yet is not offered. */
function priced(rows: readonly PriceRow[], companyId: number, tierId: number, now: Date) {
  const prices = pricesInForce(rows, companyId, tierId, now);
  if (prices.publishCents === null || prices.dayCents === null || prices.validFrom === null) return null;
  return {
    publishCents: prices.publishCents,
    dayCents: prices.dayCents,
    source: prices.source,
    validFrom: prices.validFrom,
  };
}

export async function liveTier(db: Database, tierId: number): Promise<TierRow> {
  const [row] = await db
    .select()
    .from(tier)
    .where(and(eq(tier.id, tierId), isNull(tier.deletedAt)));
  if (!row) throw notFound(`tier ${tierId} not found`);
  return row;
}

/** `GET /company/tier/{id}`: the tiers with the prices in force now for the company. */
export async function companyTiers(db: Database, companyId: number, now: Date) {
  const [tiers, rows] = await Promise.all([
    db.select().from(tier).where(isNull(tier.deletedAt)).orderBy(asc(tier.order), asc(tier.id)),
    companyPriceRows(db, companyId),
  ]);
  return tiers.flatMap((t) => {
    const prices = priced(rows, companyId, t.id, now);
    if (!prices) return [];
    return [
      {
        id: t.id,
        key: t.key,
        name: t.name,
        nameEn: t.nameEn,
        description: t.description,
        descriptionEn: t.descriptionEn,
        order: t.order,
        publishCents: prices.publishCents,
        dayCents: prices.dayCents,
        source: prices.source,
      },
    ];
  });
}

/** The prices of one tier for a company now (404 for an unknown tier or one without a price yet). */
export async function tierPrices(db: Database, companyId: number, tierId: number, now: Date) {
  await liveTier(db, tierId);
  const prices = priced(await companyPriceRows(db, companyId), companyId, tierId, now);
  if (!prices) throw notFound(`tier ${tierId} has no price yet`);
  return { tierId, ...prices };
}

export const historyColumns = {
  id: priceList.id,
  companyId: priceList.companyId,
  publishCents: priceList.publishCents,
  dayCents: priceList.dayCents,
  validFrom: priceList.validFrom,
  note: priceList.note,
  createdById: user.id,
  createdByFirstname: user.firstname,
  createdByLastname: user.lastname,
};

type HistoryRow = {
  id: number;
  companyId: number | null;
  publishCents: number | null;
  dayCents: number | null;
  validFrom: Date;
  note: string | null;
  createdById: number | null;
  createdByFirstname: string | null;
  createdByLastname: string | null;
};

export const historyEntry = (r: HistoryRow) => ({
  id: r.id,
  companyId: r.companyId,
  publishCents: r.publishCents,
  dayCents: r.dayCents,
  validFrom: r.validFrom,
  createdBy:
    r.createdById === null
      ? null
      : { id: r.createdById, firstname: r.createdByFirstname!, lastname: r.createdByLastname! },
  note: r.note,
});

/** `GET /company/pricelist/{id}/{tier}`: today's prices and the rows behind them, newest first. */
export async function companyPriceList(db: Database, companyId: number, tierId: number, now: Date) {
  const current = await tierPrices(db, companyId, tierId, now);
  const history = await db
    .select(historyColumns)
    .from(priceList)
    .leftJoin(user, eq(user.id, priceList.createdByUserId))
    .where(
      and(eq(priceList.tierId, tierId), or(isNull(priceList.companyId), eq(priceList.companyId, companyId))),
    )
    .orderBy(desc(priceList.validFrom), desc(priceList.id));
  return { ...current, history: history.map(historyEntry) };
}

export interface NewPriceRow {
  publishCents: number | null;
  dayCents: number | null;
  validFrom?: Date;
  note?: string;
}

/**
 * A new price row, `POST /company/pricelist/{id}/{tier}` (a company's override) or
 * `POST /admin/pricelist/{tier}` (a list price: `companyId` null, both prices given; the table's check
 * says so too), in force from `validFrom` (now unless given; never in the past, so a charge already
 * written can never disagree with the price list). Rows are never updated; a company row's null
 * prices fall back on the list price.
 */
export async function addPriceRow(
  db: Database,
  actor: Actor,
  target: { companyId: number | null; tierId: number },
  body: NewPriceRow,
  now: Date,
) {
  await liveTier(db, target.tierId);
  const validFrom = body.validFrom ?? now;
  if (validFrom.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw badRequest(PricingText.validFromPast);
  if (target.companyId === null && (body.publishCents === null || body.dayCents === null)) {
    throw badRequest(PricingText.listPriceComplete);
  }
  const [row] = await db
    .insert(priceList)
    .values({
      tierId: target.tierId,
      companyId: target.companyId,
      publishCents: body.publishCents,
      dayCents: body.dayCents,
      // A moment a little in the past (clock skew) starts now: the past stays as it was charged.
      validFrom: validFrom.getTime() < now.getTime() ? now : validFrom,
      note: body.note?.trim() || null,
      createdByUserId: actor.impersonatorUserId ?? actor.userId,
    })
    .returning({ id: priceList.id });
  const [created] = await db
    .select(historyColumns)
    .from(priceList)
    .leftJoin(user, eq(user.id, priceList.createdByUserId))
    .where(eq(priceList.id, row!.id));
  return historyEntry(created!);
}

/** Checks an estimate's days: real dates, end not before start, at most a year. */
export function estimateRange(start: string, end: string): number {
  if (!isDay(start) || !isDay(end)) throw badRequest(PricingText.invalidDay);
  if (end < start) throw badRequest(PricingText.endBeforeStart);
  const days = daysBetween(start, end);
  if (days > ESTIMATE_MAX_DAYS) throw badRequest(PricingText.rangeTooLong);
  return days;
}

/**
 * `GET /company/estimate/{id}/{tier}`: a post published from `start` to `end` (both included) at
 * today's prices: one publication and a day charge per calendar day.
 */
export async function estimate(
  db: Database,
  target: { companyId: number; tierId: number },
  range: { start: string; end: string },
  now: Date,
) {
  const days = estimateRange(range.start, range.end);
  const prices = await tierPrices(db, target.companyId, target.tierId, now);
  return {
    tierId: target.tierId,
    start: range.start,
    end: range.end,
    days,
    publishCents: prices.publishCents,
    dayCents: prices.dayCents,
    totalCents: prices.publishCents + days * prices.dayCents,
  };
}
