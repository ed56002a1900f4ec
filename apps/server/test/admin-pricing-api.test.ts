import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { estimate } from '../src/modules/billing/pricing.service.js';
import { billingCalls, billingPeople, type BillingPeople } from './billing-support.js';
import { useTestApp } from './helpers.js';

/** Italy's next midnight (tomorrow 00:00 Europe/Rome) and a moment within tomorrow. */
function tomorrowInItaly() {
  const start = DateTime.now().setZone('Europe/Rome').plus({ days: 1 }).startOf('day');
  return {
    start: start.toJSDate(),
    noon: start.set({ hour: 12 }).toJSDate(),
    day: start.toFormat('yyyy-MM-dd'),
  };
}

/** The back office's pricing: tiers, list prices, overrides, licences, each audited; the history. */
describe('admin pricing (job-pricing)', () => {
  const t = useTestApp();
  const api = billingCalls(t);
  let f: BillingPeople;

  beforeAll(async () => {
    f = await billingPeople(t.db);
  });

  const priceAt = async (companyId: number, tierId: number, at: Date) => {
    const e = await estimate(t.db, { companyId, tierId }, { start: '2026-06-01', end: '2026-06-01' }, at);
    return { publishCents: e.publishCents, dayCents: e.dayCents };
  };
  const auditRows = (action: string) =>
    t.db.select().from(s.auditLog).where(eq(s.auditLog.action, action)).orderBy(s.auditLog.id);

  it('answers 403 Forbidden to admins without job-pricing and to company users, on every call', async () => {
    const licence = {
      name: 'X',
      nameEn: 'X',
      description: 'X',
      descriptionEn: 'X',
      seats: 1,
      monthlyPriceCents: 100,
      jobPostsIncluded: 1,
    };
    // Bodies are valid: the permission is what is refused (a body that does not fit is a 400 first).
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/pricing/tiers'],
      ['PATCH', '/admin/tier/1', { name: 'X' }],
      ['GET', '/admin/pricelist/1'],
      ['POST', '/admin/pricelist/1', { publishCents: 1, dayCents: 1 }],
      ['GET', '/admin/pricing/companies?q=Alfa'],
      ['GET', `/admin/pricing/company/${f.companyA.id}`],
      ['POST', '/admin/license', licence],
      ['PATCH', '/admin/license/1', { seats: 3 }],
      ['GET', '/admin/pricing/history'],
      ['POST', `/company/pricelist/${f.companyA.id}/1`, { publishCents: 1, dayCents: 1 }],
      ['POST', '/company-license', { companyId: f.companyA.id, licenseId: 1, startsOn: '2030-01-01' }],
      ['PATCH', '/company-license/1', { endsOn: '2030-02-01' }],
      ['DELETE', '/company-license/1'],
    ];
    // statsAdmin holds sudoer and user-stats; adminA is a company admin (every letter); ownerA has pricing U.
    for (const as of [f.statsAdmin.id, f.adminA.id, f.ownerA.id]) {
      for (const [method, url, payload] of calls) {
        const res = await t.request({
          method: method as 'GET',
          url: `/api${url}`,
          as,
          ...(payload ? { payload: payload as object } : {}),
        });
        expect([method, url, as, res.statusCode]).toEqual([method, url, as, 403]);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
    }
    expect((await api.get(undefined, '/admin/pricing/history')).statusCode).toBe(401);
    expect(await auditRows('price-set')).toEqual([]);
  });

  it('lists the tiers with their list prices and edits one, audited with before and after', async () => {
    const tiers = await api.get(f.pricingAdmin.id, '/admin/pricing/tiers');
    expect(tiers.statusCode).toBe(200);
    expect(tiers.json().data.map((x: { key: string }) => x.key)).toEqual(['basic', 'featured', 'premium']);
    expect(tiers.json().data[1].listPrice).toEqual({
      publishCents: 1900,
      dayCents: 390,
      validFrom: '2026-01-01T00:00:00.000Z',
    });
    expect(tiers.json().data[1].nextListPrice).toBeNull();

    const res = await api.patch(f.su.id, '/admin/tier/2', { name: 'Vetrina', descriptionEn: 'On top.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: 2,
      key: 'featured',
      name: 'Vetrina',
      descriptionEn: 'On top.',
    });
    const [entry] = await auditRows('tier-update');
    expect(entry).toMatchObject({
      actorUserId: f.su.id,
      companyId: null,
      data: {
        tierId: 2,
        subject: 'Vetrina',
        before: { key: 'featured', name: 'In evidenza', nameEn: 'Featured' },
        after: { key: 'featured', name: 'Vetrina', descriptionEn: 'On top.' },
      },
    });
    // The key is fixed: a body naming it is refused; an empty name too; an unknown tier is 404.
    expect((await api.patch(f.pricingAdmin.id, '/admin/tier/2', { key: 'gold' })).statusCode).toBe(400);
    expect((await api.patch(f.pricingAdmin.id, '/admin/tier/2', { name: '  ' })).statusCode).toBe(400);
    expect((await api.patch(f.pricingAdmin.id, '/admin/tier/99', { name: 'X' })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'tier 99 not found',
    });
    await api.patch(f.su.id, '/admin/tier/2', {
      name: 'In evidenza',
      descriptionEn: tiers.json().data[1].descriptionEn,
    });
  });

  it('sets a list price from tomorrow: today’s price stays, tomorrow’s is the new one; audited price-set', async () => {
    const tomorrow = tomorrowInItaly();
    const res = await api.post(f.pricingAdmin.id, '/admin/pricelist/1', {
      publishCents: 250,
      dayCents: 175,
      validFrom: tomorrow.start.toISOString(),
      note: 'Basic 2027',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      companyId: null,
      publishCents: 250,
      dayCents: 175,
      validFrom: tomorrow.start.toISOString(),
      createdBy: { id: f.pricingAdmin.id, firstname: 'Piera', lastname: 'Prezzi' },
      note: 'Basic 2027',
    });
    // Today's estimate (the API, at today's prices) is unchanged; from tomorrow the new price applies.
    const today = await api.get(
      f.adminA.id,
      `/company/estimate/${f.companyA.id}/1?start=2026-06-01&end=2026-06-02`,
    );
    expect(today.json().data).toMatchObject({ publishCents: 0, dayCents: 150, totalCents: 300 });
    expect(await priceAt(f.companyA.id, 1, new Date(tomorrow.start.getTime() - 1))).toEqual({
      publishCents: 0,
      dayCents: 150,
    });
    expect(await priceAt(f.companyA.id, 1, tomorrow.start)).toEqual({ publishCents: 250, dayCents: 175 });
    expect(await priceAt(f.companyB.id, 1, tomorrow.noon)).toEqual({ publishCents: 250, dayCents: 175 });

    const list = await api.get(f.pricingAdmin.id, '/admin/pricelist/1');
    expect(list.json().data).toMatchObject({ publishCents: 0, dayCents: 150, source: 'list' });
    expect(list.json().data.history.map((h: { dayCents: number }) => h.dayCents)).toEqual([175, 150]);
    const tiers = await api.get(f.pricingAdmin.id, '/admin/pricing/tiers');
    expect(tiers.json().data[0].nextListPrice).toEqual({
      publishCents: 250,
      dayCents: 175,
      validFrom: tomorrow.start.toISOString(),
    });

    const [entry] = await auditRows('price-set');
    expect(entry).toMatchObject({
      actorUserId: f.pricingAdmin.id,
      data: {
        tierId: 1,
        before: { publishCents: 0, dayCents: 150 },
        after: { publishCents: 250, dayCents: 175 },
        validFrom: tomorrow.start.toISOString(),
        note: 'Basic 2027',
      },
    });
  });

  it('refuses a list price in the past, without both prices, negative or for an unknown tier', async () => {
    const url = '/admin/pricelist/2';
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(
      (await api.post(f.pricingAdmin.id, url, { publishCents: 1, dayCents: 1, validFrom: past })).json(),
    ).toEqual({ statusCode: 400, error: 'Bad Request', message: 'validFrom must not be in the past' });
    expect((await api.post(f.pricingAdmin.id, url, { publishCents: 1, dayCents: null })).statusCode).toBe(
      400,
    );
    expect((await api.post(f.pricingAdmin.id, url, { publishCents: 1 })).statusCode).toBe(400);
    expect((await api.post(f.pricingAdmin.id, url, { publishCents: -1, dayCents: 1 })).statusCode).toBe(400);
    expect(
      (await api.post(f.pricingAdmin.id, '/admin/pricelist/77', { publishCents: 1, dayCents: 1 })).statusCode,
    ).toBe(404);
    expect((await api.get(f.pricingAdmin.id, '/admin/pricelist/77')).statusCode).toBe(404);
    expect(await auditRows('price-set')).toHaveLength(1);
  });

  it('an override replaces the list price for that company only; ending it returns to the list price', async () => {
    const tomorrow = tomorrowInItaly();
    const url = `/company/pricelist/${f.companyA.id}/2`;
    const set = await api.post(f.pricingAdmin.id, url, {
      publishCents: 1500,
      dayCents: null,
      note: 'Accordo',
    });
    expect(set.statusCode).toBe(201);
    const now = new Date();
    expect(await priceAt(f.companyA.id, 2, now)).toEqual({ publishCents: 1500, dayCents: 390 });
    expect(await priceAt(f.companyB.id, 2, now)).toEqual({ publishCents: 1900, dayCents: 390 });
    const tiersA = await api.get(f.adminA.id, `/company/tier/${f.companyA.id}`);
    expect(tiersA.json().data.tiers[1]).toMatchObject({
      publishCents: 1500,
      dayCents: 390,
      source: 'company',
    });

    const end = await api.post(f.pricingAdmin.id, url, {
      publishCents: null,
      dayCents: null,
      validFrom: tomorrow.start.toISOString(),
    });
    expect(end.statusCode).toBe(201);
    expect(await priceAt(f.companyA.id, 2, now)).toEqual({ publishCents: 1500, dayCents: 390 });
    expect(await priceAt(f.companyA.id, 2, tomorrow.noon)).toEqual({ publishCents: 1900, dayCents: 390 });

    const overrides = await api.get(f.pricingAdmin.id, `/admin/pricing/company/${f.companyA.id}`);
    expect(overrides.json().data).toEqual([
      expect.objectContaining({ tierId: 2, publishCents: null, dayCents: null, companyId: f.companyA.id }),
      expect.objectContaining({ tierId: 2, publishCents: 1500, dayCents: null, note: 'Accordo' }),
    ]);
    expect((await api.get(f.pricingAdmin.id, `/admin/pricing/company/${f.companyB.id}`)).json().data).toEqual(
      [],
    );
    expect((await api.get(f.pricingAdmin.id, '/admin/pricing/company/999999')).statusCode).toBe(404);

    const [override] = await auditRows('price-override');
    expect(override).toMatchObject({
      actorUserId: f.pricingAdmin.id,
      companyId: f.companyA.id,
      data: {
        tierId: 2,
        before: { publishCents: 1900, dayCents: 390, source: 'list' },
        after: { publishCents: 1500, dayCents: 390, source: 'company' },
        override: { publishCents: 1500, dayCents: null },
        note: 'Accordo',
      },
    });
    const [ended] = await auditRows('price-override-end');
    expect(ended).toMatchObject({
      companyId: f.companyA.id,
      data: {
        before: { publishCents: 1500, dayCents: 390, source: 'company' },
        after: { publishCents: 1900, dayCents: 390, source: 'list' },
        validFrom: tomorrow.start.toISOString(),
      },
    });
  });

  it('finds companies by name for the picker', async () => {
    const res = await api.get(f.pricingAdmin.id, '/admin/pricing/companies?q=alf');
    expect(res.json().data).toEqual([{ id: f.companyA.id, name: 'Alfa S.r.l.' }]);
    const all = await api.get(f.su.id, '/admin/pricing/companies?take=1');
    expect(all.json().data).toHaveLength(1);
    expect((await api.get(f.su.id, '/admin/pricing/companies?q=%25')).json().data).toEqual([]);
    expect((await api.get(f.su.id, '/admin/pricing/companies?take=0')).statusCode).toBe(400);
  });

  it('writes the licence catalogue and a company’s periods, each audited', async () => {
    const created = await api.post(f.pricingAdmin.id, '/admin/license', {
      name: 'Agenzia',
      nameEn: 'Agency',
      description: 'Per agenzie',
      descriptionEn: 'For agencies',
      seats: 40,
      monthlyPriceCents: 59_900,
      jobPostsIncluded: 100,
    });
    expect(created.statusCode).toBe(201);
    const licenseId = created.json().data.id as number;
    const updated = await api.patch(f.pricingAdmin.id, `/admin/license/${licenseId}`, {
      monthlyPriceCents: 64_900,
    });
    expect(updated.json().data).toMatchObject({ id: licenseId, monthlyPriceCents: 64_900, seats: 40 });
    expect(
      (await api.patch(f.pricingAdmin.id, `/admin/license/${licenseId}`, { seats: -1 })).statusCode,
    ).toBe(400);
    expect((await api.patch(f.pricingAdmin.id, '/admin/license/9999', { seats: 1 })).statusCode).toBe(404);
    expect((await auditRows('license-update'))[0]).toMatchObject({
      actorUserId: f.pricingAdmin.id,
      data: {
        licenseId,
        subject: 'Agenzia',
        before: { monthlyPriceCents: 59_900 },
        after: { monthlyPriceCents: 64_900 },
      },
    });

    const grant = await api.post(f.su.id, '/company-license', {
      companyId: f.companyB.id,
      licenseId,
      startsOn: '2020-01-01',
      endsOn: '2020-12-31',
    });
    expect(grant.statusCode).toBe(201);
    const periodId = grant.json().data.id as number;
    expect(
      (await api.patch(f.su.id, `/company-license/${periodId}`, { endsOn: '2020-06-30' })).statusCode,
    ).toBe(200);
    expect((await api.del(f.su.id, `/company-license/${periodId}`)).statusCode).toBe(204);
    const entries = await t.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.companyId, f.companyB.id)))
      .orderBy(s.auditLog.id);
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['license-grant', f.su.id],
      ['license-end', f.su.id],
      ['license-withdraw', f.su.id],
    ]);
    expect(entries[1]!.data).toEqual({
      periodId,
      subject: 'Agenzia',
      before: { licenseId, startsOn: '2020-01-01', endsOn: '2020-12-31', note: null },
      after: { licenseId, startsOn: '2020-01-01', endsOn: '2020-06-30', note: null },
    });
  });

  it('pages, sorts and filters the pricing history with its total; who, when, before and after', async () => {
    const history = (query: string) => api.get(f.pricingAdmin.id, `/admin/pricing/history?${query}`);
    const all = await history('count=true');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    // tier-update ×2, price-set, price-override, price-override-end, license-create, license-update,
    // license-grant, license-end, license-withdraw.
    expect(body.total).toBe(10);
    expect(body.data[0]).toMatchObject({
      action: 'license-withdraw',
      actor: { id: f.su.id, name: 'Super User' },
    });
    const priceSet = body.data.find((row: { action: string }) => row.action === 'price-set');
    expect(priceSet).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      action: 'price-set',
      actor: { id: f.pricingAdmin.id, name: 'Piera Prezzi' },
      companyId: null,
      company: null,
      subject: 'Base',
      publishCents: 250,
      dayCents: 175,
      monthlyPriceCents: null,
      data: expect.objectContaining({
        before: { publishCents: 0, dayCents: 150 },
        after: { publishCents: 250, dayCents: 175 },
      }),
    });

    const paged = await history('take=3&skip=3&order[createdAt]=ASC');
    expect(paged.json().total).toBe(10);
    expect(paged.json().data.map((r: { action: string }) => r.action)).toEqual([
      'price-override',
      'price-override-end',
      'license-create',
    ]);
    const cheap = await history('where[dayCents][lt]=200&where[action][startsWith]=price');
    expect(cheap.json().data.map((r: { dayCents: number }) => r.dayCents)).toEqual([175]);
    const byCompany = await history('where[company][contains]=beta&order[action]=ASC');
    expect(byCompany.json()).toMatchObject({ total: 3 });
    expect(byCompany.json().data.map((r: { action: string }) => r.action)).toEqual([
      'license-end',
      'license-grant',
      'license-withdraw',
    ]);
    const notMine = await history('where[actor][notContains]=piera');
    expect(notMine.json().data.every((r: { actor: { id: number } }) => r.actor.id === f.su.id)).toBe(true);
    const priced = await history('where[monthlyPriceCents][gte]=60000');
    expect(priced.json().data.map((r: { action: string }) => r.action)).toEqual(['license-update']);
    // Other back-office actions are not pricing history.
    await t.db.insert(s.auditLog).values({ actorUserId: f.su.id, action: 'impersonate-start' });
    expect((await history('')).json().total).toBe(10);
    // Bad input is a 400, never a 500.
    expect((await history('where[secret][eq]=1')).statusCode).toBe(400);
    expect((await history('order[data]=ASC')).statusCode).toBe(400);
    expect((await history('where[dayCents][contains]=1')).statusCode).toBe(400);
    expect((await history('take=1000')).statusCode).toBe(400);
  });
});
