import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId, TeamErrorText } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { addMember, createCompany, createUser } from '../src/db/seed/factories.js';
import { hashToken } from '../src/modules/auth/sessions.js';
import { solveBotCheck } from './bot-check-support.js';
import { useTestApp } from './helpers.js';
import { bearer, lastMailTo, login } from './identity-helpers.js';
import { invitationLinkTo, invitesOn, teamCalls, teamCompanies } from './team-support.js';

const accepted = (token: string, extra: Record<string, unknown> = {}) => ({
  token,
  firstname: 'Nadia',
  lastname: 'Nuova',
  password: 'Nuova-Collega-2026',
  termsAccepted: true,
  ...extra,
});

describe('team invitations', () => {
  const ctx = useTestApp({}, invitesOn);
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });

  it('tells what inviting an address would do', async () => {
    const kinds = async (email: string) => (await api.check(f.admin.id, email)).body.data.kind;
    expect(await kinds(f.recruiter.email)).toBe('member');
    expect(await kinds(f.freelancer.email.toUpperCase())).toBe('existing-account');
    expect(await kinds(f.betaAdmin.email)).toBe('existing-account');
    expect(await kinds('nessuno@example.it')).toBe('new');
    expect(await kinds(f.candidate.email)).toBe('not-invitable');
    expect(await kinds(f.backOffice.email)).toBe('not-invitable');
    const res = await api.check(f.admin.id, 'nessuno@example.it');
    expect(res.body.data).toEqual({
      email: 'nessuno@example.it',
      kind: 'new',
      seats: { used: 3, total: 50 },
    });
    expect((await api.check(f.admin.id, 'not-an-email')).status).toBe(400);
  });

  it('invites a new person end to end: mail, preview, accept, signed in, member at once', async () => {
    const email = 'nadia.nuova@example.it';
    const sent = await api.invite(f.admin.id, {
      email: ' Nadia.Nuova@Example.IT ',
      companyRoleId: CompanyRoleId.recruiter,
      firstname: 'Nadia',
      lang: 'en',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ outcome: 'invited', membershipId: null });
    expect((await api.check(f.admin.id, email)).body.data.kind).toBe('invitation-pending');

    const { mail, token, url } = await invitationLinkTo(ctx.db, email);
    expect(mail.lang).toBe('en');
    expect(mail.subject).toBe('Anna Alfa invited you to join Alfa Team S.r.l. on Hiring');
    expect(url.pathname).toBe('/join');
    expect(url.searchParams.get('firstname')).toBe('Nadia');
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only the hash is kept.
    const [row] = await ctx.db.select().from(t.invitation).where(eq(t.invitation.email, email));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const preview = await api.preview(token);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      companyName: 'Alfa Team S.r.l.',
      email,
      inviterName: 'Anna Alfa',
      roleName: 'Selezionatore',
      roleNameEn: 'Recruiter',
    });

    const res = await api.accept(accepted(token));
    expect(res.status).toBe(201);
    const { accessToken, user } = res.body.data;
    expect(user).toMatchObject({
      email,
      firstname: 'Nadia',
      lastname: 'Nuova',
      roleId: RoleId.recruiter,
      lang: 'en',
    });
    const [created] = await ctx.db.select().from(t.user).where(eq(t.user.email, email));
    expect(created!.emailVerifiedAt).not.toBeNull();
    const menu = await ctx.app.inject({
      method: 'GET',
      url: '/api/company/@menu',
      headers: bearer(accessToken),
    });
    expect(menu.json().data).toEqual([
      expect.objectContaining({ id: f.alfa.id, companyRoleId: CompanyRoleId.recruiter, current: true }),
    ]);
    // The password works for signing in later.
    expect((await login(ctx, email, 'Nuova-Collega-2026')).user.id).toBe(created!.id);
    expect((await api.members(f.admin.id)).body.data.map((m: { email: string }) => m.email)).toContain(email);

    // The link is single-use; the address is no longer invitable as new.
    const again = await api.accept(accepted(token));
    expect(again).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: TeamErrorText.invitationUsed },
    });
    expect((await api.preview(token)).status).toBe(409);
    expect((await api.check(f.admin.id, email)).body.data.kind).toBe('member');
  });

  it('refuses unknown, expired and withdrawn links with a clear 4xx', async () => {
    expect(await api.preview('x'.repeat(43))).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: TeamErrorText.invitationInvalid },
    });
    expect((await api.accept(accepted('y'.repeat(43)))).status).toBe(404);
    expect((await api.preview('short')).status).toBe(400);

    await api.invite(f.admin.id, { email: 'scaduta@example.it', companyRoleId: CompanyRoleId.recruiter });
    const expired = await invitationLinkTo(ctx.db, 'scaduta@example.it');
    await ctx.db
      .update(t.invitation)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(t.invitation.email, 'scaduta@example.it'));
    expect((await api.preview(expired.token)).body.message).toBe(TeamErrorText.invitationExpired);
    expect(await api.accept(accepted(expired.token))).toMatchObject({
      status: 409,
      body: { message: TeamErrorText.invitationExpired },
    });
    const [listed] = (await api.invitations(f.admin.id)).body.data.filter(
      (i: { email: string }) => i.email === 'scaduta@example.it',
    );
    expect(listed.status).toBe('expired');

    await api.invite(f.admin.id, { email: 'ritirata@example.it', companyRoleId: CompanyRoleId.recruiter });
    const withdrawn = await invitationLinkTo(ctx.db, 'ritirata@example.it');
    const [open] = await ctx.db
      .select()
      .from(t.invitation)
      .where(eq(t.invitation.email, 'ritirata@example.it'));
    expect((await api.call(f.admin.id, 'DELETE', `/api/invitation/${open!.id}`)).status).toBe(204);
    expect((await api.accept(accepted(withdrawn.token))).body.message).toBe(TeamErrorText.invitationRevoked);
    expect((await api.call(f.admin.id, 'DELETE', `/api/invitation/${open!.id}`)).status).toBe(404);
    const [user] = await ctx.db.select().from(t.user).where(eq(t.user.email, 'ritirata@example.it'));
    expect(user).toBeUndefined();
  });

  it('replaces the open invitation when inviting again, and resends with a new link', async () => {
    const email = 'doppio@example.it';
    await api.invite(f.admin.id, { email, companyRoleId: CompanyRoleId.recruiter });
    const first = await invitationLinkTo(ctx.db, email);
    const seats = (await api.check(f.admin.id, email)).body.data.seats.used;
    await api.invite(f.admin.id, { email, companyRoleId: CompanyRoleId.hiringAssistant });
    const second = await invitationLinkTo(ctx.db, email);
    expect(second.token).not.toBe(first.token);
    // The replaced invitation held the seat the new one takes.
    expect((await api.check(f.admin.id, email)).body.data.seats.used).toBe(seats);
    expect((await api.preview(first.token)).body.message).toBe(TeamErrorText.invitationRevoked);
    const mine = (await api.invitations(f.admin.id)).body.data.filter(
      (i: { email: string }) => i.email === email,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ companyRoleId: CompanyRoleId.hiringAssistant, status: 'open' });

    expect((await api.call(f.admin.id, 'POST', `/api/invitation/${mine[0].id}/resend`)).status).toBe(204);
    const third = await invitationLinkTo(ctx.db, email);
    expect(third.token).not.toBe(second.token);
    expect((await api.preview(second.token)).status).toBe(404);
    expect((await api.preview(third.token)).body.data.roleNameEn).toBe('Hiring assistant');
  });

  it('adds an existing staff account at once and tells them by mail', async () => {
    const res = await api.invite(f.admin.id, {
      email: f.betaAdmin.email,
      companyRoleId: CompanyRoleId.recruiter,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.outcome).toBe('added');
    const mail = await lastMailTo(ctx.db, f.betaAdmin.email);
    expect(mail.template).toBe('team-invitation');
    expect(mail.text).toContain('Alfa Team S.r.l.');
    expect(mail.text).not.toContain('invite=');
    const menu = await ctx.request({ method: 'GET', url: '/api/company/@menu', as: f.betaAdmin.id });
    expect(
      menu
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([f.alfa.id, f.beta.id].sort());
    // Inviting a member again is refused; candidates and back-office accounts never join.
    expect(await api.invite(f.admin.id, { email: f.betaAdmin.email, companyRoleId: 2 })).toMatchObject({
      status: 409,
      body: { message: TeamErrorText.alreadyMember },
    });
    for (const email of [f.candidate.email, f.backOffice.email]) {
      expect(await api.invite(f.admin.id, { email, companyRoleId: 2 })).toMatchObject({
        status: 409,
        body: { message: TeamErrorText.notInvitable },
      });
    }
    // A removed member comes back with the new role (the membership row is restored).
    const membership = (await api.members(f.admin.id)).body.data.find(
      (m: { userId: number }) => m.userId === f.betaAdmin.id,
    );
    expect((await api.call(f.admin.id, 'DELETE', `/api/user-company/${membership.id}`)).status).toBe(204);
    const back = await api.invite(f.admin.id, {
      email: f.betaAdmin.email,
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    expect(back.body.data).toMatchObject({ outcome: 'added', membershipId: membership.id });
  });

  it('refuses an address that got an account after it was invited', async () => {
    await api.invite(f.admin.id, { email: 'svelta@example.it', companyRoleId: CompanyRoleId.recruiter });
    const { token } = await invitationLinkTo(ctx.db, 'svelta@example.it');
    await createUser(ctx.db, { email: 'svelta@example.it' });
    expect((await api.accept(accepted(token))).body.message).toBe(TeamErrorText.emailRegistered);
  });

  it('validates the acceptance: the password policy, a common password, the terms, the names', async () => {
    await api.invite(f.admin.id, { email: 'regole@example.it', companyRoleId: CompanyRoleId.recruiter });
    const { token } = await invitationLinkTo(ctx.db, 'regole@example.it');
    for (const body of [
      accepted(token, { password: 'corta' }),
      accepted(token, { password: 'password1' }),
      accepted(token, { termsAccepted: false }),
      accepted(token, { firstname: '  ' }),
      accepted(token, { email: 'other@example.it' }),
    ]) {
      expect((await api.accept(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.accept(accepted(token))).status).toBe(201);
  });

  it('keeps to the licence’s seats: members and open invitations hold one each', async () => {
    const small = await createCompany(ctx.db, { name: 'Piccola S.n.c.', licenseId: 2 });
    const owner = await createUser(ctx.db, { firstname: 'Piero', lastname: 'Piccolo' });
    await addMember(ctx.db, {
      userId: owner.id,
      companyId: small.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    expect((await api.invite(owner.id, { email: 'uno@example.it', companyRoleId: 2 })).status).toBe(201);
    expect((await api.invite(owner.id, { email: f.freelancer.email, companyRoleId: 2 })).status).toBe(201);
    const full = await api.invite(owner.id, { email: 'tre@example.it', companyRoleId: 2 });
    expect(full).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: TeamErrorText.noSeats },
    });
    expect((await api.check(owner.id, 'tre@example.it')).body.data.seats).toEqual({ used: 3, total: 3 });
    // Inviting the same address again needs no new seat; revoking frees one.
    expect((await api.invite(owner.id, { email: 'uno@example.it', companyRoleId: 3 })).status).toBe(201);
    const pending = (await api.invitations(owner.id)).body.data;
    expect(pending).toHaveLength(1);
    expect((await api.call(owner.id, 'DELETE', `/api/invitation/${pending[0].id}`)).status).toBe(204);
    expect((await api.invite(owner.id, { email: 'tre@example.it', companyRoleId: 2 })).status).toBe(201);
    // An expired invitation frees its seat, and resending it needs one again.
    await ctx.db
      .update(t.invitation)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(t.invitation.email, 'tre@example.it'));
    expect((await api.invite(owner.id, { email: 'quattro@example.it', companyRoleId: 2 })).status).toBe(201);
    const expired = (await api.invitations(owner.id)).body.data.find(
      (i: { email: string }) => i.email === 'tre@example.it',
    );
    expect(await api.call(owner.id, 'POST', `/api/invitation/${expired.id}/resend`)).toMatchObject({
      status: 409,
      body: { message: TeamErrorText.noSeats },
    });
  });

  it('lets only team managers invite; U on team invites non-admin roles and manages its own invitations', async () => {
    for (const who of [f.recruiter.id, f.assistant.id]) {
      expect((await api.invite(who, { email: 'x1@example.it', companyRoleId: 2 })).status).toBe(403);
      expect((await api.check(who, 'x1@example.it')).status).toBe(403);
      expect((await api.invitations(who)).status).toBe(403);
    }
    const [inviterRole] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Reclutatore', nameEn: 'Scout', companyId: f.alfa.id, roles: { team: 'U', jobs: 'U' } })
      .returning();
    const scout = await createUser(ctx.db, { firstname: 'Silvia', lastname: 'Scout' });
    await addMember(ctx.db, { userId: scout.id, companyId: f.alfa.id, companyRoleId: inviterRole!.id });
    expect(
      (await api.invite(scout.id, { email: 'capo@example.it', companyRoleId: CompanyRoleId.companyAdmin }))
        .status,
    ).toBe(403);
    expect((await api.invite(scout.id, { email: 'scout1@example.it', companyRoleId: 2 })).status).toBe(201);
    await api.invite(f.admin.id, { email: 'dellanna@example.it', companyRoleId: 2 });
    const list = (await api.invitations(scout.id)).body.data as Array<{ id: number; email: string }>;
    const annas = list.find((i) => i.email === 'dellanna@example.it')!;
    const own = list.find((i) => i.email === 'scout1@example.it')!;
    expect((await api.call(scout.id, 'DELETE', `/api/invitation/${annas.id}`)).status).toBe(403);
    expect((await api.call(scout.id, 'POST', `/api/invitation/${annas.id}/resend`)).status).toBe(403);
    expect((await api.invite(scout.id, { email: 'dellanna@example.it', companyRoleId: 2 })).status).toBe(403);
    expect((await api.call(scout.id, 'POST', `/api/invitation/${own.id}/resend`)).status).toBe(204);
    expect((await api.call(scout.id, 'DELETE', `/api/invitation/${own.id}`)).status).toBe(204);
    // Nobody signed in: 401.
    expect(
      (await api.call(undefined, 'POST', '/api/user-company/invite', { email: 'a@b.it', companyRoleId: 2 }))
        .status,
    ).toBe(401);
  });

  it('never lets company B read or change company A’s invitations', async () => {
    await api.invite(f.admin.id, { email: 'riservata@example.it', companyRoleId: 2 });
    const [row] = await ctx.db
      .select()
      .from(t.invitation)
      .where(and(eq(t.invitation.email, 'riservata@example.it'), isNull(t.invitation.revokedAt)));
    const emails = (await api.invitations(f.betaAdmin.id)).body.data.map((i: { email: string }) => i.email);
    expect(emails).not.toContain('riservata@example.it');
    // Bruno's active company is Beta (his first membership).
    expect((await api.call(f.betaAdmin.id, 'DELETE', `/api/invitation/${row!.id}`)).status).toBe(404);
    expect((await api.call(f.betaAdmin.id, 'POST', `/api/invitation/${row!.id}/resend`)).status).toBe(404);
    // B's check sees A's pending invitation as a new person for B.
    expect((await api.check(f.betaAdmin.id, 'riservata@example.it')).body.data.kind).toBe('new');
    // A role of company A cannot be given by B.
    const [roleA] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Solo Alfa', nameEn: 'Alfa only', companyId: f.alfa.id, roles: { jobs: 'C' } })
      .returning();
    expect(
      (await api.invite(f.betaAdmin.id, { email: 'b1@example.it', companyRoleId: roleA!.id })).body.message,
    ).toBe(`companyRoleId: ${TeamErrorText.roleNotFound}`);
  });
});

describe('team invitations behind the disableInvite flag', () => {
  const ctx = useTestApp({}, { MODULE_DISABLE_INVITE: 'true' });
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });

  it('answers 403 "Invitations are disabled" on every call that invites', async () => {
    const denied = { statusCode: 403, error: 'Forbidden', message: 'Invitations are disabled' };
    expect((await api.check(f.admin.id, 'a@example.it')).body).toEqual(denied);
    expect((await api.invite(f.admin.id, { email: 'a@example.it', companyRoleId: 2 })).body).toEqual(denied);
    expect((await api.call(f.admin.id, 'POST', '/api/invitation/1/resend')).body).toEqual(denied);
    expect((await api.preview('x'.repeat(43))).body).toEqual(denied);
    expect((await api.accept(accepted('x'.repeat(43)))).body).toEqual(denied);
    // The access rule still comes first; the team itself stays readable.
    expect(
      (await api.call(undefined, 'POST', '/api/user-company/invite', { email: 'a@b.it', companyRoleId: 2 }))
        .status,
    ).toBe(401);
    expect((await api.check(f.assistant.id, 'a@example.it')).status).toBe(403);
    expect((await api.members(f.admin.id)).status).toBe(200);
    const config = (await ctx.request({ method: 'GET', url: '/config.json' })).json();
    expect(config.modules?.disableInvite ?? config.config?.modules?.disableInvite).toBe(true);
  });
});

describe('the public invitation calls with the bot check and the rate limits on', () => {
  const ctx = useTestApp({}, { ...invitesOn, BOT_CHECK: 'altcha', RATE_LIMITS: 'true' });
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });

  async function solution(): Promise<string> {
    const res = await ctx.request({ method: 'GET', url: '/api/auth/challenge?action=register' });
    return solveBotCheck(res.json().data);
  }
  const acceptFrom = (address: string, payload: Record<string, unknown>, botCheck?: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/invitation/@accept',
      payload,
      remoteAddress: address,
      headers: botCheck ? { 'x-bot-check': botCheck } : {},
    });

  it('asks for a solved challenge, like the signup', async () => {
    await api.invite(f.admin.id, { email: 'protetta@example.it', companyRoleId: CompanyRoleId.recruiter });
    const { token } = await invitationLinkTo(ctx.db, 'protetta@example.it');
    const bare = await acceptFrom('10.1.0.1', accepted(token));
    expect(bare.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Bot check failed' });
    const ok = await acceptFrom('10.1.0.1', accepted(token), await solution());
    expect(ok.statusCode).toBe(201);
  });

  it('limits the attempts per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await acceptFrom('10.1.0.2', accepted('z'.repeat(43)), 'not-a-solution')).statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);
    const limited = await acceptFrom('10.1.0.2', accepted('z'.repeat(43)), 'not-a-solution');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await acceptFrom('10.1.0.3', accepted('z'.repeat(43)), 'not-a-solution')).statusCode).toBe(400);
    const previews = [];
    for (let i = 0; i < 61; i++) {
      previews.push(
        (
          await ctx.request({
            method: 'POST',
            url: '/api/invitation/@preview',
            payload: { token: 'q'.repeat(43) },
            remoteAddress: '10.1.0.4',
          })
        ).statusCode,
      );
    }
    expect(previews.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(previews[60]).toBe(429);
  });
});
