import { STATUS_CODES } from 'node:http';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { CompanyRoleId, RoleId } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import { addMember, createApplication, createCandidate, createUser } from '../src/db/seed/factories.js';
import * as t from '../src/db/schema/index.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import type { Config } from '../src/config.js';
import { useTestApp, type TestContext } from './helpers.js';

/**
 * The people of the saved-search and saved-profile tests, on top of {@link twoCompanies}: more
 * members of A (a recruiter, one with U only for candidates, one without the candidates key, a
 * disabled one, one who left) and * candidates A may or may not see.
 */
export async function savedWorld(db: Database) {
  const f = await twoCompanies(db);
  const recruiterA = await createUser(db, { firstname: 'Rita', lastname: 'Alfa' });
  await addMember(db, {
    userId: recruiterA.id,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
  const ownOnlyA = await memberWithRole(db, f.companyA.id, { candidates: 'U', jobs: 'U' }, 'Ugo');
  const noCandidatesA = await memberWithRole(db, f.companyA.id, { jobs: 'C' }, 'Nina');
  const disabledA = await createUser(db, { firstname: 'Dino', lastname: 'Alfa', roleId: RoleId.disabled });
  await addMember(db, {
    userId: disabledA.id,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.recruiter,
  });
  const formerA = await createUser(db, { firstname: 'Ex', lastname: 'Alfa' });
  const leftAt = new Date();
  await db.insert(t.userCompany).values({
    userId: formerA.id,
    companyId: f.companyA.id,
    companyRoleId: CompanyRoleId.recruiter,
    deletedAt: leftAt,
  });

  // Searchable: every company sees them.
  const mario = await createCandidate(
    db,
    { firstname: 'Mario', lastname: 'Rossi', picture: 'pictures/mario.jpg', email: 'mario@example.test' },
    { detail: { headline: 'TypeScript developer', phone: '+39 333 1234567' } },
  );
  const giulia = await createCandidate(db, { firstname: 'Giulia', lastname: 'Bianchi' });
  // Not searchable and never applied: nobody sees them. Not searchable but applied to A: only A.
  const hidden = await createCandidate(db, { firstname: 'Sara', lastname: 'Nascosta' });
  const appliedToA = await createCandidate(db, { firstname: 'Paola', lastname: 'Candidata' });
  await db.insert(t.userPreference).values([
    { userId: hidden.id, searchable: false },
    { userId: appliedToA.id, searchable: false },
  ]);
  await createApplication(db, {
    jobId: f.jobA1.id,
    userId: appliedToA.id,
    jobApplicationStatusId: f.columnsA1[0]!.id,
  });
  return { ...f, recruiterA, ownOnlyA, noCandidatesA, disabledA, formerA, mario, giulia, hidden, appliedToA };
}

export type SavedWorld = Awaited<ReturnType<typeof savedWorld>>;

/** A test app holding the {@link savedWorld}; `w` is filled in before the suite's tests run. */
export function useSavedWorld(overrides: Partial<Config> = {}): { ctx: TestContext; w: SavedWorld } {
  const ctx = useTestApp(overrides);
  const w = {} as SavedWorld;
  beforeAll(async () => {
    Object.assign(w, await savedWorld(ctx.db));
  });
  return { ctx, w };
}

const tableOf = (resource: SavedResource) => (resource === 'saved-search' ? t.savedSearch : t.savedUser);

/** Every route of one saved resource, as a given user. */
type SavedResource = 'saved-search' | 'saved-user';

/** The generic routes of one resource, called as a given user. */
export function savedCalls(ctx: TestContext, resource: string) {
  const base = `/api/${resource}`;
  return {
    create: (as: number, payload: object) => ctx.request({ method: 'POST', url: base, as, payload }),
    list: (as: number, query = '') => ctx.request({ method: 'GET', url: `${base}${query}`, as }),
    get: (as: number, id: number, query = '') =>
      ctx.request({ method: 'GET', url: `${base}/${id}${query}`, as }),
    update: (as: number, id: number, payload: object) =>
      ctx.request({ method: 'PATCH', url: `${base}/${id}`, as, payload }),
    remove: (as: number, id: number) => ctx.request({ method: 'DELETE', url: `${base}/${id}`, as }),
    ids: (as: number, payload: object = {}) =>
      ctx.request({ method: 'POST', url: `${base}/@list`, as, payload }),
    fetch: (as: number, payload: object) =>
      ctx.request({ method: 'POST', url: `${base}/@fetch`, as, payload }),
    share: (as: number, id: number, userId: unknown) =>
      ctx.request({ method: 'POST', url: `${base}/share/${id}`, as, payload: { userId } }),
  };
}

export type SavedCalls = ReturnType<typeof savedCalls>;

/** The `data` of a successful answer, after checking its status. */
export function dataOf<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

/** The ids of a list answer. */
export function idsOf(res: LightMyRequestResponse): number[] {
  return dataOf<Array<{ id: number }>>(res).map((r) => r.id);
}

/** An error in the catalogue's shape (spec section 8); returns its message(s) joined. */
export function expectError(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { statusCode: number; error: string; message: string | string[] };
  expect(body).toEqual({ statusCode: status, error: STATUS_CODES[status], message: body.message });
  expect(body.message.length).toBeGreaterThan(0);
  return Array.isArray(body.message) ? body.message.join('; ') : body.message;
}

/** How many rows a table holds, soft-deleted ones included: proof that a refused call wrote nothing. */
export async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row!.n);
}

/** Runs a call that must be refused with `status` and checks that the table did not change. */
export async function refusedWithoutWrite(
  db: Database,
  table: PgTable,
  status: number,
  call: () => Promise<LightMyRequestResponse>,
): Promise<string> {
  const before = await rowCount(db, table);
  const message = expectError(await call(), status);
  expect(await rowCount(db, table)).toBe(before);
  return message;
}

/**
 * The recipients a share of `id` (by A's admin) must refuse, writing nothing: the caller (400), a
 * member without the candidates key (400), and anyone but a live teammate (404).
 */
export async function expectShareRefusals(
  ctx: TestContext,
  resource: SavedResource,
  w: SavedWorld,
  id: number,
): Promise<void> {
  const api = savedCalls(ctx, resource);
  const table = tableOf(resource);
  const share = (userId: number) => () => api.share(w.adminA.id, id, userId);
  await refusedWithoutWrite(ctx.db, table, 400, share(w.adminA.id));
  await refusedWithoutWrite(ctx.db, table, 400, share(w.noCandidatesA.id));
  for (const userId of [
    w.adminB.id,
    w.loner.id,
    w.mario.id,
    w.candidate.id,
    w.formerA.id,
    w.disabledA.id,
    999_999,
  ]) {
    const message = await refusedWithoutWrite(ctx.db, table, 404, share(userId));
    expect(message).toBe(`user ${userId} not found`);
  }
}

/**
 * Record `id` (A's) and creating with `body` are refused, writing nothing, to a member without the
 * candidates key, a user without a company and a candidate (403), and to an anonymous caller (401).
 */
export async function expectCandidatesKeyNeeded(
  ctx: TestContext,
  resource: SavedResource,
  w: SavedWorld,
  id: number,
  body: object,
): Promise<void> {
  const api = savedCalls(ctx, resource);
  const table = tableOf(resource);
  for (const as of [w.noCandidatesA.id, w.loner.id, w.mario.id]) {
    await refusedWithoutWrite(ctx.db, table, 403, () => api.share(as, id, w.recruiterA.id));
    await refusedWithoutWrite(ctx.db, table, 403, () => api.create(as, body));
    expectError(await api.list(as), 403);
    expectError(await api.get(as, id), 403);
    expectError(await api.remove(as, id), 403);
  }
  const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.request({ method, url: `/api/${resource}${url}`, payload });
  expectError(await anonymous('GET', ''), 401);
  expectError(await anonymous('POST', `/share/${id}`, { userId: w.recruiterA.id }), 401);
  expect((await api.get(w.adminA.id, id)).statusCode).toBe(200);
}

/** With its module disabled, none of the resource's routes is mounted: all 404, nothing written. */
export async function expectNotMounted(
  ctx: TestContext,
  resource: SavedResource,
  w: SavedWorld,
  bodies: { create: object; update: object },
): Promise<void> {
  const api = savedCalls(ctx, resource);
  const table = tableOf(resource);
  const as = w.adminA.id;
  await refusedWithoutWrite(ctx.db, table, 404, () => api.create(as, bodies.create));
  await refusedWithoutWrite(ctx.db, table, 404, () => api.share(as, 1, w.recruiterA.id));
  expectError(await api.list(as), 404);
  expectError(await api.get(as, 1), 404);
  expectError(await api.update(as, 1, bodies.update), 404);
  expectError(await api.remove(as, 1), 404);
  expectError(await api.ids(as), 404);
  expectError(await api.fetch(as, { idList: [1] }), 404);
}
