import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import {
  billingCalls,
  billingPeople,
  ledgerRows,
  postWithHistory,
  type BillingPeople,
} from './billing-support.js';
import { useTestApp } from './helpers.js';

const rome = () => DateTime.now().setZone('Europe/Rome');
const thisMonth = () => rome().toFormat('yyyy-MM');
const monthOf = (day: string) => day.slice(0, 7);

/** Budgets: monthly spending against the caps of the company and of its members. */
describe('billing: budgets', () => {
  const t = useTestApp({}, { MODULE_DISABLE_BUDGET: 'false' });
  const api = billingCalls(t);
  let f: BillingPeople;
  /** Spending per month of company A, and per member this month, from the ledger itself. */
  let byMonth: Map<string, number>;
  let byUserNow: Map<number, number>;

  beforeAll(async () => {
    f = await billingPeople(t.db);
    // 40 days of a featured post by Anna (two months at least), a premium one by Ugo (U letters) live
    // since 12 days, a basic one by Aldo archived 2 days ago.
    await postWithHistory(t.db, { companyId: f.companyA.id, userId: f.adminA.id, tierId: 2 }, [
      { daysAgo: 40, to: 'published' },
    ]);
    await postWithHistory(t.db, { companyId: f.companyA.id, userId: f.ownerA.id, tierId: 3 }, [
      { daysAgo: 12, to: 'published' },
    ]);
    await postWithHistory(t.db, { companyId: f.companyA.id, userId: f.assistantA.id, tierId: 1 }, [
      { daysAgo: 8, to: 'published' },
      { daysAgo: 2, to: 'archived' },
    ]);
    await postWithHistory(t.db, { companyId: f.companyB.id, userId: f.adminB.id, tierId: 3 }, [
      { daysAgo: 30, to: 'published' },
    ]);
    expect((await api.syncCompany(f.adminA.id, f.companyA.id)).statusCode).toBe(200);
    expect((await api.syncCompany(f.adminB.id, f.companyB.id)).statusCode).toBe(200);
    byMonth = new Map();
    byUserNow = new Map();
    for (const row of await ledgerRows(t.db, f.companyA.id)) {
      byMonth.set(monthOf(row.day), (byMonth.get(monthOf(row.day)) ?? 0) + row.amountCents);
      if (monthOf(row.day) === thisMonth()) {
        byUserNow.set(row.userId, (byUserNow.get(row.userId) ?? 0) + row.amountCents);
      }
    }
  });

  it('shows 12 months to the current one by default, with the spending of each in exact cents', async () => {
    const res = await api.get(f.adminA.id, `/company/budget/${f.companyA.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const months = data.months as Array<{ month: string; spentCents: number; budgetCents: number | null }>;
    expect(months).toHaveLength(12);
    expect(months[11]!.month).toBe(thisMonth());
    expect(months[0]!.month).toBe(rome().minus({ months: 11 }).toFormat('yyyy-MM'));
    for (const m of months)
      expect(m).toEqual({ month: m.month, spentCents: byMonth.get(m.month) ?? 0, budgetCents: null });
    const total = [...byMonth.values()].reduce((a, b) => a + b, 0);
    expect(months.reduce((sum, m) => sum + m.spentCents, 0)).toBe(total);
    expect(total).toBe((await api.syncCompany(f.adminA.id, f.companyA.id)).json().data.totalCents);
    expect(data).toMatchObject({
      companyId: f.companyA.id,
      monthlyBudgetCents: null,
      userId: null,
      currentMonth: {
        month: thisMonth(),
        spentCents: byMonth.get(thisMonth()) ?? 0,
        budgetCents: null,
        remainingCents: null,
        overBudget: false,
      },
      nextInvoiceOn: rome().startOf('month').plus({ months: 1 }).toFormat('yyyy-MM-dd'),
      invoiceDueCents: byMonth.get(thisMonth()) ?? 0,
    });
    expect(data.members.map((m: { userId: number }) => m.userId).sort()).toEqual(
      [f.adminA.id, f.assistantA.id, f.ownerA.id, f.searcherA.id].sort(),
    );
    for (const m of data.members) expect(m.spentCents).toBe(byUserNow.get(m.userId) ?? 0);
  });

  it('takes a range of months (starting, take ≤ 36) and refuses bad ones with 400', async () => {
    const starting = rome().minus({ months: 2 }).toFormat('yyyy-MM');
    const res = await api.get(f.adminA.id, `/company/budget/${f.companyA.id}?starting=${starting}&take=5`);
    const months = res.json().data.months;
    expect(months.map((m: { month: string }) => m.month)).toEqual(
      [0, 1, 2, 3, 4].map((i) => rome().minus({ months: 2 }).plus({ months: i }).toFormat('yyyy-MM')),
    );
    expect(months[4].spentCents).toBe(0);
    for (const q of ['take=37', 'take=0', 'starting=2026-13', 'starting=2026-1', 'userId=abc', 'other=1']) {
      expect((await api.get(f.adminA.id, `/company/budget/${f.companyA.id}?${q}`)).statusCode, q).toBe(400);
    }
    expect(
      (await api.get(f.adminA.id, `/company/budget/${f.companyA.id}?take=36`)).json().data.months,
    ).toHaveLength(36);
  });

  it('sets the company’s and a member’s monthly budget (C only) and flags spending over it', async () => {
    const spent = byMonth.get(thisMonth()) ?? 0;
    const patch = await api.patch(f.adminA.id, `/company/budget/${f.companyA.id}`, {
      monthlyBudgetCents: spent + 1001,
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.currentMonth).toEqual({
      month: thisMonth(),
      spentCents: spent,
      budgetCents: spent + 1001,
      remainingCents: 1001,
      overBudget: false,
    });
    expect(
      patch.json().data.months.every((m: { budgetCents: number }) => m.budgetCents === spent + 1001),
    ).toBe(true);

    const ugoSpent = byUserNow.get(f.ownerA.id) ?? 0;
    expect(ugoSpent).toBeGreaterThan(0);
    const member = await api.patch(f.adminA.id, `/company/budget/${f.companyA.id}`, {
      monthlyBudgetCents: ugoSpent - 1,
      userId: f.ownerA.id,
    });
    expect(member.statusCode).toBe(200);
    const row = member.json().data.members.find((m: { userId: number }) => m.userId === f.ownerA.id);
    expect(row).toEqual({
      userId: f.ownerA.id,
      firstname: 'Ugo',
      lastname: 'Alfa',
      monthlyBudgetCents: ugoSpent - 1,
      spentCents: ugoSpent,
    });
    const view = (await api.get(f.adminA.id, `/company/budget/${f.companyA.id}?userId=${f.ownerA.id}`)).json()
      .data;
    expect(view).toMatchObject({
      userId: f.ownerA.id,
      monthlyBudgetCents: spent + 1001,
      currentMonth: { spentCents: ugoSpent, budgetCents: ugoSpent - 1, remainingCents: 0, overBudget: true },
    });

    // Back to no budget; the body's rules.
    const cleared = await api.patch(f.adminA.id, `/company/budget/${f.companyA.id}`, {
      monthlyBudgetCents: null,
      userId: f.ownerA.id,
    });
    expect(
      cleared.json().data.members.find((m: { userId: number }) => m.userId === f.ownerA.id)
        .monthlyBudgetCents,
    ).toBeNull();
    for (const body of [
      { monthlyBudgetCents: -1 },
      { monthlyBudgetCents: 10.5 },
      {},
      { monthlyBudgetCents: 1, x: 1 },
    ]) {
      expect((await api.patch(f.adminA.id, `/company/budget/${f.companyA.id}`, body)).statusCode).toBe(400);
    }
    // A member of another company, or no one, is not a member here.
    for (const userId of [f.adminB.id, f.loner.id, 999999]) {
      const res = await api.patch(f.adminA.id, `/company/budget/${f.companyA.id}`, {
        monthlyBudgetCents: 1,
        userId,
      });
      expect(res.statusCode, String(userId)).toBe(404);
      expect(
        (await api.get(f.adminA.id, `/company/budget/${f.companyA.id}?userId=${userId}`)).statusCode,
      ).toBe(404);
    }
    const [b] = await t.db
      .select({ monthlyBudgetCents: s.userCompany.monthlyBudgetCents })
      .from(s.userCompany)
      .where(and(eq(s.userCompany.userId, f.adminB.id), eq(s.userCompany.companyId, f.companyB.id)));
    expect(b!.monthlyBudgetCents).toBeNull();
  });

  it('shows a member with U only their own figures, and refuses them another member or any write', async () => {
    const res = await api.get(f.ownerA.id, `/company/budget/${f.companyA.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.userId).toBe(f.ownerA.id);
    expect(data.members.map((m: { userId: number }) => m.userId)).toEqual([f.ownerA.id]);
    expect(data.currentMonth.spentCents).toBe(byUserNow.get(f.ownerA.id) ?? 0);
    expect(
      (await api.get(f.ownerA.id, `/company/budget/${f.companyA.id}?userId=${f.ownerA.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await api.get(f.ownerA.id, `/company/budget/${f.companyA.id}?userId=${f.adminA.id}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await api.patch(f.ownerA.id, `/company/budget/${f.companyA.id}`, {
          monthlyBudgetCents: 1,
          userId: f.ownerA.id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('never lets company B read or change A’s budget; members without the key get 403', async () => {
    const url = `/company/budget/${f.companyA.id}`;
    expect((await api.get(f.adminB.id, url)).statusCode).toBe(404);
    expect((await api.patch(f.adminB.id, url, { monthlyBudgetCents: 1 })).statusCode).toBe(404);
    expect((await api.get(f.assistantA.id, url)).statusCode).toBe(403);
    expect((await api.patch(f.assistantA.id, url, { monthlyBudgetCents: 1 })).statusCode).toBe(403);
    expect((await api.get(undefined, url)).statusCode).toBe(401);
    const [a] = await t.db.select().from(s.company).where(eq(s.company.id, f.companyA.id));
    expect(a!.monthlyBudgetCents).not.toBe(1);
    // B's own budget is B's spending only.
    const b = (await api.get(f.adminB.id, `/company/budget/${f.companyB.id}`)).json().data;
    const bTotal = (await ledgerRows(t.db, f.companyB.id)).reduce((sum, r) => sum + r.amountCents, 0);
    expect(b.months.reduce((sum: number, m: { spentCents: number }) => sum + m.spentCents, 0)).toBe(bTotal);
    expect(b.members.map((m: { userId: number }) => m.userId)).toEqual([f.adminB.id]);
    // The back office reads and sets any company's budget.
    expect((await api.get(f.pricingAdmin.id, url)).statusCode).toBe(200);
    expect((await api.patch(f.su.id, url, { monthlyBudgetCents: 5000 })).json().data.monthlyBudgetCents).toBe(
      5000,
    );
    expect((await api.get(f.statsAdmin.id, url)).statusCode).toBe(404);
  });
});

describe('billing: the budget module flag (on by default)', () => {
  const t = useTestApp();
  const api = billingCalls(t);
  let f: BillingPeople;
  beforeAll(async () => {
    f = await billingPeople(t.db);
  });

  it('answers 403 "Budget is disabled" on the budget, read and write; sign-in still comes first', async () => {
    const url = `/company/budget/${f.companyA.id}`;
    for (const res of [
      await api.get(f.adminA.id, url),
      await api.patch(f.adminA.id, url, { monthlyBudgetCents: 1 }),
    ]) {
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Budget is disabled' });
    }
    expect((await api.get(undefined, url)).statusCode).toBe(401);
    // The ledger and the prices do not depend on it.
    expect((await api.syncCompany(f.adminA.id, f.companyA.id)).statusCode).toBe(200);
  });
});
