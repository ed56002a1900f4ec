import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

describe('API keys (POST /user/api-key) as bearers', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let sudoer: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    sudoer = (await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['sudoer'] }))
      .id;
  });
  const create = (as: number, payload: object) =>
    ctx.request({ method: 'POST', url: '/api/user/api-key', as, payload });
  const withKey = (key: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });

  it('is created by a member with C on team only, shown once, stored hashed, as a machine user', async () => {
    for (const as of [f.assistantA.id, sudoer]) {
      const refused = await create(as, { name: 'Nope', companyRoleId: CompanyRoleId.recruiter });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
    }
    const seats = async () =>
      (
        await ctx.request({ method: 'GET', url: `/api/company/license/${f.companyA.id}`, as: f.adminA.id })
      ).json().data.seatsUsed as number;
    const seatsBefore = await seats();
    const res = await create(f.adminA.id, { name: 'ATS sync', companyRoleId: CompanyRoleId.recruiter });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.key).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({
      name: 'ATS sync',
      companyRoleId: CompanyRoleId.recruiter,
      createdByUserId: f.adminA.id,
      prefix: data.key.slice(0, 11),
      revokedAt: null,
      lastUsedAt: null,
    });
    const [row] = await ctx.db.select().from(t.apiKey).where(eq(t.apiKey.id, data.id));
    expect(row!.secretHash).not.toContain(data.key);
    expect(JSON.stringify(row)).not.toContain(data.key);
    const [machine] = await ctx.db.select().from(t.user).where(eq(t.user.id, row!.userId));
    expect(machine).toMatchObject({ roleId: RoleId.application, passwordHash: null });

    const list = await ctx.request({ method: 'GET', url: '/api/user/api-key', as: f.adminA.id });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ id: data.id, createdByName: 'Anna Alfa' });
    expect(list.json().data[0].key).toBeUndefined();
    expect(JSON.stringify(list.json())).not.toContain(data.key);
    // Another company sees none of A's keys; a member without team C sees nothing.
    expect(
      (await ctx.request({ method: 'GET', url: '/api/user/api-key', as: f.adminB.id })).json().data,
    ).toEqual([]);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/user/api-key', as: f.assistantA.id })).statusCode,
    ).toBe(403);
    // The machine user is no team member in the list and holds no seat.
    const team = await ctx.request({ method: 'GET', url: '/api/user-company/@team', as: f.adminA.id });
    expect(team.json().data.map((m: { userId: number }) => m.userId)).not.toContain(row!.userId);
    const members = await ctx.request({ method: 'GET', url: '/api/user-company', as: f.adminA.id });
    expect(members.statusCode).toBe(200);
    expect(members.json().data.map((m: { userId: number }) => m.userId)).not.toContain(row!.userId);
    expect(members.json().data.map((m: { userId: number }) => m.userId)).toContain(f.adminA.id);
    expect(await seats()).toBe(seatsBefore);
    // Nor does the back office list it among the company's members, or let a sudoer act as it.
    const detail = await ctx.request({
      method: 'GET',
      url: `/api/admin/company/${f.companyA.id}`,
      as: sudoer,
    });
    const listed = detail.json().data.members.map((m: { userId: number }) => m.userId);
    expect(listed).toContain(f.adminA.id);
    expect(listed).not.toContain(row!.userId);
    const actAs = await ctx.request({ method: 'PATCH', url: `/api/auth/@@su/${row!.userId}`, as: sudoer });
    expect(actAs.statusCode).toBe(404);
    const [audit] = await ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'api-key-create'), eq(t.auditLog.companyId, f.companyA.id)));
    expect(audit).toMatchObject({ actorUserId: f.adminA.id, subjectUserId: row!.userId });
  });

  it('refuses a role of another company, a past expiry and unknown fields (400)', async () => {
    const [roleB] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Solo B', nameEn: 'B only', companyId: f.companyB.id, roles: { jobs: 'C' } })
      .returning();
    expect((await create(f.adminA.id, { name: 'x', companyRoleId: roleB!.id })).statusCode).toBe(400);
    const past = await create(f.adminA.id, {
      name: 'x',
      companyRoleId: CompanyRoleId.recruiter,
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect((await create(f.adminA.id, { name: '', companyRoleId: 2 })).statusCode).toBe(400);
    expect((await create(f.adminA.id, { name: 'x', companyRoleId: 2, userId: 1 })).statusCode).toBe(400);
  });

  it('works as a bearer with its role’s letters in its company only, and marks its use', async () => {
    const { key, id } = (
      await create(f.adminA.id, { name: 'Reader', companyRoleId: CompanyRoleId.recruiter })
    ).json().data;
    const jobs = await withKey(key, 'GET', '/api/job');
    expect(jobs.statusCode, jobs.body).toBe(200);
    const companies = new Set(jobs.json().data.map((j: { companyId: number }) => j.companyId));
    expect([...companies]).toEqual([f.companyA.id]);
    expect((await withKey(key, 'GET', `/api/job/${f.jobB1.id}`)).statusCode).toBe(404);
    // The recruiter role has jobs C: it may write A's job; it has no team letter: no team management.
    const write = await withKey(key, 'PATCH', `/api/job/${f.jobA1.id}`, { description: 'Dal gestionale' });
    expect(write.statusCode, write.body).toBe(200);
    expect((await withKey(key, 'GET', '/api/user/api-key')).statusCode).toBe(403);

    const [used] = await ctx.db.select().from(t.apiKey).where(eq(t.apiKey.id, id));
    expect(used!.lastUsedAt).not.toBeNull();
    await withKey(key, 'GET', '/api/job');
    const [again] = await ctx.db.select().from(t.apiKey).where(eq(t.apiKey.id, id));
    // At most once a minute.
    expect(again!.lastUsedAt!.getTime()).toBe(used!.lastUsedAt!.getTime());
  });

  it('never reaches the session routes nor the back office, even with an admin role', async () => {
    const { key } = (
      await create(f.adminA.id, { name: 'Admin key', companyRoleId: CompanyRoleId.companyAdmin })
    ).json().data;
    expect((await withKey(key, 'GET', '/api/user-company/@team')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/auth/refresh-tokens'],
      ['GET', '/api/auth/logout'],
      ['GET', '/api/auth/user'],
      ['PATCH', `/api/auth/@@su/${f.adminA.id}`],
      ['GET', '/api/mail/outbox'],
    ] as const) {
      const res = await withKey(key, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const recruiter = await withKey(key, 'POST', '/api/user/recruiter', {
      companyId: f.companyA.id,
      email: 'via-key@example.test',
      firstname: 'Via',
      lastname: 'Key',
    });
    expect(recruiter.statusCode).toBe(403);
    // A key makes no keys.
    expect(
      (await withKey(key, 'POST', '/api/user/api-key', { name: 'x', companyRoleId: 2 })).statusCode,
    ).toBe(403);
  });

  it('dies when revoked (its membership ends) or expired: 401 Invalid or expired access token', async () => {
    const { key, id } = (
      await create(f.adminA.id, { name: 'Short', companyRoleId: CompanyRoleId.recruiter })
    ).json().data;
    expect((await withKey(key, 'GET', '/api/job')).statusCode).toBe(200);
    // Only the company's C-on-team members revoke it.
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/user/api-key/${id}`, as: f.adminB.id })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/user/api-key/${id}`, as: f.assistantA.id }))
        .statusCode,
    ).toBe(403);
    const revoked = await ctx.request({ method: 'DELETE', url: `/api/user/api-key/${id}`, as: f.adminA.id });
    expect(revoked.statusCode).toBe(204);
    const dead = await withKey(key, 'GET', '/api/job');
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toMatchObject({ message: 'Invalid or expired access token' });
    const [row] = await ctx.db.select().from(t.apiKey).where(eq(t.apiKey.id, id));
    expect(row).toMatchObject({ revokedByUserId: f.adminA.id });
    const [membership] = await ctx.db
      .select()
      .from(t.userCompany)
      .where(eq(t.userCompany.userId, row!.userId));
    expect(membership!.deletedAt).not.toBeNull();
    const audit = await ctx.db
      .select()
      .from(t.auditLog)
      .where(inArray(t.auditLog.action, ['api-key-revoke']));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: f.adminA.id, companyId: f.companyA.id });
    // Revoking again changes nothing.
    expect(
      (await ctx.request({ method: 'DELETE', url: `/api/user/api-key/${id}`, as: f.adminA.id })).statusCode,
    ).toBe(204);

    const expiring = (
      await create(f.adminA.id, {
        name: 'Expiring',
        companyRoleId: CompanyRoleId.recruiter,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).json().data;
    expect((await withKey(expiring.key, 'GET', '/api/job')).statusCode).toBe(200);
    await ctx.db
      .update(t.apiKey)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.apiKey.id, expiring.id));
    expect((await withKey(expiring.key, 'GET', '/api/job')).statusCode).toBe(401);

    const unknown = await withKey('hk_thisisnotakey', 'GET', '/api/job');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Invalid or expired access token');
  });
});
