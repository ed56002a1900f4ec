import { and, asc, desc, eq, ilike, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { company, priceList, tier, user } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { escapeLike } from '../../http/resources/where.js';
import { recordAudit } from '../admin/audit.js';
import { companyPriceRows } from './charges.service.js';
import { pricesInForce, type PriceRow } from './ledger.js';
import { addPriceRow, historyColumns, historyEntry, liveTier, type NewPriceRow } from './pricing.service.js';

/**
 * The back office's side of pricing (docs/billing.md, "The back office"): tiers edited, list prices
 * set, company overrides, every change recorded in the audit log in the same transaction.
 */

/** A tier's editable fields; its key (and id) never change. */
export interface TierPatch {
  name?: string;
  nameEn?: string;
  description?: string;
  descriptionEn?: string;
  order?: number;
}

const NO_COMPANY = -1;

async function listPriceRows(db: Database): Promise<PriceRow[]> {
  return db
    .select({
      id: priceList.id,
      tierId: priceList.tierId,
      companyId: priceList.companyId,
      publishCents: priceList.publishCents,
      dayCents: priceList.dayCents,
      validFrom: priceList.validFrom,
    })
    .from(priceList)
    .where(isNull(priceList.companyId));
}

/** The list price of a tier in force at a moment (null before its first list price). */
function listPriceAt(rows: readonly PriceRow[], tierId: number, at: Date) {
  const p = pricesInForce(rows, NO_COMPANY, tierId, at);
  if (p.publishCents === null || p.dayCents === null || p.validFrom === null) return null;
  return { publishCents: p.publishCents, dayCents: p.dayCents, validFrom: p.validFrom };
}

/** The next list price of a tier already set for a later moment, if any. */
function nextListPrice(rows: readonly PriceRow[], tierId: number, now: Date) {
  const next = rows
    .filter((r) => r.tierId === tierId && r.validFrom.getTime() > now.getTime())
    .sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime() || a.id - b.id)[0];
  return next
    ? { publishCents: next.publishCents!, dayCents: next.dayCents!, validFrom: next.validFrom }
    : null;
}

const tierFields = (t: typeof tier.$inferSelect) => ({
  id: t.id,
  key: t.key,
  name: t.name,
  nameEn: t.nameEn,
  description: t.description,
  descriptionEn: t.descriptionEn,
  order: t.order,
});

/** `GET /admin/pricing/tiers`: every tier with its list price in force and the next one scheduled. */
export async function adminTiers(db: Database, now: Date) {
  const [tiers, rows] = await Promise.all([
    db.select().from(tier).where(isNull(tier.deletedAt)).orderBy(asc(tier.order), asc(tier.id)),
    listPriceRows(db),
  ]);
  return tiers.map((t) => ({
    ...tierFields(t),
    listPrice: listPriceAt(rows, t.id, now),
    nextListPrice: nextListPrice(rows, t.id, now),
  }));
}

/** `PATCH /admin/tier/{id}`: names, descriptions and order; audited with before and after. */
export async function updateTier(db: Database, actor: Actor, tierId: number, patch: TierPatch) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [current] = await tx
      .select()
      .from(tier)
      .where(and(eq(tier.id, tierId), isNull(tier.deletedAt)))
      .for('update');
    if (!current) return null;
    const before = tierFields(current);
    const [updated] = await tx
      .update(tier)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(tier.id, tierId))
      .returning();
    const after = tierFields(updated!);
    await recordAudit(tx, actor, {
      action: 'tier-update',
      data: { tierId, subject: after.name, before, after },
    });
    return after;
  });
}

/** `GET /admin/pricelist/{tier}`: the list price in force and the tier's list rows, newest first. */
export async function listPriceList(db: Database, tierId: number, now: Date) {
  await liveTier(db, tierId);
  const current = listPriceAt(await listPriceRows(db), tierId, now);
  const history = await db
    .select(historyColumns)
    .from(priceList)
    .leftJoin(user, eq(user.id, priceList.createdByUserId))
    .where(and(eq(priceList.tierId, tierId), isNull(priceList.companyId)))
    .orderBy(desc(priceList.validFrom), desc(priceList.id));
  return {
    tierId,
    publishCents: current?.publishCents ?? null,
    dayCents: current?.dayCents ?? null,
    source: 'list' as const,
    validFrom: current?.validFrom ?? null,
    history: history.map(historyEntry),
  };
}

/** `POST /admin/pricelist/{tier}`: a new list price from `validFrom` (never the past); audited `price-set`. */
export async function setListPrice(
  db: Database,
  actor: Actor,
  tierId: number,
  body: NewPriceRow & { publishCents: number; dayCents: number },
  now: Date,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const t = await liveTier(tx, tierId);
    const row = await addPriceRow(tx, actor, { companyId: null, tierId }, body, now);
    const before = listPriceAt(
      (await listPriceRows(tx)).filter((r) => r.id !== row.id),
      tierId,
      row.validFrom,
    );
    await recordAudit(tx, actor, {
      action: 'price-set',
      data: {
        tierId,
        subject: t.name,
        priceListId: row.id,
        before: before && { publishCents: before.publishCents, dayCents: before.dayCents },
        after: { publishCents: row.publishCents, dayCents: row.dayCents },
        validFrom: row.validFrom.toISOString(),
        note: row.note,
      },
    });
    return row;
  });
}

/**
 * A company's override row (`POST /company/pricelist/{id}/{tier}` by a pricing admin), audited
 * `price-override` (or `price-override-end` when both prices are null: back to the list price) with
 * the company's prices in force at `validFrom` before and after it.
 */
export async function setCompanyPrice(
  db: Database,
  actor: Actor,
  target: { companyId: number; tierId: number },
  body: NewPriceRow,
  now: Date,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const t = await liveTier(tx, target.tierId);
    const row = await addPriceRow(tx, actor, target, body, now);
    const rows = await companyPriceRows(tx, target.companyId);
    const effective = (list: readonly PriceRow[]) => {
      const p = pricesInForce(list, target.companyId, target.tierId, row.validFrom);
      return { publishCents: p.publishCents, dayCents: p.dayCents, source: p.source };
    };
    const ends = row.publishCents === null && row.dayCents === null;
    await recordAudit(tx, actor, {
      action: ends ? 'price-override-end' : 'price-override',
      companyId: target.companyId,
      data: {
        tierId: target.tierId,
        subject: t.name,
        priceListId: row.id,
        before: effective(rows.filter((r) => r.id !== row.id)),
        after: effective(rows),
        override: { publishCents: row.publishCents, dayCents: row.dayCents },
        validFrom: row.validFrom.toISOString(),
        note: row.note,
      },
    });
    return row;
  });
}

/** `GET /admin/pricing/company/{id}`: a company's override rows of every tier, newest first. */
export async function companyOverrides(db: Database, companyId: number) {
  const rows = await db
    .select({ ...historyColumns, tierId: priceList.tierId })
    .from(priceList)
    .leftJoin(user, eq(user.id, priceList.createdByUserId))
    .where(eq(priceList.companyId, companyId))
    .orderBy(desc(priceList.validFrom), desc(priceList.id));
  return rows.map((r) => ({ ...historyEntry(r), tierId: r.tierId }));
}

/** `GET /admin/pricing/companies`: companies whose name holds the text (the admin reads them all). */
export async function searchCompanies(db: Database, text: string | undefined, take: number) {
  const q = text?.trim();
  return db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(and(isNull(company.deletedAt), q ? ilike(company.name, `%${escapeLike(q)}%`) : undefined))
    .orderBy(asc(company.name), asc(company.id))
    .limit(take);
}
