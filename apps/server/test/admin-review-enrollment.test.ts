import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId, type AdminPermission } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { useTestApp } from './helpers.js';
import { codeMailedTo, lastMailTo, login } from './identity-helpers.js';

const base = {
  companyName: 'Officine Marchi S.r.l.',
  firstname: 'Elisa',
  lastname: 'Marchi',
  password: 'Officina2026!',
  termsAccepted: true,
};

describe('enrollment: company signups reviewed by the back office (SIGNUP_REVIEW on)', () => {
  const ctx = useTestApp({ signupReview: true });
  let enrollment: number;
  let su: number;
  let otherAdmin: number;
  let companyUser: number;

  const register = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...base, email, ...extra },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(t.customer)
      .where(eq(t.customer.email, email))
      .orderBy(desc(t.customer.id))
      .limit(1);
    return row!;
  };
  const confirm = async (email: string) => {
    const code = await codeMailedTo(ctx.db, email);
    return ctx.request({ method: 'GET', url: `/api/auth/confirm-email?email=${email}&code=${code}` });
  };
  const act = (as: number, id: number, action: string, payload?: object) =>
    ctx.request({
      method: 'POST',
      url: `/api/admin/customer/${id}/${action}`,
      as,
      ...(payload ? { payload } : {}),
    });
  const audits = (action: string) =>
    ctx.db.select().from(t.auditLog).where(eq(t.auditLog.action, action)).orderBy(desc(t.auditLog.id));

  beforeAll(async () => {
    const admin = (permission: AdminPermission) =>
      createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: [permission] });
    enrollment = (await admin('enrollment')).id;
    otherAdmin = (await admin('human-approval')).id;
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    const company = await createCompany(ctx.db, { name: 'Alfa' });
    companyUser = (await createUser(ctx.db)).id;
    await addMember(ctx.db, {
      userId: companyUser,
      companyId: company.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
  });

  it('refuses every call to an admin without enrollment and to a company user (403 Forbidden)', async () => {
    const signup = await register('refused@example.it');
    for (const as of [otherAdmin, companyUser]) {
      const calls = [
        ctx.request({ method: 'GET', url: '/api/admin/customer', as }),
        ctx.request({ method: 'GET', url: `/api/admin/customer/${signup.id}`, as }),
        act(as, signup.id, 'resend-code'),
        act(as, signup.id, 'complete', { unverified: true }),
        act(as, signup.id, 'reject', { reason: 'Nope nope' }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
    }
    expect((await ctx.request({ method: 'GET', url: '/api/admin/customer' })).statusCode).toBe(401);
    const bySu = await ctx.request({ method: 'GET', url: `/api/admin/customer/${signup.id}`, as: su });
    expect(bySu.statusCode).toBe(200);
  });

  it('confirming the email only verifies; the back office completes it, mails the applicant, and they sign in', async () => {
    const email = 'elisa.marchi@officine.it';
    const signup = await register(email, { lang: 'en' });
    const confirmed = await confirm(email);
    expect(confirmed.json()).toEqual({ data: { status: 'verified' } });
    expect((await ctx.db.select().from(t.user).where(eq(t.user.email, email))).length).toBe(0);

    const listed = await ctx.request({
      method: 'GET',
      url: '/api/admin/customer',
      query: {
        where: JSON.stringify({ state: 'verified', email: { endsWith: 'officine.it' } }),
        count: 'true',
      },
      as: enrollment,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().total).toBe(1);
    expect(listed.json().data[0]).toMatchObject({
      id: signup.id,
      state: 'verified',
      companyName: base.companyName,
    });

    // A verified signup gets no new code: its email is confirmed.
    expect((await act(enrollment, signup.id, 'resend-code')).json()).toMatchObject({ statusCode: 400 });

    const done = await act(enrollment, signup.id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'completed', reviewedByUserId: enrollment });
    const mail = await lastMailTo(ctx.db, email);
    expect(mail).toMatchObject({ template: 'signup-completed', lang: 'en' });
    expect(mail.text).toContain('/login');
    const [audit] = await audits('signup-complete');
    expect(audit).toMatchObject({ actorUserId: enrollment, companyId: done.json().data.companyId });

    const session = await login(ctx, email, base.password);
    expect(session.user.id).toBe(done.json().data.adminUserId);

    const again = await act(enrollment, signup.id, 'complete');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This signup is already completed');
    expect((await act(enrollment, signup.id, 'reject', { reason: 'Troppo tardi' })).statusCode).toBe(400);
  });

  it('resends the code of a requested signup; completing it needs the admin to accept the unverified email', async () => {
    const email = 'requested@example.it';
    const signup = await register(email);
    const first = await codeMailedTo(ctx.db, email);
    const resent = await act(enrollment, signup.id, 'resend-code');
    expect(resent.statusCode, resent.body).toBe(200);
    const mails = await ctx.db
      .select()
      .from(t.mailOutbox)
      .where(and(eq(t.mailOutbox.to, email), eq(t.mailOutbox.template, 'confirmation-code')));
    expect(mails).toHaveLength(2);
    expect(await codeMailedTo(ctx.db, email)).toMatch(/^\d{6}$/);
    expect(first).toMatch(/^\d{6}$/);
    expect((await audits('signup-resend-code'))[0]).toMatchObject({ actorUserId: enrollment });

    const refused = await act(enrollment, signup.id, 'complete');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not confirmed/);
    const done = await act(su, signup.id, 'complete', { unverified: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.state).toBe('completed');
    expect((await audits('signup-complete'))[0]!.data).toMatchObject({ unverified: true });
  });

  it('rejects with a reason mailed in the applicant language; the email may sign up again', async () => {
    const email = 'rifiutata@example.it';
    const signup = await register(email);
    await confirm(email);
    const short = await act(enrollment, signup.id, 'reject', { reason: ' ' });
    expect(short.statusCode).toBe(400);
    const rejected = await act(enrollment, signup.id, 'reject', { reason: 'La partita IVA non è valida.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      state: 'rejected',
      rejectReason: 'La partita IVA non è valida.',
      reviewedByUserId: enrollment,
    });
    const mail = await lastMailTo(ctx.db, email);
    expect(mail).toMatchObject({ template: 'signup-rejected', lang: 'it' });
    expect(mail.text).toContain('La partita IVA non è valida.');
    expect((await audits('signup-reject'))[0]!.data).toMatchObject({
      reason: 'La partita IVA non è valida.',
    });

    // Transitions that do not apply are a 400 with a clear message.
    const complete = await act(enrollment, signup.id, 'complete', { unverified: true });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().message).toMatch(/rejected/);
    expect((await act(enrollment, signup.id, 'reject', { reason: 'Ancora no' })).json().message).toBe(
      'This signup is already rejected',
    );
    const resend = await ctx.request({
      method: 'GET',
      url: `/api/auth/send-email-confirmation-code?email=${email}`,
    });
    expect(resend.statusCode).toBe(400);

    // Signing up again makes a new request; the rejected one stays listed as it was.
    const again = await register(email);
    expect(again.id).not.toBe(signup.id);
    const list = await ctx.request({
      method: 'GET',
      url: '/api/admin/customer',
      query: { where: JSON.stringify({ email }), orderBy: 'id' },
      as: enrollment,
    });
    expect(list.json().data.map((r: { state: string }) => r.state)).toEqual(['rejected', 'requested']);
    expect((await confirm(email)).json()).toEqual({ data: { status: 'verified' } });
  });

  it('filters by state and text match modes, sorts and pages with the total; bad queries are 400s', async () => {
    const q = (query: Record<string, string>) =>
      ctx.request({ method: 'GET', url: '/api/admin/customer', query, as: enrollment });
    const all = await q({ take: '2', orderBy: 'companyName,-id' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const page2 = await q({ take: '2', skip: '2', orderBy: 'companyName,-id' });
    expect(page2.json().data[0].id).not.toBe(all.json().data[1].id);
    const notRejected = await q({
      where: JSON.stringify({ state: { ne: 'rejected' }, email: { notContains: 'rifiut' } }),
    });
    expect(notRejected.json().data.every((r: { state: string }) => r.state !== 'rejected')).toBe(true);
    const starts = await q({ where: JSON.stringify({ companyName: { startsWith: 'officine' } }) });
    expect(starts.json().total).toBe(starts.json().data.length);
    expect(starts.json().total).toBeGreaterThan(0);
    expect((await q({ where: JSON.stringify({ passwordHash: 'x' }) })).statusCode).toBe(400);
    expect((await q({ orderBy: 'nope' })).statusCode).toBe(400);
    expect((await q({ take: 'many' })).statusCode).toBe(400);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/customer/999999', as: enrollment })).statusCode,
    ).toBe(404);
    expect((await act(enrollment, 999999, 'complete')).statusCode).toBe(404);
    expect(
      (await ctx.request({ method: 'GET', url: '/api/admin/customer/abc', as: enrollment })).statusCode,
    ).toBe(400);
  });
});

describe('enrollment with SIGNUP_REVIEW off (the default)', () => {
  const ctx = useTestApp();
  it('completes a signup as soon as its email is confirmed', async () => {
    const email = 'subito@example.it';
    const res = await ctx.request({ method: 'POST', url: '/api/auth/register', payload: { ...base, email } });
    expect(res.statusCode).toBe(201);
    const code = await codeMailedTo(ctx.db, email);
    const ok = await ctx.request({
      method: 'GET',
      url: `/api/auth/confirm-email?email=${email}&code=${code}`,
    });
    expect(ok.json()).toEqual({ data: { status: 'completed' } });
  });
});
