import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp } from './helpers.js';
import { bearer, lastMailTo, login } from './identity-helpers.js';

describe('passwords: forgot, reset, change', () => {
  const ctx = useTestApp();
  const email = 'smemorato@example.it';
  beforeAll(async () => {
    await createUser(ctx.db, {
      email,
      firstname: 'Pino',
      passwordHash: await hashPassword('Vecchia123'),
      passwordExpiredAt: new Date(),
    });
  });
  const resetTokenFrom = async () => {
    const link = /reset=([^\s"<]+)/.exec((await lastMailTo(ctx.db, email)).text)?.[1];
    expect(link).toBeDefined();
    return decodeURIComponent(link!);
  };

  it('mails a single-use reset link that sets a new password and ends old sessions', async () => {
    const old = await login(ctx, email, 'Vecchia123');
    const forgot = await ctx.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: ' SMEMORATO@example.it' },
    });
    expect(forgot.statusCode).toBe(204);
    expect((await lastMailTo(ctx.db, email)).template).toBe('password-reset');
    const token = await resetTokenFrom();
    const reset = (password: string, confirm = password) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password, passwordConfirm: confirm },
      });
    expect((await reset('Nuova456', 'Nuova457')).statusCode).toBe(400);
    expect((await reset('Nuova456')).statusCode).toBe(204);
    expect((await reset('Ancora789')).json().message).toMatch(/already used or expired/);
    await login(ctx, email, 'Nuova456');
    const [row] = await ctx.db.select().from(t.user).where(eq(t.user.email, email));
    expect(row!.passwordExpiredAt).toBeNull();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(old.accessToken) }))
        .statusCode,
    ).toBe(401);
  });

  it('says Email not found for an unknown address', async () => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'mai.visto@example.it' },
    });
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Email not found' });
    expect(
      (await ctx.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'x' } }))
        .statusCode,
    ).toBe(400);
  });

  it('changes the own password: current one checked, confirmation matched, policy and common list enforced', async () => {
    const here = await login(ctx, email, 'Nuova456');
    const elsewhere = await login(ctx, email, 'Nuova456');
    const change = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(here.accessToken),
        payload,
      });
    const wrongCurrent = await change({
      currentPassword: 'sbagliata',
      password: 'Diversa789',
      passwordConfirm: 'Diversa789',
    });
    expect(wrongCurrent.json().message).toBe('The current password is wrong');
    const mismatch = await change({
      currentPassword: 'Nuova456',
      password: 'Diversa789',
      passwordConfirm: 'Diversa780',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json().message)).toMatch(/equal to the other value/);
    const weak = await change({ currentPassword: 'Nuova456', password: 'abcdef', passwordConfirm: 'abcdef' });
    expect(JSON.stringify(weak.json().message)).toMatch(/at least one digit and one lowercase/);
    const common = await change({
      currentPassword: 'Nuova456',
      password: 'password1',
      passwordConfirm: 'password1',
    });
    expect(common.json().message).toMatch(/too common/);
    expect(
      (await change({ currentPassword: 'Nuova456', password: 'Diversa789', passwordConfirm: 'Diversa789' }))
        .statusCode,
    ).toBe(204);
    // This session goes on; the other device signs in again.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(here.accessToken) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(elsewhere.accessToken) }))
        .statusCode,
    ).toBe(401);
    await login(ctx, email, 'Diversa789');
  });
});

describe('deleting the own account', () => {
  const ctx = useTestApp();
  let companyId: number;
  beforeAll(async () => {
    companyId = (await createCompany(ctx.db)).id;
    const passwordHash = await hashPassword('Elimina123');
    const admin = await createUser(ctx.db, { email: 'unico.admin@example.it', passwordHash });
    const member = await createUser(ctx.db, { email: 'membro@example.it', passwordHash });
    await addMember(ctx.db, { userId: admin.id, companyId, companyRoleId: CompanyRoleId.companyAdmin });
    await addMember(ctx.db, { userId: member.id, companyId, companyRoleId: CompanyRoleId.recruiter });
  });
  const remove = (token: string, password: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-user',
      headers: bearer(token),
      payload: { password },
    });

  it('keeps the last admin of a company with members from leaving it without one', async () => {
    const admin = await login(ctx, 'unico.admin@example.it', 'Elimina123');
    expect((await remove(admin.accessToken, 'sbagliata')).statusCode).toBe(400);
    const res = await remove(admin.accessToken, 'Elimina123');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/last admin/);
  });

  it("counts a company's own role holding C on team as an admin, as the team rules do", async () => {
    const own = (await createCompany(ctx.db)).id;
    const passwordHash = await hashPassword('Elimina123');
    const [custom] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Capo squadra', nameEn: 'Team lead', companyId: own, roles: { team: 'C', jobs: 'C' } })
      .returning();
    const lead = await createUser(ctx.db, { email: 'capo.squadra@example.it', passwordHash });
    const other = await createUser(ctx.db, { email: 'collega@example.it', passwordHash });
    await addMember(ctx.db, { userId: lead.id, companyId: own, companyRoleId: custom!.id });
    await addMember(ctx.db, { userId: other.id, companyId: own, companyRoleId: CompanyRoleId.recruiter });
    const session = await login(ctx, 'capo.squadra@example.it', 'Elimina123');
    expect((await remove(session.accessToken, 'Elimina123')).statusCode).toBe(409);
    // With a second admin (the default admin role) the lead may go.
    await ctx.db
      .update(t.userCompany)
      .set({ companyRoleId: CompanyRoleId.companyAdmin })
      .where(eq(t.userCompany.userId, other.id));
    expect((await remove(session.accessToken, 'Elimina123')).statusCode).toBe(204);
  });

  it('deletes a member: sessions end, the address is freed, the sign-in fails', async () => {
    const member = await login(ctx, 'membro@example.it', 'Elimina123');
    expect((await remove(member.accessToken, 'Elimina123')).statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(member.accessToken) }))
        .statusCode,
    ).toBe(401);
    const again = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'membro@example.it', password: 'Elimina123' },
    });
    expect(again.statusCode).toBe(401);
    const [row] = await ctx.db.select().from(t.user).where(eq(t.user.email, 'membro@example.it'));
    expect(row).toBeUndefined();
    // Now the admin is alone in the company and may go.
    const admin = await login(ctx, 'unico.admin@example.it', 'Elimina123');
    expect((await remove(admin.accessToken, 'Elimina123')).statusCode).toBe(204);
  });
});
