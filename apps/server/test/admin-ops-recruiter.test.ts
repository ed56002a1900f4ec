import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { createCandidate, createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { lastMailTo, login } from './identity-helpers.js';

describe('POST /user/recruiter', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  let sudoer: number;
  let statsAdmin: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    sudoer = (await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['sudoer'] }))
      .id;
    statsAdmin = (
      await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['user-stats'] })
    ).id;
  });
  const create = (as: number, payload: object) =>
    ctx.request({ method: 'POST', url: '/api/user/recruiter', as, payload });

  it('refuses an admin without sudoer and a company user (403), and anonymous callers (401)', async () => {
    const body = {
      companyId: f.companyA.id,
      email: 'nobody@example.test',
      firstname: 'No',
      lastname: 'Body',
    };
    for (const as of [statsAdmin, f.adminA.id, f.adminB.id]) {
      const res = await create(as, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
    }
    const anonymous = await ctx.request({ method: 'POST', url: '/api/user/recruiter', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const [user] = await ctx.db.select().from(t.user).where(eq(t.user.email, 'nobody@example.test'));
    expect(user).toBeUndefined();
  });

  it('creates a recruiter with a membership, mails a set-password link that works, and audits it', async () => {
    const res = await create(sudoer, {
      companyId: f.companyA.id,
      email: ' Nuova.Recruiter@Example.TEST ',
      firstname: 'Nuova',
      lastname: 'Recruiter',
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      companyId: f.companyA.id,
      companyRoleId: CompanyRoleId.recruiter,
      outcome: 'created',
    });
    const [created] = await ctx.db.select().from(t.user).where(eq(t.user.id, data.userId));
    expect(created).toMatchObject({
      email: 'nuova.recruiter@example.test',
      roleId: RoleId.recruiter,
      passwordHash: null,
      lang: 'en',
    });
    const mail = await lastMailTo(ctx.db, 'nuova.recruiter@example.test');
    expect(mail.id).toBe(data.outboxId);
    expect(mail.template).toBe('recruiter-welcome');
    expect(mail.subject).toContain('Alfa S.r.l.');
    const token = decodeURIComponent(/reset=([^\s"&]+)/.exec(mail.text)![1]!);
    const reset = await ctx.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Recruiter2026!', passwordConfirm: 'Recruiter2026!' },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const session = await login(ctx, 'nuova.recruiter@example.test', 'Recruiter2026!');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const [audit] = await ctx.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.action, 'recruiter-create'), eq(t.auditLog.subjectUserId, data.userId)));
    expect(audit).toMatchObject({ actorUserId: sudoer, companyId: f.companyA.id });
  });

  it('adds an existing staff account to another company (a super user may), with the given role', async () => {
    const res = await create(su, {
      companyId: f.companyB.id,
      email: f.assistantA.email,
      firstname: 'X',
      lastname: 'Y',
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ userId: f.assistantA.id, outcome: 'added' });
    const [membership] = await ctx.db
      .select()
      .from(t.userCompany)
      .where(and(eq(t.userCompany.userId, f.assistantA.id), eq(t.userCompany.companyId, f.companyB.id)));
    expect(membership?.companyRoleId).toBe(CompanyRoleId.hiringAssistant);
    expect((await lastMailTo(ctx.db, f.assistantA.email)).template).toBe('team-invitation');
  });

  it('answers 409 for a member, 400 for a candidate, another company’s role or bad input, 404 for no company', async () => {
    const member = await create(sudoer, {
      companyId: f.companyA.id,
      email: f.adminA.email,
      firstname: 'A',
      lastname: 'B',
    });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe('The user is already a member of this company');

    const candidate = await createCandidate(ctx.db, { firstname: 'Carla', lastname: 'Candida' });
    const candidateEmail = candidate.email;
    const refused = await create(sudoer, {
      companyId: f.companyA.id,
      email: candidateEmail,
      firstname: 'C',
      lastname: 'C',
    });
    expect(refused.statusCode).toBe(400);
    expect(await ctx.db.select().from(t.userCompany).where(eq(t.userCompany.userId, candidate.id))).toEqual(
      [],
    );

    const [ownRole] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Solo B', nameEn: 'B only', companyId: f.companyB.id, roles: { jobs: 'C' } })
      .returning();
    const otherRole = await create(sudoer, {
      companyId: f.companyA.id,
      email: 'role@example.test',
      firstname: 'R',
      lastname: 'R',
      companyRoleId: ownRole!.id,
    });
    expect(otherRole.statusCode).toBe(400);

    const bad = await create(sudoer, {
      companyId: f.companyA.id,
      email: 'nope',
      firstname: '',
      lastname: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await create(sudoer, {
      companyId: f.companyA.id,
      email: 'x@example.test',
      firstname: 'x',
      lastname: 'x',
      roleId: 1,
    });
    expect(extra.statusCode).toBe(400);
    const missing = await create(sudoer, {
      companyId: 999_999,
      email: 'x@example.test',
      firstname: 'x',
      lastname: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});
