import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { createJob } from '../src/db/seed/factories.js';
import { billingCalls, billingPeople, type BillingPeople } from './billing-support.js';
import { useTestApp } from './helpers.js';

const LIST = {
  1: { publishCents: 0, dayCents: 150 },
  2: { publishCents: 1900, dayCents: 390 },
  3: { publishCents: 4900, dayCents: 790 },
} as const;

/** Tiers, price lists with company overrides and their history, estimates, a post's prices. */
describe('billing: tiers, price lists and estimates', () => {
  const t = useTestApp();
  const api = billingCalls(t);
  let f: BillingPeople;

  beforeAll(async () => {
    f = await billingPeople(t.db);
  });

  it('lists the tiers with today’s list prices, to members with pricing, budget or jobs (any letter)', async () => {
    // The hiring assistant holds jobs U only: they pick the tier of their own posts.
    for (const as of [f.adminA.id, f.ownerA.id, f.assistantA.id]) {
      const res = await api.get(as, `/company/tier/${f.companyA.id}`);
      expect(res.statusCode).toBe(200);
      const tiers = res.json().data.tiers;
      expect(tiers.map((x: { key: string }) => x.key)).toEqual(['basic', 'featured', 'premium']);
      expect(tiers[1]).toEqual({
        id: 2,
        key: 'featured',
        name: 'In evidenza',
        nameEn: 'Featured',
        description: expect.any(String),
        descriptionEn: expect.any(String),
        order: 2,
        ...LIST[2],
        source: 'list',
      });
    }
  });

  it('refuses members without the keys (403), other companies’ ids (404) and anonymous callers (401)', async () => {
    const tier = `/company/tier/${f.companyA.id}`;
    expect((await api.get(f.searcherA.id, tier)).statusCode).toBe(403);
    expect((await api.get(f.adminB.id, tier)).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `company ${f.companyA.id} not found`,
    });
    expect((await api.get(f.adminA.id, '/company/tier/999999')).statusCode).toBe(404);
    expect((await api.get(undefined, tier)).statusCode).toBe(401);
    expect((await api.get(f.loner.id, tier)).statusCode).toBe(404);
    // Back office: job-pricing and super users read any company; other admins do not.
    expect((await api.get(f.pricingAdmin.id, tier)).statusCode).toBe(200);
    expect((await api.get(f.su.id, tier)).statusCode).toBe(200);
    expect((await api.get(f.statsAdmin.id, tier)).statusCode).toBe(404);
    expect((await api.get(f.pricingAdmin.id, '/company/tier/999999')).statusCode).toBe(404);
  });

  it('reads a tier’s price list with its history to pricing only (not budget)', async () => {
    const url = `/company/pricelist/${f.companyA.id}/3`;
    const res = await api.get(f.ownerA.id, url);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      tierId: 3,
      ...LIST[3],
      source: 'list',
      validFrom: '2026-01-01T00:00:00.000Z',
      history: [
        {
          id: expect.any(Number),
          companyId: null,
          ...LIST[3],
          validFrom: '2026-01-01T00:00:00.000Z',
          createdBy: null,
          note: 'List price at launch',
        },
      ],
    });
    expect((await api.get(f.assistantA.id, url)).statusCode).toBe(403);
    expect((await api.get(f.adminB.id, url)).statusCode).toBe(404);
    expect((await api.get(f.adminA.id, `/company/pricelist/${f.companyA.id}/9`)).json()).toMatchObject({
      statusCode: 404,
      message: 'tier 9 not found',
    });
    expect((await api.get(f.adminA.id, `/company/pricelist/${f.companyA.id}/x`)).statusCode).toBe(400);
  });

  it('lets only pricing admins and super users add a company price; company users get 403', async () => {
    const url = `/company/pricelist/${f.companyA.id}/2`;
    const body = { publishCents: 1500, dayCents: 333, note: 'Accordo quadro' };
    expect((await api.post(f.adminA.id, url, body)).statusCode).toBe(403);
    expect((await api.post(f.adminB.id, url, body)).statusCode).toBe(403);
    expect((await api.post(f.statsAdmin.id, url, body)).statusCode).toBe(403);
    expect((await api.post(undefined, url, body)).statusCode).toBe(401);
    expect((await api.post(f.pricingAdmin.id, `/company/pricelist/999999/2`, body)).statusCode).toBe(404);
    expect(
      (await api.post(f.pricingAdmin.id, `/company/pricelist/${f.companyA.id}/7`, body)).statusCode,
    ).toBe(404);

    const res = await api.post(f.pricingAdmin.id, url, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      companyId: f.companyA.id,
      publishCents: 1500,
      dayCents: 333,
      validFrom: expect.any(String),
      createdBy: { id: f.pricingAdmin.id, firstname: 'Piera', lastname: 'Prezzi' },
      note: 'Accordo quadro',
    });
    // In force at once for A, never for B.
    const a = (await api.get(f.adminA.id, `/company/tier/${f.companyA.id}`)).json().data.tiers[1];
    expect(a).toMatchObject({ publishCents: 1500, dayCents: 333, source: 'company' });
    const b = (await api.get(f.adminB.id, `/company/tier/${f.companyB.id}`)).json().data.tiers[1];
    expect(b).toMatchObject({ ...LIST[2], source: 'list' });
    const history = (await api.get(f.adminA.id, url)).json().data.history;
    expect(history.map((h: { companyId: number | null }) => h.companyId)).toEqual([f.companyA.id, null]);
    expect(
      (await api.get(f.adminB.id, `/company/pricelist/${f.companyB.id}/2`)).json().data.history,
    ).toHaveLength(1);
  });

  it('falls back on the list price where an override is null, and a row with both null ends it', async () => {
    const url = `/company/pricelist/${f.companyA.id}/3`;
    expect((await api.post(f.su.id, url, { publishCents: null, dayCents: 700 })).statusCode).toBe(201);
    expect((await api.get(f.adminA.id, url)).json().data).toMatchObject({
      publishCents: LIST[3].publishCents,
      dayCents: 700,
      source: 'company',
    });
    expect((await api.post(f.su.id, url, { publishCents: null, dayCents: null })).statusCode).toBe(201);
    expect((await api.get(f.adminA.id, url)).json().data).toMatchObject({ ...LIST[3], source: 'list' });
  });

  it('starts a row in the future when asked, never in the past; bad prices are 400', async () => {
    const url = `/company/pricelist/${f.companyB.id}/1`;
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const res = await api.post(f.pricingAdmin.id, url, { publishCents: 10, dayCents: 10, validFrom: future });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.validFrom).toBe(future);
    // Not in force yet.
    expect((await api.get(f.adminB.id, url)).json().data).toMatchObject({ ...LIST[1], source: 'list' });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    expect(
      (await api.post(f.pricingAdmin.id, url, { publishCents: 1, dayCents: 1, validFrom: past })).json(),
    ).toEqual({ statusCode: 400, error: 'Bad Request', message: 'validFrom must not be in the past' });
    for (const body of [
      { publishCents: -1, dayCents: 1 },
      { publishCents: 1.5, dayCents: 1 },
      { publishCents: 1 },
      { publishCents: 1, dayCents: 1, validFrom: 'tomorrow' },
      { publishCents: 1, dayCents: 1, extra: true },
      { publishCents: '100', dayCents: 1 },
    ]) {
      expect((await api.post(f.pricingAdmin.id, url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('estimates a post from start to end inclusive at today’s prices', async () => {
    const res = await api.get(
      f.adminB.id,
      `/company/estimate/${f.companyB.id}/2?start=2027-03-28&end=2027-04-03`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      tierId: 2,
      start: '2027-03-28',
      end: '2027-04-03',
      days: 7,
      ...LIST[2],
      totalCents: 1900 + 7 * 390,
    });
    // A's override: 1500 + 333 a day, in exact cents.
    const a = await api.get(
      f.ownerA.id,
      `/company/estimate/${f.companyA.id}/2?start=2027-01-01&end=2027-12-31`,
    );
    expect(a.json().data).toMatchObject({ days: 365, totalCents: 1500 + 365 * 333 });
    const leap = await api.get(
      f.adminA.id,
      `/company/estimate/${f.companyA.id}/1?start=2028-01-01&end=2028-12-31`,
    );
    expect(leap.json().data).toMatchObject({ days: 366, totalCents: 366 * 150 });
    const one = await api.get(
      f.adminA.id,
      `/company/estimate/${f.companyA.id}/1?start=2027-05-05&end=2027-05-05`,
    );
    expect(one.json().data).toMatchObject({ days: 1, totalCents: 150 });
  });

  it('refuses an end before the start, a range over 366 days and dates that do not exist (400)', async () => {
    const base = `/company/estimate/${f.companyA.id}/1`;
    expect((await api.get(f.adminA.id, `${base}?start=2027-04-03&end=2027-04-02`)).json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The end must not be before the start',
    });
    expect((await api.get(f.adminA.id, `${base}?start=2027-01-01&end=2028-01-02`)).json()).toMatchObject({
      statusCode: 400,
      message: 'The range must not be longer than 366 days',
    });
    for (const q of [
      'start=2027-02-30&end=2027-03-01',
      'start=2027-1-1&end=2027-01-02',
      'start=2027-01-01',
      '',
    ]) {
      expect((await api.get(f.adminA.id, `${base}?${q}`)).statusCode, q).toBe(400);
    }
    expect((await api.get(f.searcherA.id, `${base}?start=2027-01-01&end=2027-01-02`)).statusCode).toBe(403);
    expect((await api.get(f.adminB.id, `${base}?start=2027-01-01&end=2027-01-02`)).statusCode).toBe(404);
  });

  it('gives a post’s prices by its tier and company; the post must be in reach', async () => {
    const post = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id, tierId: 2 });
    const res = await api.get(f.adminA.id, `/job/pricelist/${post.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ tierId: 2, publishCents: 1500, dayCents: 333, source: 'company' });
    await t.db.update(s.job).set({ tierId: 3 }).where(eq(s.job.id, post.id));
    expect((await api.get(f.adminA.id, `/job/pricelist/${post.id}`)).json().data).toEqual({
      tierId: 3,
      ...LIST[3],
      source: 'list',
    });
    expect((await api.get(f.adminB.id, `/job/pricelist/${post.id}`)).statusCode).toBe(404);
    // U on jobs: someone else's post is out of reach.
    expect((await api.get(f.ownerA.id, `/job/pricelist/${post.id}`)).statusCode).toBe(404);
    expect((await api.get(f.ownerA.id, `/job/pricelist/${f.jobA2.id}`)).statusCode).toBe(404);
    expect((await api.get(f.assistantA.id, `/job/pricelist/${f.jobA2.id}`)).statusCode).toBe(200);
  });
});

describe('billing: the pricing module flag', () => {
  const t = useTestApp({}, { MODULE_DISABLE_PRICING: 'true' });
  const api = billingCalls(t);
  let f: BillingPeople;
  beforeAll(async () => {
    f = await billingPeople(t.db);
  });

  it('answers 403 "Pricing is disabled" on the price list, read and write', async () => {
    const url = `/company/pricelist/${f.companyA.id}/1`;
    for (const res of [
      await api.get(f.adminA.id, url),
      await api.post(f.pricingAdmin.id, url, { publishCents: 1, dayCents: 1 }),
    ]) {
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Pricing is disabled' });
    }
    expect((await api.get(f.adminA.id, `/company/tier/${f.companyA.id}`)).statusCode).toBe(200);
  });
});
