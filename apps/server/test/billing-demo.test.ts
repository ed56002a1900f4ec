import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deriveJobStatus } from '@hiring/domain';
import * as s from '../src/db/schema/index.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { syncCharges } from '../src/modules/billing/charges.service.js';
import { ledgerRows } from './billing-support.js';
import { useTestApp } from './helpers.js';

/** The demo's billing: months of charges computed by the sync from backdated journals, budgets, an override. */
describe('billing: the demo data', () => {
  const t = useTestApp({}, { MODULE_DISABLE_BUDGET: 'false' });
  const companies = new Map<string, number>();

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true });
    for (const c of await t.db.select().from(s.company)) companies.set(c.name, c.id);
  });

  it('charges every post that went live, from its journal, for several months; drafts owe nothing', async () => {
    const jobs = await t.db.select().from(s.job);
    for (const companyId of companies.values()) {
      const rows = await ledgerRows(t.db, companyId);
      for (const post of jobs.filter((j) => j.companyId === companyId)) {
        const charged = rows.filter((r) => r.jobId === post.id);
        const status = deriveJobStatus(post);
        if (status === 'draft' || status === 'imported') expect(charged, post.name).toEqual([]);
        else expect(charged.length, post.name).toBeGreaterThan(10);
      }
    }
    const tecnoware = await ledgerRows(t.db, companies.get('Tecnoware S.r.l.')!);
    expect(new Set(tecnoware.map((r) => r.day.slice(0, 7))).size).toBeGreaterThanOrEqual(5);
    // The full-stack post was upgraded to featured 90 days ago: both tiers are in its ledger.
    const [fullStack] = jobs.filter((j) => j.name.startsWith('Sviluppatore/trice full stack'));
    expect(new Set(tecnoware.filter((r) => r.jobId === fullStack!.id).map((r) => r.tierId))).toEqual(
      new Set([1, 2]),
    );
  });

  it('has written everything: syncing again at the same time changes nothing', async () => {
    for (const companyId of companies.values()) {
      expect(await syncCharges(t.db, { companyId }, new Date())).toMatchObject({
        created: 0,
        createdCents: 0,
      });
    }
  });

  it('gives Adriatica its own basic day price from 60 days ago', async () => {
    const adriatica = companies.get('Logistica Adriatica S.p.A.')!;
    const [override] = await t.db.select().from(s.priceList).where(eq(s.priceList.companyId, adriatica));
    expect(override).toMatchObject({ tierId: 1, publishCents: null, dayCents: 120 });
    const basicDays = (await ledgerRows(t.db, adriatica)).filter((r) => r.kind === 'day' && r.tierId === 1);
    expect(new Set(basicDays.map((r) => r.amountCents))).toEqual(new Set([150, 120]));
    expect(basicDays.filter((r) => r.amountCents === 120).every((r) => r.priceListId === override!.id)).toBe(
      true,
    );
  });

  it('shows Tecnoware’s budget page a real chart: a company budget and Giulia’s and Marco’s', async () => {
    const [giulia] = await t.db.select().from(s.user).where(eq(s.user.email, 'giulia.rossi@tecnoware.demo'));
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'giulia.rossi@tecnoware.demo', password: 'Demo2026!' },
    });
    expect(login.statusCode).toBe(200);
    const tecnoware = companies.get('Tecnoware S.r.l.')!;
    const res = await t.request({ method: 'GET', url: `/api/company/budget/${tecnoware}`, as: giulia!.id });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.monthlyBudgetCents).toBe(40_000);
    expect(data.months.filter((m: { spentCents: number }) => m.spentCents > 0).length).toBeGreaterThanOrEqual(
      5,
    );
    const budgets = Object.fromEntries(
      data.members.map((m: { firstname: string; monthlyBudgetCents: number | null }) => [
        m.firstname,
        m.monthlyBudgetCents,
      ]),
    );
    expect(budgets).toEqual({ Giulia: 25_000, Marco: 12_000, Sara: null });
    expect(data.invoiceDueCents).toBeGreaterThan(0);
  });
});
