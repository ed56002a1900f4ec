import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { company, companyLicense, license } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound, pgErrorCode } from '../../http/errors.js';
import { recordAudit } from '../admin/audit.js';
import { isDay } from './billing-calendar.js';
import { PricingText } from './pricing.service.js';

export const LicenseText = {
  overlap: 'The company already holds a licence in this period',
  unknownCompany: 'companyId: no such company',
  unknownLicense: 'licenseId: no such licence',
} as const;

export interface LicensePeriodInput {
  licenseId?: number;
  startsOn?: string;
  endsOn?: string | null;
  note?: string | null;
}

type PeriodRow = typeof companyLicense.$inferSelect;

function checkPeriod(startsOn: string, endsOn: string | null): void {
  if (!isDay(startsOn) || (endsOn !== null && !isDay(endsOn))) throw badRequest(PricingText.invalidDay);
  if (endsOn !== null && endsOn < startsOn) throw badRequest(PricingText.endBeforeStart);
}

async function assertLicense(tx: Database, licenseId: number): Promise<string> {
  const [row] = await tx
    .select({ id: license.id, name: license.name })
    .from(license)
    .where(and(eq(license.id, licenseId), isNull(license.deletedAt)));
  if (!row) throw badRequest(LicenseText.unknownLicense);
  return row.name;
}

/** What the audit log keeps of a period (its `before` and `after`). */
const periodFields = (p: Pick<PeriodRow, 'licenseId' | 'startsOn' | 'endsOn' | 'note'>) => ({
  licenseId: p.licenseId,
  startsOn: p.startsOn,
  endsOn: p.endsOn,
  note: p.note,
});

async function licenseName(tx: Database, licenseId: number): Promise<string | null> {
  const [row] = await tx.select({ name: license.name }).from(license).where(eq(license.id, licenseId));
  return row?.name ?? null;
}

/**
 * Inside the write's transaction: the company's row lock serialises its licence writes, then no
 * other live period may share a day with this one (the table's exclusion constraint says the same;
 * its error is mapped too, for a writer that skipped the lock).
 */
async function assertNoOverlap(
  tx: Database,
  period: { companyId: number; startsOn: string; endsOn: string | null; exceptId?: number },
): Promise<void> {
  await tx.select({ id: company.id }).from(company).where(eq(company.id, period.companyId)).for('update');
  const [clash] = await tx
    .select({ id: companyLicense.id })
    .from(companyLicense)
    .where(
      and(
        eq(companyLicense.companyId, period.companyId),
        isNull(companyLicense.deletedAt),
        period.exceptId === undefined ? undefined : ne(companyLicense.id, period.exceptId),
        sql`daterange(${companyLicense.startsOn}, ${companyLicense.endsOn}, '[]') && daterange(${period.startsOn}::date, ${period.endsOn}::date, '[]')`,
      ),
    )
    .limit(1);
  if (clash) throw conflict(LicenseText.overlap);
}

async function write<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Database));
  } catch (error) {
    if (pgErrorCode(error) === '23P01') throw conflict(LicenseText.overlap);
    throw error;
  }
}

/** `POST /company-license`: a licence period for a company (admins only; the route's rule). */
export async function createLicensePeriod(
  db: Database,
  actor: Actor,
  body: Required<Pick<LicensePeriodInput, 'licenseId' | 'startsOn'>> &
    LicensePeriodInput & { companyId: number },
): Promise<number> {
  const endsOn = body.endsOn ?? null;
  checkPeriod(body.startsOn, endsOn);
  return write(db, async (tx) => {
    const [owner] = await tx
      .select({ id: company.id })
      .from(company)
      .where(and(eq(company.id, body.companyId), isNull(company.deletedAt)));
    if (!owner) throw badRequest(LicenseText.unknownCompany);
    const name = await assertLicense(tx, body.licenseId);
    await assertNoOverlap(tx, { companyId: body.companyId, startsOn: body.startsOn, endsOn });
    const [row] = await tx
      .insert(companyLicense)
      .values({
        companyId: body.companyId,
        licenseId: body.licenseId,
        startsOn: body.startsOn,
        endsOn,
        note: body.note?.trim() || null,
        createdByUserId: actor.impersonatorUserId ?? actor.userId,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'license-grant',
      companyId: body.companyId,
      data: { periodId: row!.id, subject: name, before: null, after: periodFields(row!) },
    });
    return row!.id;
  });
}

async function livePeriod(tx: Database, id: number, lock = false): Promise<PeriodRow> {
  const query = tx
    .select()
    .from(companyLicense)
    .where(and(eq(companyLicense.id, id), isNull(companyLicense.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(`company-license ${id} not found`);
  return row;
}

/**
 * `PATCH /company-license/{id}`: another licence, other dates or a note; the company stays. Audited
 * `license-end` when only the end changes, `license-change` otherwise.
 */
export async function updateLicensePeriod(
  db: Database,
  actor: Actor,
  id: number,
  body: LicensePeriodInput,
): Promise<void> {
  await write(db, async (tx) => {
    const current = await livePeriod(tx, id, true);
    const startsOn = body.startsOn ?? current.startsOn;
    const endsOn = body.endsOn === undefined ? current.endsOn : body.endsOn;
    checkPeriod(startsOn, endsOn);
    if (body.licenseId !== undefined) await assertLicense(tx, body.licenseId);
    await assertNoOverlap(tx, { companyId: current.companyId, startsOn, endsOn, exceptId: id });
    const [updated] = await tx
      .update(companyLicense)
      .set({
        ...(body.licenseId === undefined ? {} : { licenseId: body.licenseId }),
        startsOn,
        endsOn,
        ...(body.note === undefined ? {} : { note: body.note?.trim() || null }),
        updatedAt: new Date(),
      })
      .where(eq(companyLicense.id, id))
      .returning();
    const onlyEnd = Object.keys(body).every((key) => key === 'endsOn');
    await recordAudit(tx, actor, {
      action: onlyEnd ? 'license-end' : 'license-change',
      companyId: current.companyId,
      data: {
        periodId: id,
        subject: await licenseName(tx, updated!.licenseId),
        before: periodFields(current),
        after: periodFields(updated!),
      },
    });
  });
}

/** `DELETE /company-license/{id}`: the period is withdrawn (soft delete: it no longer counts); audited. */
export async function deleteLicensePeriod(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const current = await livePeriod(tx, id, true);
    const now = new Date();
    await tx.update(companyLicense).set({ deletedAt: now, updatedAt: now }).where(eq(companyLicense.id, id));
    await recordAudit(tx, actor, {
      action: 'license-withdraw',
      companyId: current.companyId,
      data: {
        periodId: id,
        subject: await licenseName(tx, current.licenseId),
        before: periodFields(current),
        after: null,
      },
    });
  });
}
