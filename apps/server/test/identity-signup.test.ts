import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { useTestApp } from './helpers.js';
import { bearer, codeMailedTo, lastMailTo, login } from './identity-helpers.js';

const signup = {
  companyName: 'Officine Marchi S.r.l.',
  vatId: 'IT 00743110157',
  firstname: 'Elisa',
  lastname: 'Marchi',
  email: 'Elisa.Marchi@Officine.IT',
  password: 'Officina2026!',
  termsAccepted: true,
};

describe('company signup and email confirmation', () => {
  const ctx = useTestApp();

  it('goes requested → verified → completed: the company and its admin exist, and the admin signs in', async () => {
    const res = await ctx.request({ method: 'POST', url: '/api/auth/register', payload: signup });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { status: 'requested', email: 'elisa.marchi@officine.it' } });
    const mail = await lastMailTo(ctx.db, 'elisa.marchi@officine.it');
    expect(mail).toMatchObject({ template: 'confirmation-code', lang: 'it', status: 'logged' });
    const [pending] = await ctx.db
      .select()
      .from(t.customer)
      .where(eq(t.customer.email, 'elisa.marchi@officine.it'));
    expect(pending?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(pending).toMatchObject({
      emailVerifiedAt: null,
      completedAt: null,
      companyId: null,
      vatId: 'IT00743110157',
    });

    const wrong = await ctx.request({
      method: 'GET',
      url: '/api/auth/confirm-email?email=elisa.marchi@officine.it&code=000000',
    });
    expect(wrong.statusCode).toBe(400);
    const code = await codeMailedTo(ctx.db, 'elisa.marchi@officine.it');
    const ok = await ctx.request({
      method: 'GET',
      url: `/api/auth/confirm-email?email=elisa.marchi@officine.it&code=${code}`,
    });
    expect(ok.json()).toEqual({ data: { status: 'completed' } });
    const [done] = await ctx.db.select().from(t.customer).where(eq(t.customer.id, pending!.id));
    expect(done!.completedAt).not.toBeNull();
    expect(done!.passwordHash).toBeNull();

    const session = await login(ctx, 'elisa.marchi@officine.it', 'Officina2026!');
    const companies = await ctx.app.inject({
      method: 'GET',
      url: '/api/company',
      headers: bearer(session.accessToken),
    });
    expect(companies.json().data).toEqual([
      expect.objectContaining({ id: done!.companyId, name: 'Officine Marchi S.r.l.' }),
    ]);
    const members = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-company?include=companyRole',
      headers: bearer(session.accessToken),
    });
    expect(members.json().data[0].companyRole.key).toBe('company-admin');

    const again = await ctx.request({
      method: 'GET',
      url: '/api/auth/send-email-confirmation-code?email=elisa.marchi@officine.it',
    });
    expect(again.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Email is already confirmed',
    });
    const twice = await ctx.request({ method: 'POST', url: '/api/auth/register', payload: signup });
    expect(twice.statusCode).toBe(409);
  });

  it('resends a code (the old one stops working) and says Email not found for strangers', async () => {
    await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...signup, email: 'bis@officine.it' },
    });
    const first = await codeMailedTo(ctx.db, 'bis@officine.it');
    const resend = await ctx.request({
      method: 'GET',
      url: '/api/auth/send-email-confirmation-code?email=bis@officine.it',
    });
    expect(resend.statusCode).toBe(204);
    const second = await codeMailedTo(ctx.db, 'bis@officine.it');
    if (first !== second) {
      expect(
        (
          await ctx.request({
            method: 'GET',
            url: `/api/auth/confirm-email?email=bis@officine.it&code=${first}`,
          })
        ).statusCode,
      ).toBe(400);
    }
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/auth/confirm-email?email=bis@officine.it&code=${second}`,
        })
      ).statusCode,
    ).toBe(200);
    const unknown = await ctx.request({
      method: 'GET',
      url: '/api/auth/send-email-confirmation-code?email=nessuno@x.it',
    });
    expect(unknown.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Email not found' });
  });

  it('voids a code after five wrong tries', async () => {
    await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...signup, email: 'tentativi@officine.it' },
    });
    const code = await codeMailedTo(ctx.db, 'tentativi@officine.it');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      await ctx.request({
        method: 'GET',
        url: `/api/auth/confirm-email?email=tentativi@officine.it&code=${wrong}`,
      });
    const late = await ctx.request({
      method: 'GET',
      url: `/api/auth/confirm-email?email=tentativi@officine.it&code=${code}`,
    });
    expect(late.statusCode).toBe(400);
  });

  it('refuses bad signups with 400 and writes nothing', async () => {
    const before = (await ctx.db.select().from(t.customer)).length;
    const fresh = { ...signup, email: 'nuova.azienda@officine.it' };
    const bad = [
      { ...fresh, email: 'not-an-email' },
      { ...fresh, password: 'abcdef' },
      { ...fresh, password: 'password1' },
      { ...fresh, vatId: 'IT12345678901' },
      { ...fresh, companyName: '' },
      { ...fresh, firstname: 'x'.repeat(101) },
      { ...fresh, isAdmin: true },
      { ...fresh, termsAccepted: false },
      { ...fresh, termsAccepted: undefined },
      { companyName: 'x' },
    ];
    for (const payload of bad) {
      const res = await ctx.request({ method: 'POST', url: '/api/auth/register', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ctx.db.select().from(t.customer)).length).toBe(before);
    const taken = await createUser(ctx.db, { email: 'preso@officine.it' });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...signup, email: taken.email },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('email change', () => {
  const ctx = useTestApp();
  let userId: number;
  beforeAll(async () => {
    userId = (
      await createUser(ctx.db, {
        email: 'vecchia@example.it',
        firstname: 'Vera',
        passwordHash: await hashPassword('Vecchia123'),
      })
    ).id;
    await createUser(ctx.db, { email: 'occupata@example.it' });
  });

  it('sends a code to the new address and switches after confirmation', async () => {
    const session = await login(ctx, 'vecchia@example.it', 'Vecchia123');
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: bearer(session.accessToken),
      payload: { emailNew: 'Nuova@Example.it', password: 'Vecchia123' },
    });
    expect(start.statusCode).toBe(204);
    const mail = await lastMailTo(ctx.db, 'nuova@example.it');
    expect(mail.template).toBe('email-change');
    const code = await codeMailedTo(ctx.db, 'nuova@example.it');
    const confirm = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/confirm-new-email?email=nuova@example.it&code=${code}`,
      headers: bearer(session.accessToken),
    });
    expect(confirm.json().data).toMatchObject({ id: userId, email: 'nuova@example.it' });
    await login(ctx, 'nuova@example.it', 'Vecchia123');
  });

  it('accepts the spec keys email, code and emailNew on confirm-new-email', async () => {
    const session = await login(ctx, 'nuova@example.it', 'Vecchia123');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: bearer(session.accessToken),
      payload: { emailNew: 'quarta@example.it', password: 'Vecchia123' },
    });
    const code = await codeMailedTo(ctx.db, 'quarta@example.it');
    const base = '/api/auth/confirm-new-email';
    const missing = await ctx.app.inject({
      method: 'GET',
      url: `${base}?code=${code}`,
      headers: bearer(session.accessToken),
    });
    expect(missing.statusCode).toBe(400);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}?email=nuova@example.it&code=${code}&emailNew=quarta@example.it`,
      headers: bearer(session.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: userId, email: 'quarta@example.it' });
    await ctx.db.update(t.user).set({ email: 'nuova@example.it' }).where(eq(t.user.id, userId));
  });

  it('also confirms through confirm-email with emailNew', async () => {
    const session = await login(ctx, 'nuova@example.it', 'Vecchia123');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: bearer(session.accessToken),
      payload: { emailNew: 'terza@example.it', password: 'Vecchia123' },
    });
    const code = await codeMailedTo(ctx.db, 'terza@example.it');
    const url = `/api/auth/confirm-email?email=nuova@example.it&code=${code}&emailNew=terza@example.it`;
    expect((await ctx.request({ method: 'GET', url })).json().message).toBe('User not logged');
    const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(session.accessToken) });
    expect(res.json().data).toMatchObject({ id: userId, email: 'terza@example.it' });
    await ctx.db.update(t.user).set({ email: 'nuova@example.it' }).where(eq(t.user.id, userId));
  });

  it('refuses a wrong password, a taken address and an anonymous caller', async () => {
    const session = await login(ctx, 'nuova@example.it', 'Vecchia123');
    const change = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: bearer(session.accessToken),
        payload,
      });
    expect((await change({ emailNew: 'altra@example.it', password: 'sbagliata' })).statusCode).toBe(400);
    expect((await change({ emailNew: 'occupata@example.it', password: 'Vecchia123' })).statusCode).toBe(409);
    expect((await change({ emailNew: 'x' })).statusCode).toBe(400);
    const anon = await ctx.request({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { emailNew: 'a@b.it', password: 'x' },
    });
    expect(anon.json().message).toBe('User not logged');
  });
});
