import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, TeamErrorText } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import {
  addMember,
  createApplication,
  createBoardColumns,
  createCompany,
  createJob,
  createUser,
} from '../src/db/seed/factories.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';
import { invitesOn, teamCalls, teamCompanies } from './team-support.js';

type Member = { id: number; userId: number; email: string; isAdmin: boolean; companyRoleId: number };

describe('the team of a company', () => {
  const ctx = useTestApp({}, invitesOn);
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });

  it('lists the members with picture, name, email, role and last activity to every member', async () => {
    await ctx.db
      .update(t.user)
      .set({ picture: 'https://cdn.example/anna.png' })
      .where(eq(t.user.id, f.admin.id));
    await createJob(ctx.db, { companyId: f.alfa.id, userId: f.recruiter.id, name: 'Alfa tester' });
    // Rocco signed in; his newest session counts, an impersonation of him does not.
    const { sessionId } = await startSession({ db: ctx.db, config: ctx.config, userId: f.recruiter.id });
    await ctx.db
      .update(t.session)
      .set({ lastUsedAt: new Date('2026-11-20T08:30:00.000Z') })
      .where(eq(t.session.id, sessionId));
    const impersonated = await startSession({
      db: ctx.db,
      config: ctx.config,
      userId: f.recruiter.id,
      impersonatorUserId: f.backOffice.id,
    });
    await ctx.db
      .update(t.session)
      .set({ lastUsedAt: new Date('2030-01-01T00:00:00.000Z') })
      .where(eq(t.session.id, impersonated.sessionId));

    for (const who of [f.admin.id, f.assistant.id]) {
      const res = await api.members(who);
      expect(res.status).toBe(200);
      expect(res.body.data.map((m: Member) => m.userId).sort()).toEqual(
        [f.admin.id, f.recruiter.id, f.assistant.id].sort(),
      );
    }
    const members = (await api.members(f.assistant.id)).body.data as Array<Record<string, unknown>>;
    const anna = members.find((m) => m.userId === f.admin.id)!;
    expect(anna).toMatchObject({
      firstname: 'Anna',
      lastname: 'Alfa',
      email: f.admin.email,
      picture: 'https://cdn.example/anna.png',
      companyRoleId: CompanyRoleId.companyAdmin,
      roleName: 'Amministratore aziendale',
      roleNameEn: 'Company admin',
      isAdmin: true,
    });
    const rocco = members.find((m) => m.userId === f.recruiter.id)!;
    expect(rocco).toMatchObject({ isAdmin: false, jobCount: 1, lastActiveAt: '2026-11-20T08:30:00.000Z' });
    expect(members.find((m) => m.userId === f.assistant.id)!.lastActiveAt).not.toBe(
      '2030-01-01T00:00:00.000Z',
    );

    const one = await api.call(f.assistant.id, 'GET', `/api/user-company/@team/${f.recruiterMembership.id}`);
    expect(one.body.data).toMatchObject({ id: f.recruiterMembership.id, email: f.recruiter.email });
  });

  it('keeps company B out of company A’s members', async () => {
    const emails = (await api.members(f.betaAdmin.id)).body.data.map((m: Member) => m.email);
    expect(emails).toEqual([f.betaAdmin.email]);
    const outside = [
      ['GET', `/api/user-company/@team/${f.recruiterMembership.id}`],
      ['GET', `/api/user-company/${f.recruiterMembership.id}`],
      [
        'PATCH',
        `/api/user-company/${f.recruiterMembership.id}`,
        { companyRoleId: CompanyRoleId.hiringAssistant },
      ],
      ['DELETE', `/api/user-company/${f.recruiterMembership.id}`],
    ] as const;
    for (const [method, url, payload] of outside) {
      expect((await api.call(f.betaAdmin.id, method, url, payload)).status, `${method} ${url}`).toBe(404);
    }
    const [still] = await ctx.db
      .select()
      .from(t.userCompany)
      .where(eq(t.userCompany.id, f.recruiterMembership.id));
    expect(still).toMatchObject({ companyRoleId: CompanyRoleId.recruiter, deletedAt: null });
    // A staff member of no company has no team.
    expect((await api.members(f.freelancer.id)).status).toBe(403);
    expect((await api.call(undefined, 'GET', '/api/user-company/@team')).status).toBe(401);
  });

  it('changes a member’s role with C on team only', async () => {
    const patch = (as: number, id: number, companyRoleId: number) =>
      api.call(as, 'PATCH', `/api/user-company/${id}`, { companyRoleId });
    expect((await patch(f.recruiter.id, f.assistantMembership.id, CompanyRoleId.recruiter)).status).toBe(403);
    expect((await patch(f.assistant.id, f.assistantMembership.id, CompanyRoleId.companyAdmin)).status).toBe(
      403,
    );
    const res = await patch(f.admin.id, f.assistantMembership.id, CompanyRoleId.recruiter);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ companyRoleId: CompanyRoleId.recruiter, roleNameEn: 'Recruiter' });
    // The new letters apply to the next request: the guard reads the membership each time.
    const menu = await ctx.request({ method: 'GET', url: '/api/company/@menu', as: f.assistant.id });
    expect(menu.json().data[0].roles).toMatchObject({ jobs: 'C', board: 'C' });
    expect((await patch(f.admin.id, f.assistantMembership.id, 999_999)).body.message).toBe(
      `companyRoleId: ${TeamErrorText.roleNotFound}`,
    );
    expect(
      (await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.assistantMembership.id}`, {})).status,
    ).toBe(400);
    await patch(f.admin.id, f.assistantMembership.id, CompanyRoleId.hiringAssistant);
  });

  it('never removes or demotes the last company admin, and lets them go once another admin exists', async () => {
    const demote = await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.adminMembership.id}`, {
      companyRoleId: CompanyRoleId.recruiter,
    });
    expect(demote).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: TeamErrorText.lastAdmin },
    });
    expect(await api.call(f.admin.id, 'DELETE', `/api/user-company/${f.adminMembership.id}`)).toMatchObject({
      status: 409,
      body: { message: TeamErrorText.lastAdminLeave },
    });
    // A custom role holding C on team makes an admin too.
    const [boss] = await ctx.db
      .insert(t.companyRole)
      .values({ name: 'Direzione', nameEn: 'Management', companyId: f.alfa.id, roles: { team: 'C' } })
      .returning();
    expect(
      (
        await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.recruiterMembership.id}`, {
          companyRoleId: boss!.id,
        })
      ).body.data.isAdmin,
    ).toBe(true);
    const demoted = await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.adminMembership.id}`, {
      companyRoleId: CompanyRoleId.recruiter,
    });
    expect(demoted.status).toBe(200);
    // Anna is no admin any more: Rocco is the last one now.
    expect(
      (await api.call(f.admin.id, 'DELETE', `/api/user-company/${f.recruiterMembership.id}`)).status,
    ).toBe(403);
    expect(
      (await api.call(f.recruiter.id, 'DELETE', `/api/user-company/${f.recruiterMembership.id}`)).body
        .message,
    ).toBe(TeamErrorText.lastAdminLeave);
    // Back as it was.
    await api.call(f.recruiter.id, 'PATCH', `/api/user-company/${f.adminMembership.id}`, {
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.recruiterMembership.id}`, {
      companyRoleId: CompanyRoleId.recruiter,
    });
    expect((await api.members(f.admin.id)).body.data.filter((m: Member) => m.isAdmin)).toHaveLength(1);
  });

  it('removes a member: access ends at once, jobs stay with the company or go to the member named', async () => {
    const gamma = await createCompany(ctx.db, { name: 'Gamma Team', licenseId: 4 });
    const boss = await createUser(ctx.db, { firstname: 'Gina', lastname: 'Gamma' });
    const leaver = await createUser(ctx.db, { firstname: 'Leo', lastname: 'Lascia' });
    const heir = await createUser(ctx.db, { firstname: 'Ugo', lastname: 'Erede' });
    const keeper = await createUser(ctx.db, { firstname: 'Katia', lastname: 'Tiene' });
    await addMember(ctx.db, {
      userId: boss.id,
      companyId: gamma.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const leaving = await addMember(ctx.db, {
      userId: leaver.id,
      companyId: gamma.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    const heirs = await addMember(ctx.db, {
      userId: heir.id,
      companyId: gamma.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    const keeping = await addMember(ctx.db, {
      userId: keeper.id,
      companyId: gamma.id,
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    const jobs = await Promise.all(
      ['Uno', 'Due'].map((name) =>
        createJob(ctx.db, { companyId: gamma.id, userId: leaver.id, name: `Gamma ${name}` }, 'published'),
      ),
    );
    const othersJob = await createJob(ctx.db, { companyId: gamma.id, userId: boss.id, name: 'Gamma Boss' });
    const keepersJob = await createJob(ctx.db, {
      companyId: gamma.id,
      userId: keeper.id,
      name: 'Gamma Katia',
    });
    // Leo's job at another company is none of Gamma's business.
    await addMember(ctx.db, {
      userId: leaver.id,
      companyId: f.beta.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    const betaJob = await createJob(ctx.db, { companyId: f.beta.id, userId: leaver.id, name: 'Beta Leo' });
    const token = await ctx.tokenFor(leaver.id);
    const asLeo = () =>
      ctx.app.inject({ method: 'GET', url: '/api/user-company/@team', headers: bearer(token) });
    expect((await asLeo()).json().data).toHaveLength(4);

    // reassignTo must be another live member of the company.
    const bad = [heirs.id + 1_000, leaving.id, f.adminMembership.id];
    for (const to of bad) {
      expect(
        (await api.call(boss.id, 'DELETE', `/api/user-company/${leaving.id}?reassignTo=${to}`)).status,
        `reassignTo=${to}`,
      ).toBe(400);
    }
    const removed = await api.call(
      boss.id,
      'DELETE',
      `/api/user-company/${leaving.id}?reassignTo=${heirs.id}`,
    );
    expect(removed.status).toBe(204);
    const owners = await ctx.db.select({ id: t.job.id, userId: t.job.userId }).from(t.job);
    const ownerOf = (id: number) => owners.find((j) => j.id === id)!.userId;
    expect(jobs.map((j) => ownerOf(j.id))).toEqual([heir.id, heir.id]);
    expect(ownerOf(othersJob.id)).toBe(boss.id);
    expect(ownerOf(betaJob.id)).toBe(leaver.id);
    // The same token, the very next request: Gamma is gone, Beta (his other company) remains.
    const after = (await asLeo()).json().data as Member[];
    expect(after.every((m) => m.userId !== boss.id)).toBe(true);
    const jobRead = await ctx.app.inject({
      method: 'GET',
      url: `/api/job/${jobs[0]!.id}`,
      headers: bearer(token),
    });
    expect(jobRead.statusCode).toBe(404);
    expect((await api.members(boss.id)).body.data.map((m: Member) => m.userId)).not.toContain(leaver.id);

    // Without reassignTo the jobs stay the removed member's, still reached with C on jobs.
    expect((await api.call(boss.id, 'DELETE', `/api/user-company/${keeping.id}`)).status).toBe(204);
    expect(ownerOf(keepersJob.id)).toBe(keeper.id);
    const read = await api.call(boss.id, 'GET', `/api/job/${keepersJob.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.userId).toBe(keeper.id);
    expect((await api.call(boss.id, 'DELETE', `/api/user-company/${keeping.id}`)).status).toBe(404);
  });

  it('moves the removed member’s upcoming interviews to the new owner, refusing a clash', async () => {
    const delta = await createCompany(ctx.db, { name: 'Delta Team', licenseId: 4 });
    const boss = await createUser(ctx.db, { firstname: 'Dora', lastname: 'Delta' });
    const leaver = await createUser(ctx.db, { firstname: 'Dario', lastname: 'Delta' });
    const heir = await createUser(ctx.db, { firstname: 'Dina', lastname: 'Delta' });
    const candidate = await createUser(ctx.db, { firstname: 'Cleo', lastname: 'Candidata', roleId: 3 });
    await addMember(ctx.db, {
      userId: boss.id,
      companyId: delta.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const leaving = await addMember(ctx.db, { userId: leaver.id, companyId: delta.id, companyRoleId: 2 });
    const heirs = await addMember(ctx.db, { userId: heir.id, companyId: delta.id, companyRoleId: 2 });
    const job = await createJob(ctx.db, { companyId: delta.id, userId: leaver.id }, 'published');
    const [column] = await createBoardColumns(ctx.db, job.id);
    const application = await createApplication(ctx.db, {
      jobId: job.id,
      userId: candidate.id,
      jobApplicationStatusId: column!.id,
    });
    const at = (days: number, hour: number) =>
      new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 10 + days, hour));
    const meeting = (
      recruiterUserId: number,
      startsAt: Date,
      extra: Partial<typeof t.meeting.$inferInsert> = {},
    ) =>
      ctx.db
        .insert(t.meeting)
        .values({
          companyId: delta.id,
          applicationId: application.id,
          jobId: job.id,
          recruiterUserId,
          candidateUserId: candidate.id,
          meetingTypeId: 2,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          ...extra,
        })
        .returning()
        .then((rows) => rows[0]!);
    const upcoming = await meeting(leaver.id, at(0, 9));
    const past = await meeting(leaver.id, new Date(Date.now() - 86_400_000 * 3));
    // Dina is busy when Dario's second interview takes place: the move is refused, nothing changes.
    const clash = await meeting(leaver.id, at(1, 9));
    const busy = await ctx.db
      .insert(t.meeting)
      .values({
        companyId: delta.id,
        recruiterUserId: heir.id,
        meetingTypeId: 3,
        startsAt: at(1, 9),
        endsAt: at(1, 10),
      })
      .returning();
    const refused = await api.call(
      boss.id,
      'DELETE',
      `/api/user-company/${leaving.id}?reassignTo=${heirs.id}`,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: TeamErrorText.reassignConflict } });
    const [stillThere] = await ctx.db.select().from(t.userCompany).where(eq(t.userCompany.id, leaving.id));
    expect(stillThere!.deletedAt).toBeNull();
    const [jobNow] = await ctx.db.select().from(t.job).where(eq(t.job.id, job.id));
    expect(jobNow!.userId).toBe(leaver.id);

    await ctx.db
      .update(t.meeting)
      .set({ cancelledAt: sql`now()` })
      .where(eq(t.meeting.id, clash.id));
    expect(busy).toHaveLength(1);
    expect(
      (await api.call(boss.id, 'DELETE', `/api/user-company/${leaving.id}?reassignTo=${heirs.id}`)).status,
    ).toBe(204);
    const rows = await ctx.db.select().from(t.meeting);
    const recruiterOf = (id: number) => rows.find((m) => m.id === id)!.recruiterUserId;
    expect(recruiterOf(upcoming.id)).toBe(heir.id);
    expect(recruiterOf(past.id)).toBe(leaver.id);
    expect(recruiterOf(clash.id)).toBe(leaver.id);
  });

  it('lets a member leave on their own, and the company they last used falls back to another', async () => {
    const epsilon = await createCompany(ctx.db, { name: 'Epsilon Team', licenseId: 4 });
    const boss = await createUser(ctx.db, { firstname: 'Ester', lastname: 'Epsilon' });
    await addMember(ctx.db, {
      userId: boss.id,
      companyId: epsilon.id,
      companyRoleId: CompanyRoleId.companyAdmin,
    });
    const membership = await addMember(ctx.db, {
      userId: f.freelancer.id,
      companyId: epsilon.id,
      companyRoleId: CompanyRoleId.hiringAssistant,
    });
    await addMember(ctx.db, {
      userId: f.freelancer.id,
      companyId: f.beta.id,
      companyRoleId: CompanyRoleId.recruiter,
    });
    await ctx.db.update(t.user).set({ currentCompanyId: epsilon.id }).where(eq(t.user.id, f.freelancer.id));
    expect((await api.call(f.freelancer.id, 'DELETE', `/api/user-company/${membership.id}`)).status).toBe(
      204,
    );
    const menu = await ctx.request({ method: 'GET', url: '/api/company/@menu', as: f.freelancer.id });
    expect(menu.json().data).toEqual([expect.objectContaining({ id: f.beta.id, current: true })]);
    const [me] = await ctx.db.select().from(t.user).where(eq(t.user.id, f.freelancer.id));
    expect(me!.currentCompanyId).toBeNull();
  });
});

describe('two admins demoting each other at once', () => {
  const ctx = useTestApp({}, invitesOn);
  const api = teamCalls(ctx);

  it('lets one through and refuses the other: the company keeps an admin', async () => {
    for (let round = 0; round < 3; round++) {
      const company = await createCompany(ctx.db, { name: `Zeta ${round}`, licenseId: 4 });
      const [one, two] = await Promise.all(
        ['Uno', 'Due'].map((lastname) => createUser(ctx.db, { firstname: 'Zeta', lastname })),
      );
      const first = await addMember(ctx.db, {
        userId: one!.id,
        companyId: company.id,
        companyRoleId: CompanyRoleId.companyAdmin,
      });
      const second = await addMember(ctx.db, {
        userId: two!.id,
        companyId: company.id,
        companyRoleId: CompanyRoleId.companyAdmin,
      });
      const demote = (as: number, id: number) =>
        api.call(as, 'PATCH', `/api/user-company/${id}`, { companyRoleId: CompanyRoleId.recruiter });
      const results = await Promise.all([demote(one!.id, second.id), demote(two!.id, first.id)]);
      // The loser is refused either by the last-admin rule (409) or, when the winner committed before
      // its request was let in, because it is no admin any more (403).
      const statuses = results.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = (await api.members(one!.id)).body.data.filter((m: Member) => m.isAdmin);
      expect(admins).toHaveLength(1);
    }
  });
});
