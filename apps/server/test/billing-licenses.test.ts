import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { billingCalls, billingPeople, romeDayAgo, type BillingPeople } from './billing-support.js';
import { useTestApp } from './helpers.js';

const licenceBody = {
  name: 'Agenzia',
  nameEn: 'Agency',
  description: 'Per le agenzie: 25 utenti e 60 annunci.',
  descriptionEn: 'For agencies: 25 users and 60 posts.',
  seats: 25,
  monthlyPriceCents: 29_900,
  jobPostsIncluded: 60,
};

/** The licence catalogue (reference data, admin writes) and the licences companies hold. */
describe('billing: licences', () => {
  const t = useTestApp();
  const api = billingCalls(t);
  let f: BillingPeople;
  let starterA: number;

  beforeAll(async () => {
    f = await billingPeople(t.db);
    const [held] = await t.db
      .select({ id: s.companyLicense.id })
      .from(s.companyLicense)
      .where(eq(s.companyLicense.companyId, f.companyA.id));
    starterA = held!.id;
  });

  it('lets pricing admins and super users write the catalogue; company users and other admins get 403', async () => {
    for (const as of [f.adminA.id, f.statsAdmin.id]) {
      expect((await api.post(as, '/license', licenceBody)).statusCode).toBe(403);
      expect((await api.patch(as, '/license/2', { seats: 4 })).statusCode).toBe(403);
      expect((await api.del(as, '/license/2')).statusCode).toBe(403);
    }
    expect((await api.post(undefined, '/license', licenceBody)).statusCode).toBe(401);

    const [modelBefore] = await t.db.select().from(s.model).where(eq(s.model.name, 'license'));
    const created = await api.post(f.pricingAdmin.id, '/license', licenceBody);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(created.json().data).toMatchObject({ id, ...licenceBody, deletedAt: null });
    // Clients re-sync the catalogue: the model registry moved to the new row's time.
    const [modelAfter] = await t.db.select().from(s.model).where(eq(s.model.name, 'license'));
    expect(modelAfter!.updatedAt.getTime()).toBeGreaterThan(modelBefore!.updatedAt.getTime());
    expect(modelAfter!.updatedAt.toISOString()).toBe(created.json().data.updatedAt);

    const patched = await api.patch(f.su.id, `/license/${id}`, { seats: 30 });
    expect(patched.json().data).toMatchObject({ id, seats: 30, name: 'Agenzia' });
    const changed = await api.get(
      undefined,
      `/license?where[updatedAt][gt]=${modelAfter!.updatedAt.toISOString()}`,
    );
    expect(changed.json().data.map((l: { id: number }) => l.id)).toEqual([id]);
    expect((await api.del(f.pricingAdmin.id, `/license/${id}`)).statusCode).toBe(204);
    const synced = await api.get(undefined, `/license?withDeleted=true&where[id]=${id}`);
    expect(synced.json().data[0].deletedAt).not.toBeNull();
    // Everyone reads the catalogue.
    expect((await api.get(undefined, '/license')).json().data.length).toBeGreaterThanOrEqual(4);
    // Each write is in the back office's audit log (the pricing history), with the real actor.
    const audit = (await t.db.select().from(s.auditLog)).filter(
      (a) => (a.data as { licenseId?: number } | null)?.licenseId === id,
    );
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['license-create', f.pricingAdmin.id],
      ['license-update', f.su.id],
      ['license-delete', f.pricingAdmin.id],
    ]);
    expect(audit[1]!.data).toMatchObject({ before: { seats: 25 }, after: { seats: 30 } });
  });

  it('answers a bad licence body with 400 "Bad request" (spec 8)', async () => {
    for (const body of [
      {},
      { ...licenceBody, seats: -1 },
      { ...licenceBody, monthlyPriceCents: 9.99 },
      { ...licenceBody, name: '' },
      { ...licenceBody, extra: 1 },
      { ...licenceBody, seats: '3' },
    ]) {
      const res = await api.post(f.pricingAdmin.id, '/license', body);
      expect(res.json(), JSON.stringify(body)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad request',
      });
    }
    for (const body of [{ seats: null }, { name: 7 }, { unknown: true }]) {
      expect((await api.patch(f.pricingAdmin.id, '/license/2', body)).json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bad request',
      });
    }
    const raw = await t.request({
      method: 'POST',
      url: '/api/license',
      as: f.pricingAdmin.id,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(raw.statusCode).toBe(400);
    expect((await api.patch(f.pricingAdmin.id, '/license/999999', { seats: 1 })).statusCode).toBe(404);
  });

  it('shows members their company’s licences with the licence included; B never sees A’s', async () => {
    const list = await api.get(f.assistantA.id, '/company-license?include[0]=license');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: starterA,
        companyId: f.companyA.id,
        licenseId: 1,
        startsOn: romeDayAgo(0),
        endsOn: null,
        license: expect.objectContaining({ id: 1, name: 'Free', seats: 1 }),
      }),
    ]);
    expect((await api.get(f.adminB.id, `/company-license/${starterA}`)).statusCode).toBe(404);
    const ids = await api.post(f.adminB.id, '/company-license/@list', {
      where: { companyId: f.companyA.id },
    });
    expect(ids.json().data).toEqual([]);
    const fetched = await api.post(f.adminB.id, '/company-license/@fetch', { idList: [starterA] });
    expect(fetched.json().data).toEqual([]);
    expect((await api.get(f.loner.id, '/company-license')).statusCode).toBe(403);
    expect((await api.get(undefined, '/company-license')).statusCode).toBe(401);
    // The back office reads every company's.
    const all = (await api.get(f.pricingAdmin.id, '/company-license')).json().data;
    expect(all.map((l: { companyId: number }) => l.companyId)).toEqual(
      expect.arrayContaining([f.companyA.id, f.companyB.id]),
    );
  });

  it('lets admins give, change and withdraw periods; overlaps are 409, an end before the start 400', async () => {
    const url = '/company-license';
    const period = { companyId: f.companyA.id, licenseId: 3, startsOn: '2025-01-01', endsOn: '2025-12-31' };
    expect((await api.post(f.adminA.id, url, period)).statusCode).toBe(403);
    expect((await api.patch(f.adminA.id, `${url}/${starterA}`, { endsOn: null })).statusCode).toBe(403);
    expect((await api.del(f.adminA.id, `${url}/${starterA}`)).statusCode).toBe(403);

    const created = await api.post(f.pricingAdmin.id, url, { ...period, note: 'Contratto 2025' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      ...period,
      note: 'Contratto 2025',
      createdByUserId: f.pricingAdmin.id,
    });
    const id = created.json().data.id as number;
    // Overlapping A's 2025 period, or its open-ended starter licence: 409.
    for (const clash of [
      { startsOn: '2025-06-01', endsOn: '2025-06-30' },
      { startsOn: '2024-12-01', endsOn: '2025-01-01' },
      { startsOn: '2025-12-31', endsOn: null },
      { startsOn: romeDayAgo(-30), endsOn: null },
    ]) {
      const res = await api.post(f.pricingAdmin.id, url, { ...period, ...clash });
      expect(res.json(), JSON.stringify(clash)).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'The company already holds a licence in this period',
      });
    }
    // The same dates for another company are fine.
    expect((await api.post(f.su.id, url, { ...period, companyId: f.companyB.id })).statusCode).toBe(201);
    // Adjacent days do not overlap.
    expect(
      (await api.post(f.su.id, url, { ...period, startsOn: '2024-01-01', endsOn: '2024-12-31' })).statusCode,
    ).toBe(201);

    expect(
      (
        await api.post(f.pricingAdmin.id, url, { ...period, startsOn: '2023-05-02', endsOn: '2023-05-01' })
      ).json(),
    ).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The end must not be before the start',
    });
    expect(
      (await api.patch(f.pricingAdmin.id, `${url}/${id}`, { endsOn: '2024-12-31' })).json(),
    ).toMatchObject({
      statusCode: 400,
      message: 'The end must not be before the start',
    });
    for (const body of [
      { ...period, startsOn: '2023-02-30', endsOn: null },
      { ...period, licenseId: 999 },
      { ...period, companyId: 999999, startsOn: '2020-01-01', endsOn: '2020-01-02' },
      { ...period, companyId: undefined },
      { ...period, extra: 1 },
    ]) {
      expect((await api.post(f.pricingAdmin.id, url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }

    // Moving the 2025 period onto the starter licence: 409; a change within its own days is fine.
    expect((await api.patch(f.pricingAdmin.id, `${url}/${id}`, { endsOn: null })).statusCode).toBe(409);
    const changed = await api.patch(f.pricingAdmin.id, `${url}/${id}`, {
      licenseId: 4,
      startsOn: '2025-02-01',
    });
    expect(changed.json().data).toMatchObject({
      id,
      licenseId: 4,
      startsOn: '2025-02-01',
      endsOn: '2025-12-31',
    });
    expect((await api.patch(f.pricingAdmin.id, `${url}/999999`, { note: 'x' })).statusCode).toBe(404);

    // Withdrawn, its days are free again.
    expect((await api.del(f.pricingAdmin.id, `${url}/${id}`)).statusCode).toBe(204);
    expect((await api.del(f.pricingAdmin.id, `${url}/${id}`)).statusCode).toBe(404);
    expect((await api.post(f.pricingAdmin.id, url, period)).statusCode).toBe(201);
  });

  it('gives overlapping writes at the same time one winner and one 409', async () => {
    const period = { companyId: f.companyB.id, licenseId: 2, startsOn: '2022-01-01', endsOn: '2022-12-31' };
    const results = await Promise.all([
      api.post(f.pricingAdmin.id, '/company-license', period),
      api.post(f.su.id, '/company-license', { ...period, startsOn: '2022-06-01' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers the licence held today and its use to any member; 404 to other companies', async () => {
    const res = await api.get(f.assistantA.id, `/company/license/${f.companyA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      companyLicenseId: starterA,
      licenseId: 1,
      name: 'Free',
      nameEn: 'Free',
      startsOn: romeDayAgo(0),
      endsOn: null,
      seats: 1,
      seatsUsed: 4, // admin, assistant, Ugo (U letters) and Sonia (candidates only)
      jobPostsIncluded: 1,
      jobPostsPublished: 1,
    });
    expect((await api.get(f.adminB.id, `/company/license/${f.companyA.id}`)).statusCode).toBe(404);
    expect((await api.get(f.loner.id, `/company/license/${f.companyA.id}`)).statusCode).toBe(404);
    expect(
      (await api.get(f.pricingAdmin.id, `/company/license/${f.companyA.id}`)).json().data.licenseId,
    ).toBe(1);
    expect((await api.get(f.statsAdmin.id, `/company/license/${f.companyA.id}`)).statusCode).toBe(404);
    expect((await api.get(f.pricingAdmin.id, '/company/license/999999')).statusCode).toBe(404);
  });
});
