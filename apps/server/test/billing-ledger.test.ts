import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { createJob } from '../src/db/seed/factories.js';
import type { CronContext } from '../src/modules/scheduled/cron-job.js';
import { syncChargesJob } from '../src/modules/scheduled/sync-charges.job.js';
import {
  billingCalls,
  billingPeople,
  ledgerRows,
  postWithHistory,
  romeDayAgo,
  romeNoon,
  type BillingPeople,
} from './billing-support.js';
import { useTestApp } from './helpers.js';

const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;
const days = (...ago: number[]) => ago.map(romeDayAgo);
const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => romeDayAgo(from - i));

/** The charge ledger: computed from the journal, written once, exact cents, scoped to the caller. */
describe('billing: the charge ledger', () => {
  const t = useTestApp();
  const api = billingCalls(t);
  let f: BillingPeople;
  let p1: { id: number };
  let p2: { id: number };
  let expectedA: number;

  beforeAll(async () => {
    f = await billingPeople(t.db);
    // Basic: published, suspended and published again on one day, suspended, published 3 days ago.
    p1 = await postWithHistory(t.db, { companyId: f.companyA.id, userId: f.adminA.id, tierId: 1 }, [
      { daysAgo: 10, hour: 9, to: 'published' },
      { daysAgo: 10, hour: 11, to: 'suspended' },
      { daysAgo: 10, hour: 15, to: 'published' },
      { daysAgo: 6, to: 'suspended' },
      { daysAgo: 3, to: 'published' },
    ]);
    // Featured: published 5 days ago, archived 2 days ago.
    p2 = await postWithHistory(t.db, { companyId: f.companyA.id, userId: f.assistantA.id, tierId: 2 }, [
      { daysAgo: 5, to: 'published' },
      { daysAgo: 2, to: 'archived' },
    ]);
    // Never published: owes nothing.
    await createJob(t.db, { companyId: f.companyA.id, userId: f.ownerA.id, tierId: 3 });
    // P1: 9 days at 150; P2: 1900 + 4 days at 390; jobA1 (published by the fixture today): 150.
    expectedA = 9 * 150 + (1900 + 4 * 390) + 150;
  });

  it('writes each publication and each published day of Italy’s calendar once, at the tier’s price', async () => {
    const res = await api.syncCompany(f.adminA.id, f.companyA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ jobs: 5, created: 18, createdCents: expectedA, totalCents: expectedA });

    const rows = await ledgerRows(t.db, f.companyA.id);
    const of = (jobId: number, kind: string) => rows.filter((r) => r.jobId === jobId && r.kind === kind);
    expect(of(p1.id, 'publish').map((r) => r.day)).toEqual(days(10, 3));
    expect(of(p1.id, 'day').map((r) => r.day)).toEqual([...range(10, 6), ...range(3, 0)]);
    expect(of(p2.id, 'publish').map((r) => [r.day, r.amountCents, r.tierId])).toEqual([
      [romeDayAgo(5), 1900, 2],
    ]);
    expect(of(p2.id, 'day').map((r) => r.day)).toEqual(range(5, 2));
    expect(of(f.jobA1.id, 'day').map((r) => [r.day, r.amountCents])).toEqual([[romeDayAgo(0), 150]]);
    // The owner of the post when the charge was written: per-recruiter budgets.
    expect(new Set(of(p2.id, 'day').map((r) => r.userId))).toEqual(new Set([f.assistantA.id]));
    expect(rows.every((r) => r.amountCents >= 0 && Number.isInteger(r.amountCents))).toBe(true);
  });

  it('changes nothing when synced again, by the company, by a post or by the daily job', async () => {
    const before = await ledgerRows(t.db, f.companyA.id);
    expect((await api.syncCompany(f.adminA.id, f.companyA.id)).json().data).toEqual({
      jobs: 5,
      created: 0,
      createdCents: 0,
      totalCents: expectedA,
    });
    expect((await api.syncJob(f.adminA.id, p1.id)).json().data).toEqual({
      created: 0,
      createdCents: 0,
      totalCents: 9 * 150,
    });
    const ctx: CronContext = {
      db: t.db,
      now: new Date(),
      storage: {} as never,
      log: quiet,
      config: t.config,
    };
    // The daily job walks every company: B's post (published today by the fixture) is new to it.
    expect(await syncChargesJob.run(ctx)).toEqual({ companies: 2, created: 2, createdCents: 150 });
    expect(await syncChargesJob.run(ctx)).toEqual({ companies: 2, created: 0, createdCents: 0 });
    expect(await ledgerRows(t.db, f.companyA.id)).toEqual(before);
  });

  it('answers a post’s amount: its charges, days and total in exact cents', async () => {
    const res = await api.amount(f.adminA.id, p2.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      jobId: p2.id,
      tierId: 2,
      totalCents: 1900 + 4 * 390,
      days: 4,
      charges: [
        { day: romeDayAgo(5), kind: 'day', amountCents: 390 },
        { day: romeDayAgo(5), kind: 'publish', amountCents: 1900 },
        ...range(4, 2).map((day) => ({ day, kind: 'day', amountCents: 390 })),
      ],
    });
    const total = (await api.syncCompany(f.adminA.id, f.companyA.id)).json().data.totalCents;
    let sum = 0;
    for (const jobId of [p1.id, p2.id, f.jobA1.id, f.jobA2.id]) {
      sum += (await api.amount(f.adminA.id, jobId)).json().data.totalCents;
    }
    expect(sum).toBe(total);
  });

  it('keeps each company to its own ledger and posts: 404 for another company, 403 without the keys', async () => {
    expect((await api.syncCompany(f.adminB.id, f.companyA.id)).statusCode).toBe(404);
    expect((await api.syncCompany(f.assistantA.id, f.companyA.id)).statusCode).toBe(403);
    expect((await api.get(undefined, `/company/sync-charges/${f.companyA.id}`)).statusCode).toBe(401);
    for (const url of [`/job/amount/${p1.id}`, `/job/sync-charges/${p1.id}`, `/job/pricelist/${p1.id}`]) {
      expect((await api.get(f.adminB.id, url)).statusCode, url).toBe(404);
      // With U on jobs, another member's post is out of reach too.
      expect((await api.get(f.ownerA.id, url)).statusCode, url).toBe(404);
      expect((await api.get(undefined, url)).statusCode, url).toBe(401);
    }
    expect((await api.amount(f.assistantA.id, p2.id)).statusCode).toBe(200);
    // B's ledger holds B's charges only (the daily job wrote them).
    const b = (await api.syncCompany(f.adminB.id, f.companyB.id)).json().data;
    expect(b).toEqual({ jobs: 1, created: 0, createdCents: 0, totalCents: 150 });
    expect((await ledgerRows(t.db, f.companyB.id)).map((r) => r.jobId)).toEqual([f.jobB1.id, f.jobB1.id]);
    expect((await ledgerRows(t.db, f.companyA.id)).every((r) => r.companyId === f.companyA.id)).toBe(true);
    // Back office: the pricing admin syncs any company.
    expect((await api.syncCompany(f.pricingAdmin.id, f.companyB.id)).json().data.created).toBe(0);
  });

  it('writes each charge once when syncs run at the same time (three rounds of four)', async () => {
    for (const round of [1, 2, 3]) {
      const post = await postWithHistory(
        t.db,
        { companyId: f.companyB.id, userId: f.adminB.id, tierId: 3, name: `Concorrente ${round}` },
        [{ daysAgo: 20 + round, to: 'published' }],
      );
      const results = await Promise.all([
        api.syncCompany(f.adminB.id, f.companyB.id),
        api.syncCompany(f.adminB.id, f.companyB.id),
        api.syncJob(f.adminB.id, post.id),
        api.syncCompany(f.pricingAdmin.id, f.companyB.id),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const days = 21 + round;
      const created = results.reduce((sum, r) => sum + r.json().data.created, 0);
      const createdCents = results.reduce((sum, r) => sum + r.json().data.createdCents, 0);
      const rows = (await ledgerRows(t.db, f.companyB.id)).filter((r) => r.jobId === post.id);
      expect(rows).toHaveLength(1 + days);
      expect(created).toBe(1 + days);
      expect(createdCents).toBe(4900 + days * 790);
      expect(new Set(rows.map((r) => `${r.kind}:${r.day}`)).size).toBe(rows.length);
    }
  });

  it('charges each day at the price in force on it (a company price that started 3 days ago)', async () => {
    const post = await postWithHistory(t.db, { companyId: f.companyB.id, userId: f.adminB.id, tierId: 2 }, [
      { daysAgo: 6, to: 'published' },
    ]);
    // Written straight to the table: through the API a price cannot start in the past.
    const [override] = await t.db
      .insert(s.priceList)
      .values({
        tierId: 2,
        companyId: f.companyB.id,
        publishCents: null,
        dayCents: 333,
        validFrom: romeNoon(3, 0),
      })
      .returning();
    const res = await api.syncJob(f.adminB.id, post.id);
    expect(res.json().data).toEqual({
      created: 8,
      createdCents: 1900 + 3 * 390 + 4 * 333,
      totalCents: 1900 + 3 * 390 + 4 * 333,
    });
    const rows = (await ledgerRows(t.db, f.companyB.id)).filter(
      (r) => r.jobId === post.id && r.kind === 'day',
    );
    expect(rows.map((r) => r.amountCents)).toEqual([390, 390, 390, 333, 333, 333, 333]);
    expect(rows.slice(3).every((r) => r.priceListId === override!.id)).toBe(true);
  });

  it('journals a tier change and charges the new tier from the next day; the payload has tierId', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: 'Premium post', description: 'Un annuncio da pubblicare.', tierId: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.tierId).toBe(2);
    const id = created.json().data.id as number;
    const status = (to: string) =>
      t.request({ method: 'PATCH', url: `/api/job/status/${id}`, as: f.adminA.id, payload: { status: to } });
    expect((await status('ACTIVE')).statusCode).toBe(200);
    // Suspended and published again on the same day: one publication, one day.
    await status('HOLD');
    await status('ACTIVE');
    expect((await api.syncJob(f.adminA.id, id)).json().data).toEqual({
      created: 2,
      createdCents: 1900 + 390,
      totalCents: 1900 + 390,
    });
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/job/content/${id}`,
      as: f.adminA.id,
      payload: { tierId: 3 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.tierId).toBe(3);
    const journal = (
      await t.request({ method: 'GET', url: `/api/job/journal/${id}`, as: f.adminA.id })
    ).json().data;
    expect(journal[0]).toMatchObject({ kind: 'tier', data: { from: 2, to: 3 } });
    // Today was charged at the tier of its first published moment: nothing more today.
    expect((await api.syncJob(f.adminA.id, id)).json().data.created).toBe(0);
    expect((await api.get(f.adminA.id, `/job/pricelist/${id}`)).json().data).toMatchObject({
      tierId: 3,
      dayCents: 790,
    });
    // The same tier again changes and journals nothing; an unknown tier is 400.
    await t.request({ method: 'PATCH', url: `/api/job/${id}`, as: f.adminA.id, payload: { tierId: 3 } });
    const again = (await t.request({ method: 'GET', url: `/api/job/journal/${id}`, as: f.adminA.id })).json()
      .data;
    expect(again).toHaveLength(journal.length);
    for (const tierId of [9, 0, 'x', 1.5]) {
      const res = await t.request({
        method: 'PATCH',
        url: `/api/job/${id}`,
        as: f.adminA.id,
        payload: { tierId },
      });
      expect(res.statusCode, String(tierId)).toBe(400);
    }
    const bad = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: 'Bad tier', tierId: 9 },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'tierId: tier 9 does not exist' });
    // A copy keeps the tier.
    const copy = await t.request({ method: 'POST', url: `/api/job/duplicate/${id}`, as: f.adminA.id });
    expect(copy.json().data.tierId).toBe(3);
  });

  it('stops charging an archived post; nothing is charged for a post of a deleted draft', async () => {
    const before = (await ledgerRows(t.db, f.companyA.id)).filter((r) => r.jobId === p2.id);
    const res = await api.syncJob(f.assistantA.id, p2.id);
    expect(res.json().data.created).toBe(0);
    expect((await ledgerRows(t.db, f.companyA.id)).filter((r) => r.jobId === p2.id)).toEqual(before);
    const draft = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id });
    await t.db.update(s.job).set({ deletedAt: new Date() }).where(eq(s.job.id, draft.id));
    expect((await ledgerRows(t.db, f.companyA.id)).filter((r) => r.jobId === draft.id)).toEqual([]);
  });
});
