import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';

describe('impersonation', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  let sudoer: number;
  let plainAdmin: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: 1 })).id;
    sudoer = (await createUser(ctx.db, { isAdmin: true, roleId: 1, adminPermissions: ['sudoer'] })).id;
    plainAdmin = (await createUser(ctx.db, { isAdmin: true, roleId: 1, adminPermissions: ['user-stats'] }))
      .id;
  });
  const su_ = (as: number | string, id: number) =>
    typeof as === 'number'
      ? ctx.request({ method: 'PATCH', url: `/api/auth/@@su/${id}`, as })
      : ctx.app.inject({ method: 'PATCH', url: `/api/auth/@@su/${id}`, headers: bearer(as) });

  it('lets a super user act as a recruiter, with the real actor in the token, and audits every write', async () => {
    const res = await su_(su, f.adminA.id);
    expect(res.statusCode, res.body).toBe(200);
    const { accessToken, user } = res.json().data;
    expect(user).toMatchObject({ id: f.adminA.id, impersonatorUserId: su });
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({ sub: String(f.adminA.id), act: { sub: String(su) } });
    // Acting as A's admin: A's data, never B's.
    const jobs = await ctx.app.inject({ method: 'GET', url: '/api/job', headers: bearer(accessToken) });
    expect(jobs.json().data.map((j: { companyId: number }) => j.companyId)).toEqual(
      expect.arrayContaining([f.companyA.id]),
    );
    const write = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      headers: bearer(accessToken),
      payload: { description: 'Modificato dal supporto' },
    });
    expect(write.statusCode).toBe(200);
    const audit = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.actorUserId, su));
    expect(audit.map((a) => a.action)).toEqual(['impersonation-start', 'write']);
    expect(audit[1]).toMatchObject({
      subjectUserId: f.adminA.id,
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      statusCode: 200,
    });

    // Switching to someone else needs ending first; the own id ends it.
    expect((await su_(accessToken, f.adminB.id)).statusCode).toBe(403);
    const back = await su_(accessToken, su);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.user).toMatchObject({ id: su, impersonatorUserId: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(accessToken) }))
        .statusCode,
    ).toBe(401);
    const ended = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'impersonation-end'));
    expect(ended).toHaveLength(1);
  });

  it('lets an admin with sudoer in, not other admins or recruiters', async () => {
    expect((await su_(sudoer, f.adminB.id)).statusCode).toBe(200);
    expect((await su_(plainAdmin, f.adminB.id)).statusCode).toBe(403);
    expect((await su_(f.adminA.id, f.adminB.id)).statusCode).toBe(403);
    // A sudoer may not become a super user; nobody becomes a missing user.
    expect((await su_(sudoer, su)).statusCode).toBe(403);
    expect((await su_(su, 999_999)).statusCode).toBe(404);
    expect((await su_(su, su)).statusCode).toBe(400);
    expect((await ctx.request({ method: 'PATCH', url: '/api/auth/@@su/abc', as: su })).statusCode).toBe(400);
  });
});
