import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CompanyRoleId } from '@hiring/domain';
import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';
import {
  addMember,
  createApplication,
  createBoardColumns,
  createCandidate,
  createCompany,
  createJob,
  createUser,
  type JobStatusSeed,
} from '../src/db/seed/factories.js';
import type { Actor } from '../src/http/actor.js';
import { loadActor } from '../src/modules/auth/load-actor.js';
import { startSession } from '../src/modules/auth/sessions.js';
import type { TestContext } from './helpers.js';

/** Two ids of each seeded reference table the job content names. */
export async function referenceIds(db: Database) {
  const two = async (table: typeof s.workArea | typeof s.language | typeof s.location) => {
    const rows = await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(2);
    return rows.map((r) => r.id);
  };
  return {
    workArea: await two(s.workArea),
    seniority: await two(s.seniority as never),
    skill: await two(s.professionalSkill as never),
    language: await two(s.language),
    level: await two(s.languageLevel as never),
    softSkill: await two(s.softSkill as never),
    education: await two(s.education as never),
    licence: await two(s.driverLicense as never),
    availability: await two(s.availability as never),
    protectedClass: await two(s.protectedClass as never),
    location: await two(s.location),
  };
}

/** An id as a path segment: a number, or a bad one ('abc', '-1', 2^40) for the 400 checks. */
type Id = number | string;

/** The job calls, as a given user (none: anonymous). */
export function jobCalls(t: TestContext) {
  return {
    create: (as: number, payload: object) => t.request({ method: 'POST', url: '/api/job', as, payload }),
    get: (as: number | undefined, id: Id) => t.request({ method: 'GET', url: `/api/job/${id}`, as }),
    content: (as: number | undefined, id: Id, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/job/content/${id}`, as, payload }),
    update: (as: number | undefined, id: Id, payload: object) =>
      t.request({ method: 'PATCH', url: `/api/job/${id}`, as, payload }),
    status: (as: number | undefined, id: Id, status: string) =>
      t.request({ method: 'PATCH', url: `/api/job/status/${id}`, as, payload: { status } }),
    statusBody: (as: number, id: Id, payload: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/api/job/status/${id}`,
        as,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
    duplicate: (as: number | undefined, id: Id) =>
      t.request({ method: 'POST', url: `/api/job/duplicate/${id}`, as }),
    remove: (as: number | undefined, id: Id) => t.request({ method: 'DELETE', url: `/api/job/${id}`, as }),
    journal: (as: number | undefined, id: Id, query = '') =>
      t.request({ method: 'GET', url: `/api/job/journal/${id}${query}`, as }),
    link: (as: number | undefined, id: Id) =>
      t.request({ method: 'GET', url: `/api/job/dynamic-link/${id}`, as }),
    overview: (as: number | undefined, query = '') =>
      t.request({ method: 'GET', url: `/api/job/@overview${query}`, as }),
    dump: (as: number | undefined) => t.request({ method: 'GET', url: '/api/job/@dump', as }),
    board: (as: number | undefined, id: Id) => t.request({ method: 'GET', url: `/api/board/${id}`, as }),
  };
}

export type JobCalls = ReturnType<typeof jobCalls>;

/** Every call that names one job, so isolation and bad-id checks cover them all. */
export function perJobCalls(api: JobCalls) {
  return {
    get: (as: number | undefined, id: Id) => api.get(as, id),
    content: (as: number | undefined, id: Id) => api.content(as, id, { description: 'Presa' }),
    update: (as: number | undefined, id: Id) => api.update(as, id, { description: 'Presa' }),
    active: (as: number | undefined, id: Id) => api.status(as, id, 'ACTIVE'),
    hold: (as: number | undefined, id: Id) => api.status(as, id, 'HOLD'),
    close: (as: number | undefined, id: Id) => api.status(as, id, 'CLOSE'),
    duplicate: (as: number | undefined, id: Id) => api.duplicate(as, id),
    remove: (as: number | undefined, id: Id) => api.remove(as, id),
    journal: (as: number | undefined, id: Id) => api.journal(as, id),
    link: (as: number | undefined, id: Id) => api.link(as, id),
  };
}

/** Ids the path schema refuses (400, never a 500 from the database). */
export const badIds = ['abc', '-1', '0', '1.5', String(2 ** 40), '2147483648'];

/** A 404 that tells nothing: no data, and not the job's name. */
export function expectHidden(res: LightMyRequestResponse, secret: string, label = ''): void {
  expect(res.statusCode, `${label} ${res.body}`).toBe(404);
  expect(res.json()).not.toHaveProperty('data');
  expect(res.body).not.toContain(secret);
}

/** The stored job row (every column, deleted or not). */
export async function jobRow(db: Database, id: number) {
  const [row] = await db.select().from(s.job).where(eq(s.job.id, id));
  return row!;
}

/** A job its owner may publish (name and description), made through the API; its id. */
export async function publishableJob(api: JobCalls, as: number, name = 'Pubblicabile'): Promise<number> {
  const res = await api.create(as, { name, description: `${name}: descrizione` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** The journal's events, newest first (kind and data). */
export async function journalOf(api: JobCalls, as: number, id: number) {
  const res = await api.journal(as, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ kind: string; data: Record<string, unknown> }>;
}

/** A new user, member of the company with the given company role. */
export async function memberOf(
  db: Database,
  companyId: number,
  companyRoleId: number,
  values: Parameters<typeof createUser>[1] = {},
) {
  const member = await createUser(db, values);
  await addMember(db, { userId: member.id, companyId, companyRoleId });
  return member;
}

/** A company flagged `requiresApproval`, with its admin (C on every key). */
export async function approvalCompany(db: Database) {
  const company = await createCompany(db, { name: 'Gamma Approvazioni', requiresApproval: true });
  const admin = await memberOf(db, company.id, CompanyRoleId.companyAdmin, {
    firstname: 'Gina',
    lastname: 'Gamma',
  });
  return { company, admin };
}

/** The actor of a user, as the guard builds it from a fresh session. */
export async function actorOf(t: TestContext, userId: number): Promise<Actor> {
  const session = await startSession({ db: t.db, config: t.config, userId });
  const loaded = await loadActor(t.db, { userId, sessionId: session.sessionId, impersonatorUserId: null });
  if (!('actor' in loaded)) throw new Error(`no actor for user ${userId}`);
  return loaded.actor;
}

/**
 * A company for the job list and the export: one job of each status (created on days 1 to 5, last
 * modified in the reverse order), a deleted one, owners split between its admin and a hiring
 * assistant (U only), and applications: the published job has 2 new (no column), one in each of
 * its first two columns and a deleted one; the suspended job has 1 new.
 */
export async function overviewCompany(db: Database) {
  const company = await createCompany(db, { name: 'Delta Elenco' });
  const admin = await memberOf(db, company.id, CompanyRoleId.companyAdmin, {
    firstname: 'Dora',
    lastname: 'Delta',
  });
  const assistant = await memberOf(db, company.id, CompanyRoleId.hiringAssistant, {
    firstname: 'Dino',
    lastname: 'Delta',
  });
  const day = (n: number) => new Date(Date.UTC(2025, 0, n, 9));
  const make = (name: string, status: JobStatusSeed, userId: number, n: number, extra = {}) =>
    createJob(
      db,
      {
        companyId: company.id,
        userId,
        name,
        description: `${name}: descrizione`,
        createdAt: day(n),
        updatedAt: day(6 - n),
        ...extra,
      },
      status,
    );
  const jobs = {
    published: await make('Delta Analista', 'published', admin.id, 1, { aiPrompt: 'Cerco un analista' }),
    suspended: await make('delta Backend', 'suspended', assistant.id, 2),
    archived: await make('Zeta archivio', 'archived', admin.id, 3),
    draft: await make('Bozza 100%_x', 'draft', assistant.id, 4),
    imported: await make('Importato', 'imported', admin.id, 5),
    deleted: await make('Delta cancellato', 'draft', admin.id, 6, { deletedAt: new Date() }),
  };
  const columns = await createBoardColumns(db, jobs.published.id);
  const apply = async (jobId: number, jobApplicationStatusId: number | null, deletedAt: Date | null = null) =>
    createApplication(db, {
      jobId,
      userId: (await createCandidate(db)).id,
      jobApplicationStatusId,
      deletedAt,
    });
  await apply(jobs.published.id, null);
  await apply(jobs.published.id, null);
  await apply(jobs.published.id, columns[0]!.id);
  await apply(jobs.published.id, columns[1]!.id);
  await apply(jobs.published.id, columns[1]!.id, new Date());
  await apply(jobs.suspended.id, null);
  await apply(jobs.deleted.id, null);
  return { company, admin, assistant, jobs, columns };
}
