import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { charge, company, user, userCompany } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { addMonths, monthDays, nextInvoiceDay, romeMonth } from './billing-calendar.js';
import { sumCents } from './charges.service.js';

/** Months the budget shows unless asked: the current one and the eleven before it. */
export const BUDGET_DEFAULT_TAKE = 12;
export const BUDGET_MAX_TAKE = 36;

export interface BudgetQuery {
  companyId: number;
  /** A member's figures instead of the company's. */
  userId: number | null;
  /** The first month shown, 'YYYY-MM' (default: 11 months before the current one). */
  starting?: string;
  take?: number;
  /** Company users with the U letter only: the member list holds only themselves. */
  onlyUserId?: number;
}

async function companyBudget(db: Database, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ monthlyBudgetCents: company.monthlyBudgetCents })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row) throw notFound(`company ${companyId} not found`);
  return row.monthlyBudgetCents;
}

/** A live member's row in the company (404 for anyone else). */
async function membership(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: userCompany.id, monthlyBudgetCents: userCompany.monthlyBudgetCents })
    .from(userCompany)
    .where(
      and(
        eq(userCompany.companyId, companyId),
        eq(userCompany.userId, userId),
        isNull(userCompany.deletedAt),
      ),
    );
  if (!row) throw notFound(`member ${userId} not found`);
  return row;
}

/** Spending per month 'YYYY-MM' between two days, for the company or one member. */
async function spentByMonth(
  db: Database,
  where: { companyId: number; userId: number | null },
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const month = sql<string>`to_char(${charge.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, spentCents: sumCents(charge.amountCents) })
    .from(charge)
    .where(
      and(
        eq(charge.companyId, where.companyId),
        where.userId === null ? undefined : eq(charge.userId, where.userId),
        between(charge.day, first, last),
      ),
    )
    .groupBy(month);
  return new Map(rows.map((r) => [r.month, r.spentCents]));
}

/**
 * `GET /company/budget/{id}`: spending per month against the monthly cap (the company's, or a
 * member's with `userId`), this month's standing, the members' spending this month, and the
 * invoice to come. Caps have no history: each month is shown against today's cap.
 */
export async function budgetView(db: Database, query: BudgetQuery, now: Date) {
  const { companyId, userId } = query;
  const current = romeMonth(now);
  const starting = query.starting ?? addMonths(current, -(BUDGET_DEFAULT_TAKE - 1));
  const take = query.take ?? BUDGET_DEFAULT_TAKE;
  const lastMonth = addMonths(starting, take - 1);
  const monthlyBudgetCents = await companyBudget(db, companyId);
  const budgetCents =
    userId === null ? monthlyBudgetCents : (await membership(db, companyId, userId)).monthlyBudgetCents;

  const { first: firstDay } = monthDays(starting < current ? starting : current);
  const { last: lastDay } = monthDays(lastMonth > current ? lastMonth : current);
  const [spent, companySpent, members] = await Promise.all([
    spentByMonth(db, { companyId, userId }, firstDay, lastDay),
    spentByMonth(db, { companyId, userId: null }, monthDays(current).first, monthDays(current).last),
    membersThisMonth(db, companyId, current, query.onlyUserId),
  ]);
  const months = Array.from({ length: take }, (_, i) => {
    const month = addMonths(starting, i);
    return { month, spentCents: spent.get(month) ?? 0, budgetCents };
  });
  const spentCents = spent.get(current) ?? 0;
  return {
    companyId,
    monthlyBudgetCents,
    userId,
    months,
    currentMonth: {
      month: current,
      spentCents,
      budgetCents,
      remainingCents: budgetCents === null ? null : Math.max(0, budgetCents - spentCents),
      overBudget: budgetCents !== null && spentCents > budgetCents,
    },
    members,
    nextInvoiceOn: nextInvoiceDay(now),
    invoiceDueCents: companySpent.get(current) ?? 0,
  };
}

/** The live members with their cap and what their posts cost this month. */
async function membersThisMonth(db: Database, companyId: number, month: string, onlyUserId?: number) {
  const { first, last } = monthDays(month);
  const spent = db
    .select({ userId: charge.userId, spentCents: sumCents(charge.amountCents).as('spent_cents') })
    .from(charge)
    .where(and(eq(charge.companyId, companyId), between(charge.day, first, last)))
    .groupBy(charge.userId)
    .as('spent');
  const rows = await db
    .select({
      userId: user.id,
      firstname: user.firstname,
      lastname: user.lastname,
      monthlyBudgetCents: userCompany.monthlyBudgetCents,
      spentCents: sql<number>`coalesce(${spent.spentCents}, 0)`.mapWith(Number),
    })
    .from(userCompany)
    .innerJoin(user, eq(user.id, userCompany.userId))
    .leftJoin(spent, eq(spent.userId, userCompany.userId))
    .where(
      and(
        eq(userCompany.companyId, companyId),
        isNull(userCompany.deletedAt),
        onlyUserId === undefined ? undefined : eq(userCompany.userId, onlyUserId),
      ),
    )
    .orderBy(asc(user.lastname), asc(user.firstname), asc(user.id));
  return rows;
}

/** `PATCH /company/budget/{id}`: the company's monthly cap, or a member's with `userId` (null: none). */
export async function setBudget(
  db: Database,
  companyId: number,
  body: { monthlyBudgetCents: number | null; userId?: number },
): Promise<void> {
  if (body.userId === undefined) {
    await db
      .update(company)
      .set({ monthlyBudgetCents: body.monthlyBudgetCents, updatedAt: new Date() })
      .where(eq(company.id, companyId));
    return;
  }
  const member = await membership(db, companyId, body.userId);
  await db
    .update(userCompany)
    .set({ monthlyBudgetCents: body.monthlyBudgetCents, updatedAt: new Date() })
    .where(eq(userCompany.id, member.id));
}
