import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPermissions, RoleId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { seedDatabase } from '../src/db/seed/seed.js';
import { useTestApp } from './helpers.js';

const count = (n: Array<{ n: number }>) => n[0]!.n;
const countExpr = sql<number>`count(*)::int`;

describe('demo data', () => {
  const ctx = useTestApp();

  it('seeds companies, staff, candidates, jobs in every status, applications and chats, once', async () => {
    const first = await seedDatabase(ctx.db, { demo: true });
    expect(first.demoLogins.map((l) => l.email)).toEqual(
      expect.arrayContaining(['su@hiring.demo', 'admin@hiring.demo', 'giulia.rossi@tecnoware.demo']),
    );
    // One candidate, for the candidate app.
    const candidate = first.demoLogins.find((l) => l.role.startsWith('candidate'));
    const [candidateRow] = await ctx.db
      .select()
      .from(t.user)
      .where(eq(t.user.email, candidate?.email ?? ''));
    expect(candidateRow?.roleId).toBe(3);
    const db = ctx.db;
    expect(count(await db.select({ n: countExpr }).from(t.company))).toBeGreaterThanOrEqual(2);
    expect(
      count(await db.select({ n: countExpr }).from(t.user).where(eq(t.user.roleId, 3))),
    ).toBeGreaterThanOrEqual(60);
    expect(count(await db.select({ n: countExpr }).from(t.userProfessionalSkill))).toBeGreaterThanOrEqual(
      180,
    );
    const [admin] = await db.select().from(t.user).where(eq(t.user.email, 'admin@hiring.demo'));
    expect(admin).toMatchObject({
      isAdmin: true,
      adminPermissions: expect.arrayContaining([
        'sudoer',
        'job-pricing',
        'user-stats',
        'enrollment',
        'human-approval',
      ]),
    });
    // One back-office admin per single permission (README), to see each page with and without it.
    for (const permission of adminPermissions) {
      const [single] = await db
        .select()
        .from(t.user)
        .where(eq(t.user.email, `admin.${permission}@hiring.demo`));
      expect(single).toMatchObject({ isAdmin: true, adminPermissions: [permission] });
    }
    // Ninety days of use, staff in their companies and candidates, for the statistics.
    const activity = await db
      .select({ roleId: t.userActivityDay.roleId, n: countExpr })
      .from(t.userActivityDay)
      .groupBy(t.userActivityDay.roleId);
    expect(activity.find((a) => a.roleId === RoleId.recruiter)?.n).toBeGreaterThan(300);
    expect(activity.find((a) => a.roleId === RoleId.user)?.n).toBeGreaterThan(300);
    const stamps = [t.job.publishedAt, t.job.suspendedAt, t.job.archivedAt, t.job.importedAt];
    for (const stamp of stamps)
      expect(count(await db.select({ n: countExpr }).from(t.job).where(isNotNull(stamp)))).toBeGreaterThan(0);
    const drafts = sql`${t.job.publishedAt} IS NULL AND ${t.job.importedAt} IS NULL AND ${t.job.archivedAt} IS NULL`;
    expect(count(await db.select({ n: countExpr }).from(t.job).where(drafts))).toBeGreaterThan(0);
    expect(
      count(
        await db
          .select({ n: countExpr })
          .from(t.application)
          .where(isNotNull(t.application.jobApplicationStatusId)),
      ),
    ).toBeGreaterThan(10);
    expect(
      count(
        await db
          .select({ n: countExpr })
          .from(t.application)
          .where(isNull(t.application.jobApplicationStatusId)),
      ),
    ).toBeGreaterThan(0);
    expect(count(await db.select({ n: countExpr }).from(t.chat))).toBeGreaterThanOrEqual(3);
    expect(count(await db.select({ n: countExpr }).from(t.message))).toBeGreaterThanOrEqual(10);

    const again = await seedDatabase(ctx.db, { demo: true });
    expect(again.demoLogins).toEqual(first.demoLogins);
    expect(count(await db.select({ n: countExpr }).from(t.company))).toBe(3);
  });

  it('lets a demo recruiter sign in and see their company’s board', async () => {
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'giulia.rossi@tecnoware.demo', password: 'Demo2026!' },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.accessToken as string;
    const jobs = await ctx.app.inject({
      method: 'GET',
      url: '/api/job?include=company',
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = jobs.json().data as Array<{ company: { name: string } }>;
    expect(rows.length).toBe(6);
    expect(new Set(rows.map((r) => r.company.name))).toEqual(new Set(['Tecnoware S.r.l.']));
    // The seeded chats are conversations she reaches: the candidates' lines are still unread.
    const chats = await ctx.app.inject({
      method: 'GET',
      url: '/api/chat',
      headers: { authorization: `Bearer ${token}` },
    });
    const conversations = chats.json().data as Array<{
      chatter: { kind: string };
      lastMessage: { mine: boolean } | null;
      unreadCount: number;
    }>;
    expect(conversations.length).toBeGreaterThan(0);
    for (const c of conversations) {
      expect(c).toMatchObject({ chatter: { kind: 'candidate' }, lastMessage: { mine: true } });
      expect(c.unreadCount).toBeGreaterThanOrEqual(2);
    }
  });
});
