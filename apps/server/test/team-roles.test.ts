import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, TeamErrorText } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { invitesOn, teamCalls, teamCompanies } from './team-support.js';

type Role = { id: number; name: string; companyId: number | null; roles: Record<string, string> };

describe('the company roles editor', () => {
  const ctx = useTestApp({}, invitesOn);
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });
  const create = (as: number, payload: Record<string, unknown>) =>
    api.call(as, 'POST', '/api/company-role', payload);
  const roleNames = async (as: number) =>
    ((await api.call(as, 'GET', '/api/company-role?take=200')).body.data as Role[]).map((r) => r.name);
  const registryTime = async () => {
    const [entry] = await ctx.db.select().from(t.model).where(eq(t.model.name, 'company_role'));
    return entry!.updatedAt.getTime();
  };

  it('creates a role of the active company from a permission map of U and C letters', async () => {
    const before = await registryTime();
    const res = await create(f.admin.id, {
      name: 'Osservatore',
      nameEn: 'Observer',
      roles: { candidates: 'C', jobs: 'U' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Osservatore',
      nameEn: 'Observer',
      companyId: f.alfa.id,
      key: null,
      roles: { candidates: 'C', jobs: 'U' },
    });
    // Clients keep company_role locally: the model registry moves so they fetch the change.
    expect(await registryTime()).toBeGreaterThan(before);
    expect(await roleNames(f.assistant.id)).toContain('Osservatore');
    // Company B sees the default roles and its own only.
    expect(await roleNames(f.betaAdmin.id)).not.toContain('Osservatore');
    // Without nameEn the name is used in both languages.
    const single = await create(f.admin.id, { name: 'Stagista', roles: {} });
    expect(single.body.data.nameEn).toBe('Stagista');
  });

  it('validates the body: known keys, U or C, a name, no duplicate name', async () => {
    for (const payload of [
      { name: 'Ruolo X', roles: { payroll: 'C' } },
      { name: 'Ruolo X', roles: { jobs: 'X' } },
      { name: 'Ruolo X', roles: { jobs: 'UC' } },
      { name: 'Ruolo X', roles: { jobs: 1 } },
      { name: '', roles: {} },
      { name: 'Ruolo X' },
      { name: 'Ruolo X', roles: {}, companyId: f.beta.id },
      { name: 'Ruolo X', roles: [] },
    ]) {
      expect((await create(f.admin.id, payload)).status, JSON.stringify(payload)).toBe(400);
    }
    for (const name of ['osservatore', 'Recruiter', 'SELEZIONATORE']) {
      expect(await create(f.admin.id, { name, roles: {} })).toMatchObject({
        status: 409,
        body: { message: TeamErrorText.roleNameTaken },
      });
    }
  });

  it('lets only members with C on team edit roles', async () => {
    for (const who of [f.recruiter.id, f.assistant.id]) {
      expect((await create(who, { name: 'Abusivo', roles: { team: 'C' } })).status).toBe(403);
    }
    const [scoutRole] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Talent scout', nameEn: 'Talent scout', companyId: f.alfa.id, roles: { team: 'U' } })
      .returning();
    const scoutMembership = await ctx.db
      .insert(t.userCompany)
      .values({ userId: f.freelancer.id, companyId: f.alfa.id, companyRoleId: scoutRole!.id })
      .returning();
    expect((await create(f.freelancer.id, { name: 'Abusivo', roles: { team: 'C' } })).status).toBe(403);
    expect(
      (
        await api.call(f.freelancer.id, 'PATCH', `/api/company-role/${scoutRole!.id}`, {
          roles: { team: 'C' },
        })
      ).status,
    ).toBe(403);
    await ctx.db.delete(t.userCompany).where(eq(t.userCompany.id, scoutMembership[0]!.id));
    expect(
      (await api.call(undefined, 'POST', '/api/company-role', { name: 'Anonimo', roles: {} })).status,
    ).toBe(401);
  });

  it('keeps the default roles read-only and another company’s roles out of reach', async () => {
    expect(
      await api.call(f.admin.id, 'PATCH', `/api/company-role/${CompanyRoleId.recruiter}`, { name: 'Capo' }),
    ).toMatchObject({ status: 403, body: { message: TeamErrorText.defaultRoleReadOnly } });
    expect(
      (await api.call(f.admin.id, 'DELETE', `/api/company-role/${CompanyRoleId.hiringAssistant}`)).status,
    ).toBe(403);
    const alfaRole = (await create(f.admin.id, { name: 'Riservato Alfa', roles: { chat: 'C' } })).body
      .data as Role;
    expect(
      (await api.call(f.betaAdmin.id, 'PATCH', `/api/company-role/${alfaRole.id}`, { roles: { team: 'C' } }))
        .status,
    ).toBe(404);
    expect((await api.call(f.betaAdmin.id, 'DELETE', `/api/company-role/${alfaRole.id}`)).status).toBe(404);
    expect((await api.call(f.betaAdmin.id, 'GET', `/api/company-role/${alfaRole.id}`)).status).toBe(404);
    // ...nor can B give it to its members.
    expect(
      (
        await api.call(f.betaAdmin.id, 'PATCH', `/api/user-company/${f.betaMembership.id}`, {
          companyRoleId: alfaRole.id,
        })
      ).status,
    ).toBe(400);
    const [unchanged] = await ctx.db.select().from(t.companyRole).where(eq(t.companyRole.id, alfaRole.id));
    expect(unchanged!.roles).toEqual({ chat: 'C' });
  });

  it('edits a role in use: its members get the new letters on their next request', async () => {
    const role = (await create(f.admin.id, { name: 'Selezione junior', roles: { candidates: 'C' } })).body
      .data as Role;
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.assistantMembership.id}`, {
      companyRoleId: role.id,
    });
    const menuRoles = async () =>
      (await ctx.request({ method: 'GET', url: '/api/company/@menu', as: f.assistant.id })).json().data[0]
        .roles;
    expect(await menuRoles()).toEqual({ candidates: 'C' });
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(403);
    const res = await api.call(f.admin.id, 'PATCH', `/api/company-role/${role.id}`, {
      name: 'Selezione',
      roles: { candidates: 'C', jobs: 'U', board: 'U' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Selezione',
      roles: { candidates: 'C', jobs: 'U', board: 'U' },
    });
    expect(await menuRoles()).toEqual({ candidates: 'C', jobs: 'U', board: 'U' });
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(200);

    // In use: not deleted.
    expect(await api.call(f.admin.id, 'DELETE', `/api/company-role/${role.id}`)).toMatchObject({
      status: 409,
      body: { message: TeamErrorText.roleInUse },
    });
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.assistantMembership.id}`, {
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    // An open invitation with the role keeps it in use too.
    await api.invite(f.admin.id, { email: 'futuro@example.it', companyRoleId: role.id });
    expect((await api.call(f.admin.id, 'DELETE', `/api/company-role/${role.id}`)).status).toBe(409);
    const [pending] = (await api.invitations(f.admin.id)).body.data;
    await api.call(f.admin.id, 'DELETE', `/api/invitation/${pending.id}`);
    const before = await registryTime();
    expect((await api.call(f.admin.id, 'DELETE', `/api/company-role/${role.id}`)).status).toBe(204);
    expect(await registryTime()).toBeGreaterThan(before);
    expect(await roleNames(f.admin.id)).not.toContain('Selezione');
    // Gone for good: soft-deleted (clients syncing with withDeleted drop it), not assignable.
    const [row] = await ctx.db.select().from(t.companyRole).where(eq(t.companyRole.id, role.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(
      (
        await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.assistantMembership.id}`, {
          companyRoleId: role.id,
        })
      ).status,
    ).toBe(400);
    expect((await api.call(f.admin.id, 'DELETE', `/api/company-role/${role.id}`)).status).toBe(404);
  });

  it('refuses an edit that would leave the company without an admin', async () => {
    const board = (await create(f.admin.id, { name: 'Consiglio', roles: { team: 'C', company: 'C' } })).body
      .data as Role;
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.adminMembership.id}`, {
      companyRoleId: board.id,
    });
    expect(
      await api.call(f.admin.id, 'PATCH', `/api/company-role/${board.id}`, {
        roles: { team: 'U', company: 'C' },
      }),
    ).toMatchObject({ status: 409, body: { message: TeamErrorText.roleNoAdminLeft } });
    // With another admin about, the edit goes through.
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.recruiterMembership.id}`, {
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    expect(
      (await api.call(f.admin.id, 'PATCH', `/api/company-role/${board.id}`, { roles: { company: 'C' } }))
        .status,
    ).toBe(200);
    // Anna lost C on team with it.
    expect((await create(f.admin.id, { name: 'Altro', roles: {} })).status).toBe(403);
  });
});
