import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { RoleId } from '@hiring/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createUser } from '../src/db/seed/factories.js';
import type { Actor } from '../src/http/actor.js';
import { romeDay } from '../src/modules/billing/billing-calendar.js';
import { ActivityMemo, registerActivityTracking } from '../src/modules/stats/activity.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';

describe('activity tracking (user_activity_day)', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
  });
  afterEach(() => vi.restoreAllMocks());

  const rowsOf = (userId: number) =>
    ctx.db.select().from(t.userActivityDay).where(eq(t.userActivityDay.userId, userId));
  /** The activity inserts made through the app's database from now on. */
  const countInserts = () => {
    const insert = ctx.db.insert.bind(ctx.db);
    const calls: unknown[] = [];
    vi.spyOn(ctx.db, 'insert').mockImplementation(((table: unknown) => {
      if (table === t.userActivityDay) calls.push(table);
      return insert(table as never);
    }) as never);
    return calls;
  };

  it('records a recruiter once per day and company, whatever the number of requests', async () => {
    const inserts = countInserts();
    for (let i = 0; i < 3; i++) {
      expect((await ctx.request({ method: 'GET', url: '/api/auth/user', as: f.adminA.id })).statusCode).toBe(
        200,
      );
    }
    await vi.waitFor(async () => expect(await rowsOf(f.adminA.id)).toHaveLength(1));
    expect(await rowsOf(f.adminA.id)).toEqual([
      { userId: f.adminA.id, day: romeDay(new Date()), companyId: f.companyA.id, roleId: RoleId.recruiter },
    ]);
    expect(inserts).toHaveLength(1);
  });

  it('records candidates and back-office users with company 0, and nothing for anonymous calls', async () => {
    await ctx.request({ method: 'GET', url: '/api/auth/user', as: f.candidate.id });
    await ctx.request({ method: 'GET', url: '/api/auth/user', as: su });
    const inserts = countInserts();
    await ctx.request({ method: 'GET', url: '/api/version' });
    await vi.waitFor(async () => {
      expect(await rowsOf(f.candidate.id)).toMatchObject([{ companyId: 0, roleId: RoleId.user }]);
      expect(await rowsOf(su)).toMatchObject([{ companyId: 0, roleId: RoleId.admin }]);
    });
    expect(inserts).toHaveLength(0);
  });

  it('records nothing for the user an admin impersonates', async () => {
    const res = await ctx.request({ method: 'PATCH', url: `/api/auth/@@su/${f.adminB.id}`, as: su });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().data.accessToken as string;
    for (const url of ['/api/auth/user', '/api/job']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    }
    // A later request of another user is recorded: the impersonated ones had their turn before it.
    await ctx.request({ method: 'GET', url: '/api/auth/user', as: f.assistantA.id });
    await vi.waitFor(async () => expect(await rowsOf(f.assistantA.id)).toHaveLength(1));
    expect(await rowsOf(f.adminB.id)).toEqual([]);
  });

  it('never fails the request when the write fails, and tries again on the next one', async () => {
    const insert = ctx.db.insert.bind(ctx.db);
    let failures = 0;
    vi.spyOn(ctx.db, 'insert').mockImplementation(((table: unknown) => {
      if (table === t.userActivityDay && failures++ === 0) throw new Error('database down');
      return insert(table as never);
    }) as never);
    const loner = f.loner.id;
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', as: loner })).statusCode).toBe(200);
    await vi.waitFor(() => expect(failures).toBe(1));
    expect(await rowsOf(loner)).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/auth/user', as: loner })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await rowsOf(loner)).toHaveLength(1));
  });

  it('writes again when the day changes in Italy, and forgets the day before', async () => {
    const app = Fastify();
    let now = new Date('2026-03-28T22:59:00Z'); // 28 March, 23:59 in Italy
    const actor: Actor = {
      userId: f.adminA.id,
      sessionId: 's',
      impersonatorUserId: null,
      roleId: RoleId.recruiter,
      isSu: false,
      isAdmin: false,
      adminPermissions: [],
      companyId: f.companyA.id,
      companyIds: [f.companyA.id],
      roles: {},
    };
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (req) => {
      req.actor = actor;
    });
    registerActivityTracking(app, ctx.db, () => now);
    app.get('/ping', async () => 'pong');
    const inserts = countInserts();
    await app.inject({ method: 'GET', url: '/ping' });
    await app.inject({ method: 'GET', url: '/ping' });
    now = new Date('2026-03-28T23:00:00Z'); // 29 March, 00:00
    await app.inject({ method: 'GET', url: '/ping' });
    await app.inject({ method: 'GET', url: '/ping' });
    const days = async () =>
      (
        await ctx.db
          .select({ day: t.userActivityDay.day })
          .from(t.userActivityDay)
          .where(
            and(eq(t.userActivityDay.userId, f.adminA.id), eq(t.userActivityDay.companyId, f.companyA.id)),
          )
      )
        .map((r) => r.day)
        .filter((d) => d < '2026-04-01')
        .sort();
    await vi.waitFor(async () => expect(await days()).toEqual(['2026-03-28', '2026-03-29']));
    expect(inserts).toHaveLength(2);
    await app.close();
  });

  it('keeps one day in its memo', () => {
    const memo = new ActivityMemo();
    expect(memo.firstToday('2026-03-28', 1, 0)).toBe(true);
    expect(memo.firstToday('2026-03-28', 1, 0)).toBe(false);
    expect(memo.firstToday('2026-03-28', 1, 7)).toBe(true);
    expect(memo.firstToday('2026-03-28', 2, 0)).toBe(true);
    expect(memo.size).toBe(3);
    expect(memo.firstToday('2026-03-29', 1, 0)).toBe(true);
    expect(memo.size).toBe(1);
  });
});
