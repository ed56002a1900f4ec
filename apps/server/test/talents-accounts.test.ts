import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createJob, createUser } from '../src/db/seed/factories.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { solveBotCheck } from './bot-check-support.js';
import { useTestApp } from './helpers.js';
import { bearer, codeMailedTo, lastMailTo, login } from './identity-helpers.js';

const signup = {
  email: ' Chiara.Neri@Example.IT ',
  password: 'Candidata2026',
  firstname: 'Chiara',
  lastname: 'Neri',
  lang: 'it',
};
const address = 'chiara.neri@example.it';

const register = (ctx: ReturnType<typeof useTestApp>, payload: object, headers = {}) =>
  ctx.request({ method: 'POST', url: '/api/auth/register/candidate', payload, headers });

/** The confirmation link of the newest mail to an address, as the candidate app receives it. */
async function confirmLink(ctx: ReturnType<typeof useTestApp>, to: string) {
  const href = /https?:\/\/\S+\/talents\/confirm\?[^\s"<]+/.exec((await lastMailTo(ctx.db, to)).text)?.[0];
  expect(href).toBeDefined();
  return new URL(href!);
}

describe('candidate accounts: sign-up, confirmation, sign-in, sessions', () => {
  const ctx = useTestApp({ publicUrl: 'https://hiring.example' });

  it('signs up (201, no tokens), mails a code with a link to the candidate app, and waits for the confirmation', async () => {
    const res = await register(ctx, signup);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ data: { status: 'requested', email: address } });
    const [created] = await ctx.db.select().from(t.user).where(eq(t.user.email, address));
    expect(created).toMatchObject({
      roleId: RoleId.user,
      emailVerifiedAt: null,
      firstname: 'Chiara',
      lang: 'it',
    });
    expect(created!.passwordHash).not.toContain('Candidata2026');
    const mail = await lastMailTo(ctx.db, address);
    expect(mail).toMatchObject({ template: 'candidate-confirmation', lang: 'it' });
    const link = await confirmLink(ctx, address);
    expect(link.origin + link.pathname).toBe('https://hiring.example/talents/confirm');
    expect(link.searchParams.get('email')).toBe(address);
    expect(link.searchParams.get('code')).toBe(await codeMailedTo(ctx.db, address));

    // The right password before the confirmation: a clear 403; a wrong one says nothing more.
    const early = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: signup.password },
    });
    expect(early.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Email not confirmed' });
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'Sbagliata2026' },
    });
    expect(wrong.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Invalid email or password',
    });
  });

  it('resends the code (the old one stops working), confirms with the link, then signs in', async () => {
    const first = (await confirmLink(ctx, address)).searchParams.get('code')!;
    const resend = await ctx.request({
      method: 'GET',
      url: `/api/auth/send-email-confirmation-code?email=${address}`,
    });
    expect(resend.statusCode).toBe(204);
    const link = await confirmLink(ctx, address);
    const second = link.searchParams.get('code')!;
    if (first !== second) {
      const stale = await ctx.request({
        method: 'GET',
        url: `/api/auth/confirm-email?email=${address}&code=${first}`,
      });
      expect(stale.statusCode).toBe(400);
    }
    // What the candidate app's /talents/confirm page sends: the link's own parameters.
    const confirm = await ctx.request({ method: 'GET', url: `/api/auth/confirm-email${link.search}` });
    expect(confirm.json()).toEqual({ data: { status: 'verified' } });
    const again = await ctx.request({
      method: 'GET',
      url: `/api/auth/send-email-confirmation-code?email=${address}`,
    });
    expect(again.json().message).toBe('Email is already confirmed');

    const session = await login(ctx, address, signup.password);
    expect(session.user).toMatchObject({ email: address, roleId: RoleId.user, isAdmin: false });
  });

  it('rotates refresh tokens and revokes on logout, as for staff', async () => {
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    const refresh = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/refresh-tokens', headers: bearer(token) });
    const first = await login(ctx, address, signup.password);
    const second = (await refresh(first.refreshToken)).json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(second.accessToken)).json().data.email).toBe(address);
    // A spent refresh token replayed ends the whole session.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await me(second.accessToken)).statusCode).toBe(401);

    const other = await login(ctx, address, signup.password);
    const out = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: bearer(other.accessToken),
    });
    expect(out.statusCode).toBe(204);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
  });

  it('refuses taken addresses with 409 and bad sign-ups with 400, writing nothing', async () => {
    const staff = await createUser(ctx.db, { email: 'selezione@example.it' });
    const pending = await ctx.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        companyName: 'Neri S.r.l.',
        firstname: 'Nora',
        lastname: 'Neri',
        email: 'azienda.in.attesa@example.it',
        password: 'Azienda2026x',
        termsAccepted: true,
      },
    });
    expect(pending.statusCode).toBe(201);
    for (const email of [address.toUpperCase(), staff.email, 'azienda.in.attesa@example.it']) {
      const res = await register(ctx, { ...signup, email });
      expect(res.json(), email).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'This email is already registered',
      });
    }
    const before = (await ctx.db.select({ id: t.user.id }).from(t.user)).length;
    const fresh = { ...signup, email: 'nuovo.talento@example.it' };
    const bad = [
      { ...fresh, password: 'abcdef' },
      { ...fresh, password: 'corto1' + 'x'.repeat(40) },
      { ...fresh, password: 'password1' },
      { ...fresh, email: 'non-una-email' },
      { ...fresh, firstname: '  ' },
      { ...fresh, lang: 'de' },
      { ...fresh, roleId: RoleId.admin },
      { email: fresh.email, password: fresh.password },
    ];
    for (const payload of bad) {
      const res = await register(ctx, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ctx.db.select({ id: t.user.id }).from(t.user)).length).toBe(before);
  });

  it('links a candidate’s password reset to the candidate app, a staff member’s to the dashboard', async () => {
    await register(ctx, { ...signup, email: 'smemorata@example.it', lang: 'en' });
    const forgot = await ctx.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'smemorata@example.it' },
    });
    expect(forgot.statusCode).toBe(204);
    const mail = await lastMailTo(ctx.db, 'smemorata@example.it');
    expect(mail).toMatchObject({ template: 'password-reset', lang: 'en' });
    const href = /https:\/\/hiring\.example\/talents\/reset-password\?token=([^\s"<]+)/.exec(mail.text);
    expect(href).not.toBeNull();
    const token = decodeURIComponent(href![1]!);
    const reset = await ctx.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Ritrovata2026', passwordConfirm: 'Ritrovata2026' },
    });
    expect(reset.statusCode).toBe(204);
    // The mailed link proved the address: the candidate who never confirmed it signs in.
    expect((await login(ctx, 'smemorata@example.it', 'Ritrovata2026')).user).toMatchObject({
      roleId: RoleId.user,
    });

    const recruiter = await createUser(ctx.db, {
      email: 'recruiter.smemorato@example.it',
      passwordHash: await hashPassword('Recruiter2026'),
      emailVerifiedAt: null,
    });
    await ctx.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: recruiter.email },
    });
    expect((await lastMailTo(ctx.db, recruiter.email)).text).toContain('https://hiring.example/login?reset=');
    // Staff sign in as before, whatever their emailVerifiedAt.
    expect((await login(ctx, recruiter.email, 'Recruiter2026')).user.id).toBe(recruiter.id);
    const [still] = await ctx.db.select().from(t.user).where(eq(t.user.id, recruiter.id));
    expect(still!.emailVerifiedAt).toBeNull();
  });
});

describe('a candidate never reaches an employer or admin route', () => {
  const ctx = useTestApp();
  let candidateId: number;
  let jobId: number;
  let companyId: number;
  beforeAll(async () => {
    const company = await createCompany(ctx.db);
    const owner = await createUser(ctx.db);
    await addMember(ctx.db, {
      userId: owner.id,
      companyId: company.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    companyId = company.id;
    jobId = (await createJob(ctx.db, { companyId: company.id, userId: owner.id }, 'published')).id;
    candidateId = (await createUser(ctx.db, { roleId: RoleId.user })).id;
  });

  it('answers 403 to a candidate’s token on the board, jobs, search, team, budget and the back office', async () => {
    const calls = [
      { method: 'GET', url: `/api/board/${jobId}` },
      { method: 'POST', url: '/api/job', payload: { name: 'Intruso' } },
      { method: 'PATCH', url: `/api/job/${jobId}`, payload: { name: 'Intruso' } },
      { method: 'GET', url: '/api/job/@overview' },
      { method: 'POST', url: '/api/search', payload: {} },
      { method: 'GET', url: '/api/user-company/@team' },
      {
        method: 'POST',
        url: '/api/user-company/invite',
        payload: { email: 'amico@example.it', companyRoleId: CompanyRoleId.recruiter },
      },
      { method: 'GET', url: `/api/company/budget/${companyId}` },
      { method: 'GET', url: '/api/admin/kpis' },
      { method: 'GET', url: '/api/admin/company' },
      { method: 'GET', url: '/api/admin/candidates?email=chiara%40example.it' },
    ] as const;
    for (const call of calls) {
      const res = await ctx.request({ ...call, as: candidateId });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(403);
    }
  });
});

describe('candidate sign-up with the bot check and the rate limits on', () => {
  const ctx = useTestApp({}, { BOT_CHECK: 'altcha', RATE_LIMITS: 'true' });

  async function solution(action: string): Promise<string> {
    const res = await ctx.request({ method: 'GET', url: `/api/auth/challenge?action=${action}` });
    return solveBotCheck(res.json().data);
  }

  it('needs a solved register challenge, and counts with the company sign-ups per address', async () => {
    const payload = { ...signup, email: 'protetto@example.it' };
    const bare = await register(ctx, payload, {});
    expect(bare.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Bot check failed' });
    const forLogin = await register(ctx, payload, { 'x-bot-check': await solution('login') });
    expect(forLogin.statusCode).toBe(400);
    const ok = await register(ctx, payload, { 'x-bot-check': await solution('register') });
    expect(ok.statusCode, ok.body).toBe(201);
    // The register rule: 5 attempts per hour and address (all of these came from the same one).
    const statuses: number[] = [];
    for (const email of ['ancora1@example.it', 'ancora2@example.it', 'troppi@example.it']) {
      const headers = { 'x-bot-check': await solution('register') };
      statuses.push((await register(ctx, { ...payload, email }, headers)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
