import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { session as sessionTable } from '../src/db/schema/index.js';
import type { ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { setPassword } from '../src/modules/auth/passwords.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { testEnv, useTestApp } from './helpers.js';
import { bearer } from './identity-helpers.js';
import { openTwoInstances, type TwoInstances } from './two-instances.js';
import { teamCalls, teamCompanies } from './team-support.js';

/** The caller cache on (the test environment leaves it off unless asked): docs/performance.md. */
const cacheOn = { ACTOR_CACHE_MS: '5000' } as const;
const PASSWORD = 'Una-password-lunga-42';

describe('the cached caller of a token', () => {
  const ctx = useTestApp({}, cacheOn);
  const api = teamCalls(ctx);
  let f: Awaited<ReturnType<typeof teamCompanies>>;
  beforeAll(async () => {
    f = await teamCompanies(ctx.db);
  });
  const session = (userId: number) =>
    startSession({ db: ctx.db, config: ctx.config, userId }).then((s) => s.accessToken);
  const me = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

  it('logout ends the token on its next request', async () => {
    const token = await session(f.recruiter.id);
    expect(await me(token)).toBe(200);
    expect(await me(token)).toBe(200);
    const out = await ctx.app.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBeLessThan(300);
    expect(await me(token)).toBe(401);
  });

  it('a password change revokes the other sessions on their next request', async () => {
    await setPassword(ctx.db, f.betaAdmin.id, PASSWORD);
    const kept = await session(f.betaAdmin.id);
    const other = await session(f.betaAdmin.id);
    expect(await me(other)).toBe(200);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(kept),
      payload: {
        currentPassword: PASSWORD,
        password: `${PASSWORD}-nuova`,
        passwordConfirm: `${PASSWORD}-nuova`,
      },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    expect(await me(other)).toBe(401);
    expect(await me(kept)).toBe(200);
  });

  it('a role change applies on the next request, both ways', async () => {
    const role = (
      await api.call(f.admin.id, 'POST', '/api/company-role', { name: 'Cache', roles: { candidates: 'C' } })
    ).body.data as { id: number };
    await api.call(f.admin.id, 'PATCH', `/api/user-company/${f.assistantMembership.id}`, {
      companyRoleId: role.id,
    });
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(403);
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(403);
    await api.call(f.admin.id, 'PATCH', `/api/company-role/${role.id}`, { roles: { jobs: 'C' } });
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(200);
    await api.call(f.admin.id, 'PATCH', `/api/company-role/${role.id}`, { roles: { candidates: 'C' } });
    expect((await api.call(f.assistant.id, 'GET', '/api/job')).status).toBe(403);
  });

  it('a read in a POST body (@list, @fetch, notices, search) keeps the cached callers; a write does not', async () => {
    const token = await session(f.recruiter.id);
    const other = await session(f.admin.id);
    expect(await me(token)).toBe(200);
    // Revoked outside a request: the cached caller lasts until a write or its few seconds end.
    await ctx.db
      .update(sessionTable)
      .set({ revokedAt: new Date() })
      .where(eq(sessionTable.userId, f.recruiter.id));
    const reads = [
      { url: '/api/job/@list', payload: {} },
      { url: '/api/job/@fetch', payload: { idList: [] } },
      { url: '/api/notice/@fetch', payload: { idList: [] } },
      { url: '/api/search', payload: {} },
    ];
    for (const read of reads) {
      const res = await ctx.app.inject({ method: 'POST', headers: bearer(other), ...read });
      expect(res.statusCode, `${read.url}: ${res.body}`).toBe(200);
      expect(await me(token), read.url).toBe(200);
    }
    const write = await api.call(f.admin.id, 'POST', '/api/company-role', { name: 'Scrittura', roles: {} });
    expect(write.status).toBeLessThan(300);
    expect(await me(token)).toBe(401);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two instances on one PostgreSQL database: what one revokes, the other refuses at once. */
describe.skipIf(!serverUrl)('the cached caller across two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  let database: ThrowawayDatabase;
  let appA: FastifyInstance;
  let appB: FastifyInstance;
  let userId: number;

  beforeAll(async () => {
    two = await openTwoInstances(serverUrl!, cacheOn);
    ({ database, appA, appB } = two);
    userId = (await teamCompanies(database.handle.db)).recruiter.id;
  });
  afterAll(() => two?.close());

  it('logout on A is refused on B on the next request', async () => {
    const config = loadConfig({ ...testEnv });
    for (let i = 0; i < 5; i++) {
      const { accessToken } = await startSession({ db: database.handle.db, config, userId });
      const me = (app: FastifyInstance) =>
        app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(accessToken) });
      expect((await me(appB)).statusCode).toBe(200);
      expect((await me(appB)).statusCode).toBe(200);
      const out = await appA.inject({ method: 'GET', url: '/api/auth/logout', headers: bearer(accessToken) });
      expect(out.statusCode).toBeLessThan(300);
      expect((await me(appB)).statusCode).toBe(401);
      expect((await me(appA)).statusCode).toBe(401);
    }
  });
});
