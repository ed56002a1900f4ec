import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, defaultCompanyRoles } from '@hiring/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema/index.js';
import { addMember, createCompany, createJob, createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

describe('profile, preferences and the company switcher', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let third: { id: number };
  beforeAll(async () => {
    f = await twoCompanies(t.db);
    third = await createCompany(t.db, { name: 'Gamma Group' });
    await addMember(t.db, {
      userId: f.adminA.id,
      companyId: third.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    await createJob(t.db, { companyId: third.id, userId: f.adminA.id, name: 'Gamma analyst' });
  });

  it('updates the own name and language, and nothing else', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/auth/user',
      as: f.adminA.id,
      payload: { firstname: ' Annalisa ', lang: 'en' },
    });
    expect(res.json().data).toMatchObject({
      id: f.adminA.id,
      firstname: 'Annalisa',
      lastname: 'Alfa',
      lang: 'en',
    });
    for (const payload of [{ isSu: true }, { firstname: '' }, { lang: 'de' }, { email: 'x@y.it' }]) {
      expect(
        (await t.request({ method: 'PATCH', url: '/api/auth/user', as: f.adminA.id, payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
  });

  it('never writes on reading the preferences: a user without a membership has none', async () => {
    const loner = await createUser(t.db, { firstname: 'Solo' });
    const rows = () =>
      t.db.select().from(schema.recruiterPreference).where(eq(schema.recruiterPreference.userId, loner.id));
    const read = await t.request({ method: 'GET', url: '/api/recruiter-preference', as: loner.id });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual([]);
    expect(await rows()).toEqual([]);
  });

  it('keeps one preference row per member, made with the membership, reachable only by its owner', async () => {
    const mine = (
      await t.request({
        method: 'GET',
        url: `/api/recruiter-preference?where[userId]=${f.adminA.id}`,
        as: f.adminA.id,
      })
    ).json().data;
    expect(mine).toEqual([expect.objectContaining({ userId: f.adminA.id, marketingConsent: false })]);
    const again = (
      await t.request({ method: 'GET', url: '/api/recruiter-preference', as: f.adminA.id })
    ).json().data;
    expect(again.map((r: { id: number }) => r.id)).toEqual([mine[0].id]);
    const patched = await t.request({
      method: 'PATCH',
      url: `/api/recruiter-preference/${mine[0].id}`,
      as: f.adminA.id,
      payload: { marketingConsent: true },
    });
    expect(patched.json().data.marketingConsent).toBe(true);
    // Another user can neither read nor change it.
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/recruiter-preference?where[userId]=${f.adminA.id}`,
          as: f.adminB.id,
        })
      ).json().data,
    ).toEqual([]);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/recruiter-preference/${mine[0].id}`,
          as: f.adminB.id,
          payload: { marketingConsent: false },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the user’s companies and switches the active one; company data follows', async () => {
    const menu = (await t.request({ method: 'GET', url: '/api/company/@menu', as: f.adminA.id })).json().data;
    expect(
      menu.map((c: { name: string; current: boolean; roleKey: string }) => [c.name, c.current, c.roleKey]),
    ).toEqual([
      ['Alfa S.r.l.', true, 'company-admin'],
      ['Gamma Group', false, 'recruiter'],
    ]);
    // Each entry carries its role's permission map, which the web app asks before offering an action.
    expect(menu.map((c: { roles: object }) => c.roles)).toEqual([
      defaultCompanyRoles.find((r) => r.key === 'company-admin')!.roles,
      defaultCompanyRoles.find((r) => r.key === 'recruiter')!.roles,
    ]);
    const assistant = (
      await t.request({ method: 'GET', url: '/api/company/@menu', as: f.assistantA.id })
    ).json().data;
    expect(assistant[0].roles).toMatchObject({ jobs: 'U', board: 'U', candidates: 'C' });
    const jobNames = async () =>
      (await t.request({ method: 'GET', url: '/api/job', as: f.adminA.id }))
        .json()
        .data.map((j: { name: string }) => j.name);
    expect(await jobNames()).not.toContain('Gamma analyst');
    expect(
      (await t.request({ method: 'PATCH', url: `/api/auth/company/${third.id}`, as: f.adminA.id })).json(),
    ).toEqual({ data: { companyId: third.id } });
    expect(await jobNames()).toEqual(['Gamma analyst']);
    const after = (await t.request({ method: 'GET', url: '/api/company/@menu', as: f.adminA.id })).json()
      .data;
    expect(after.find((c: { current: boolean }) => c.current).id).toBe(third.id);
    // A company the user does not belong to cannot be chosen.
    expect(
      (await t.request({ method: 'PATCH', url: `/api/auth/company/${f.companyB.id}`, as: f.adminA.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'PATCH', url: `/api/auth/company/${f.companyA.id}`, as: f.adminA.id }))
        .statusCode,
    ).toBe(200);
  });
});
