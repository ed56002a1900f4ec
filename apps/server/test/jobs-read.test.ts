import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoleId, jobContentKeys } from '@hiring/domain';
import * as s from '../src/db/schema/index.js';
import { addMember, createBoardColumns, createJob, createUser } from '../src/db/seed/factories.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import {
  badIds,
  expectHidden,
  jobCalls,
  jobRow,
  journalOf,
  memberOf,
  overviewCompany,
  perJobCalls,
  publishableJob,
} from './jobs-support.js';

/** The template has {jobId} twice: inside an already URL-encoded deep link, and as a plain parameter. */
const JOB_LINK =
  'https://hiring.page.link/?link=https%3A%2F%2Fjobs.example%2Fjob%2F{jobId}%3Fref%3Dshare&apn=com.hiring&utm_content={jobId}';

type Row = { id: number; status: string; name: string };
const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);

/** Duplicate, delete, journal, dynamic link, overview and dump, and tenant isolation on every job call. */
describe('job reads and copies', () => {
  const t = useTestApp({ firebase: { jobLink: JOB_LINK, redirect: 'https://hiring.example/talents' } });
  const api = jobCalls(t);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let d: Awaited<ReturnType<typeof overviewCompany>>;
  beforeAll(async () => {
    f = await twoCompanies(t.db);
    d = await overviewCompany(t.db);
  });

  const columnsOf = (jobId: number) =>
    t.db
      .select({
        id: s.jobApplicationStatus.id,
        name: s.jobApplicationStatus.name,
        order: s.jobApplicationStatus.order,
        special: s.jobApplicationStatus.special,
      })
      .from(s.jobApplicationStatus)
      .where(and(eq(s.jobApplicationStatus.jobId, jobId), isNull(s.jobApplicationStatus.deletedAt)))
      .orderBy(asc(s.jobApplicationStatus.order), asc(s.jobApplicationStatus.id));
  const rowsIn = async (table: typeof s.job | typeof s.jobEvent) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  const withoutIds = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);

  describe('POST /job/duplicate/{id}', () => {
    it('copies content and columns into a new draft of the caller’s company, owned by the caller', async () => {
      const source = await publishableJob(api, f.assistantA.id, 'Originale');
      await api.content(f.assistantA.id, source, {
        requirements: ['Inglese'],
        benefits: ['Buoni pasto'],
        contractType: 'permanent',
        salaryMinCents: 100_000,
        salaryMaxCents: 200_000,
      });
      expect((await api.status(f.assistantA.id, source, 'ACTIVE')).statusCode).toBe(200);
      const sourceColumns = await createBoardColumns(t.db, source);
      await t.db
        .update(s.jobApplicationStatus)
        .set({ deletedAt: new Date() })
        .where(eq(s.jobApplicationStatus.id, sourceColumns[2]!.id));
      const original = (await api.get(f.adminA.id, source)).json().data;

      // A's admin (C) copies the assistant's post: the copy is the admin's.
      const res = await api.duplicate(f.adminA.id, source);
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json().data;
      expect(copy.id).not.toBe(source);
      expect(copy).toMatchObject({
        companyId: f.companyA.id,
        userId: f.adminA.id,
        status: 'draft',
        name: 'Originale (copia)',
        description: original.description,
        salaryMinCents: 100_000,
        publishedAt: null,
        suspendedAt: null,
        archivedAt: null,
        importedAt: null,
        approvalRequestedAt: null,
        approvedAt: null,
      });
      expect(copy.content).toEqual({ ...original.content, name: 'Originale (copia)' });
      // Its own columns: the source's live ones, same names, order and kinds, new ids.
      const copied = await columnsOf(copy.id);
      expect(withoutIds(copied)).toEqual(withoutIds(await columnsOf(source)));
      expect(copied).toHaveLength(4);
      expect(copied.map((c) => c.id)).not.toContain(sourceColumns[0]!.id);
      // Journalled on the copy; the source is untouched.
      const journal = await journalOf(api, f.adminA.id, copy.id);
      expect(journal).toEqual([
        expect.objectContaining({
          kind: 'duplicated',
          data: { fromJobId: source },
          user: { id: f.adminA.id, firstname: 'Anna', lastname: 'Alfa' },
        }),
      ]);
      expect((await api.get(f.adminA.id, source)).json().data).toEqual(original);
    });

    it('names the copy in the caller’s language, keeps the name length, copies no columns when none', async () => {
      const english = await memberOf(t.db, f.companyA.id, CompanyRoleId.recruiter, { lang: 'en' });
      const long = await createJob(t.db, {
        companyId: f.companyA.id,
        userId: f.adminA.id,
        name: 'N'.repeat(200),
      });
      const res = await api.duplicate(english.id, long.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.name).toBe(`${'N'.repeat(193)} (copy)`);
      expect(res.json().data.userId).toBe(english.id);
      expect(await columnsOf(res.json().data.id)).toEqual([]);
      // An archived post can be copied too; the copy starts again as a draft.
      const archived = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'archived');
      expect((await api.duplicate(f.adminA.id, archived.id)).json().data.status).toBe('draft');
    });

    it('lets a U-only member copy their own posts only', async () => {
      const res = await api.duplicate(f.assistantA.id, f.jobA2.id);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ userId: f.assistantA.id, name: 'Alfa designer (copia)' });
      expectHidden(await api.duplicate(f.assistantA.id, f.jobA1.id), f.jobA1.name);
    });
  });

  describe('DELETE /job/{id}', () => {
    it('soft-deletes a draft: 204, journalled, gone from every read, list, export and the board', async () => {
      const id = await publishableJob(api, f.adminA.id, 'Bozza da cancellare');
      await createBoardColumns(t.db, id);
      const res = await api.remove(f.adminA.id, id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const row = await jobRow(t.db, id);
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.name).toBe('Bozza da cancellare');
      const events = await t.db
        .select()
        .from(s.jobEvent)
        .where(eq(s.jobEvent.jobId, id))
        .orderBy(asc(s.jobEvent.id));
      expect(events.map((e) => e.kind)).toEqual(['created', 'deleted']);
      expect(events[1]).toMatchObject({ userId: f.adminA.id, data: { name: 'Bozza da cancellare' } });

      for (const [name, call] of Object.entries(perJobCalls(api))) {
        expectHidden(await call(f.adminA.id, id), 'Bozza da cancellare', name);
      }
      expectHidden(await api.board(f.adminA.id, id), 'Bozza da cancellare', 'board');
      for (const filter of ['all', 'draft']) {
        expect(ids((await api.overview(f.adminA.id, `?filter=${filter}`)).json().data)).not.toContain(id);
      }
      expect(ids((await api.dump(f.adminA.id)).json().data.jobs)).not.toContain(id);
      const list = await t.request({ method: 'GET', url: '/api/job', as: f.adminA.id });
      expect(list.statusCode).toBe(200);
      expect(ids(list.json().data)).not.toContain(id);
      expect((await jobRow(t.db, id)).deletedAt).toEqual(row.deletedAt);
    });

    it('deletes imported posts too, never one that went live (400, nothing changed)', async () => {
      const imported = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'imported');
      expect((await api.remove(f.adminA.id, imported.id)).statusCode).toBe(204);
      for (const status of ['published', 'suspended', 'archived'] as const) {
        const live = await createJob(t.db, { companyId: f.companyA.id, userId: f.adminA.id }, status);
        const res = await api.remove(f.adminA.id, live.id);
        expect(res.statusCode, status).toBe(400);
        expect(res.json().message).toBe('Only a draft or an imported job can be deleted');
        expect(await jobRow(t.db, live.id)).toEqual(live);
      }
    });

    it('lets a U-only member delete their own drafts only', async () => {
      const mine = await createJob(t.db, { companyId: f.companyA.id, userId: f.assistantA.id });
      const admins = await createJob(t.db, {
        companyId: f.companyA.id,
        userId: f.adminA.id,
        name: 'Dell’admin',
      });
      expectHidden(await api.remove(f.assistantA.id, admins.id), 'Dell’admin');
      expect((await jobRow(t.db, admins.id)).deletedAt).toBeNull();
      expect((await api.remove(f.assistantA.id, mine.id)).statusCode).toBe(204);
    });
  });

  describe('GET /job/journal/{id}', () => {
    it('lists what happened, who and when, newest first', async () => {
      const id = await publishableJob(api, f.assistantA.id, 'Diario');
      await api.content(f.adminA.id, id, { requirements: ['SQL'], description: 'Nuova descrizione' });
      await api.status(f.assistantA.id, id, 'ACTIVE');
      await api.status(f.adminA.id, id, 'HOLD');
      await api.status(f.adminA.id, id, 'CLOSE');
      const res = await api.journal(f.adminA.id, id);
      expect(res.statusCode).toBe(200);
      const events = res.json().data as Array<{
        id: number;
        createdAt: string;
        user: unknown;
        impersonator: unknown;
      }>;
      const anna = { id: f.adminA.id, firstname: 'Anna', lastname: 'Alfa' };
      const aldo = { id: f.assistantA.id, firstname: 'Aldo', lastname: 'Alfa' };
      expect(events).toEqual([
        expect.objectContaining({
          kind: 'status',
          data: { action: 'CLOSE', from: 'suspended', to: 'archived' },
        }),
        expect.objectContaining({
          kind: 'status',
          data: { action: 'HOLD', from: 'published', to: 'suspended' },
        }),
        expect.objectContaining({
          kind: 'status',
          data: { action: 'ACTIVE', from: 'draft', to: 'published' },
        }),
        expect.objectContaining({ kind: 'content', data: { keys: ['description', 'requirements'] } }),
        expect.objectContaining({ kind: 'created', data: { name: 'Diario' } }),
      ]);
      expect(events.map((e) => e.user)).toEqual([anna, anna, aldo, anna, aldo]);
      expect(events.every((e) => e.impersonator === null)).toBe(true);
      const times = events.map((e) => Date.parse(e.createdAt));
      expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
      expect(events.map((e) => e.id)).toEqual([...events.map((e) => e.id)].sort((a, b) => b - a));
      // The owner (U) reads their post's journal; take narrows to the newest.
      const newest = await api.journal(f.assistantA.id, id, '?take=2');
      expect(newest.json().data).toEqual(events.slice(0, 2));
      for (const query of ['?take=0', '?take=1001', '?take=abc', '?bogus=1']) {
        expect((await api.journal(f.adminA.id, id, query)).statusCode, query).toBe(400);
      }
    });

    it('names the impersonated user and the admin really acting', async () => {
      const su = await createUser(t.db, { isSu: true, firstname: 'Sara', lastname: 'Super' });
      const session = await startSession({
        db: t.db,
        config: t.config,
        userId: f.adminA.id,
        impersonatorUserId: su.id,
      });
      const id = await publishableJob(api, f.adminA.id, 'Impersonata');
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/job/status/${id}`,
        headers: { authorization: `Bearer ${session.accessToken}` },
        payload: { status: 'ACTIVE' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [event, created] = await journalOf(api, f.adminA.id, id);
      expect(event).toMatchObject({
        kind: 'status',
        user: { id: f.adminA.id, firstname: 'Anna' },
        impersonator: { id: su.id, firstname: 'Sara', lastname: 'Super' },
      });
      expect(created).toMatchObject({ kind: 'created', impersonator: null });
    });

    it('is append-only: a refused change adds nothing and earlier events stay as written', async () => {
      const id = await publishableJob(api, f.adminA.id, 'Solo aggiunte');
      const before = await journalOf(api, f.adminA.id, id);
      expect((await api.status(f.adminA.id, id, 'HOLD')).statusCode).toBe(400);
      await api.content(f.adminA.id, id, { name: 'Rinominato' });
      const after = await journalOf(api, f.adminA.id, id);
      expect(after).toHaveLength(2);
      expect(after[1]).toEqual(before[0]);
      expect(after[0]).toMatchObject({ kind: 'content', data: { keys: ['name'] } });
    });
  });

  describe('GET /job/dynamic-link/{id}', () => {
    it('fills every {jobId} of the configured template, keeping the encoded deep link valid', async () => {
      const res = await api.link(f.adminA.id, f.jobA1.id);
      expect(res.statusCode).toBe(200);
      const { link } = res.json().data;
      expect(link).toBe(JOB_LINK.replaceAll('{jobId}', String(f.jobA1.id)));
      const url = new URL(link);
      expect(url.searchParams.get('link')).toBe(`https://jobs.example/job/${f.jobA1.id}?ref=share`);
      expect(url.searchParams.get('utm_content')).toBe(String(f.jobA1.id));
      // A draft has a link too, for its owner (U) as well.
      const draft = await api.link(f.assistantA.id, f.jobA2.id);
      expect(draft.json().data.link).toContain(`job%2F${f.jobA2.id}%3F`);
    });
  });

  describe('GET /job/@overview', () => {
    const overview = async (as: number, query = '') => {
      const res = await api.overview(as, query);
      expect(res.statusCode, `${query} ${res.body}`).toBe(200);
      return res.json().data as Row[];
    };

    it('lists the company’s jobs with derived status, owner and counters (new, total, per column)', async () => {
      const rows = await overview(d.admin.id);
      const { published, suspended, archived, draft, imported } = d.jobs;
      expect(ids(rows)).toEqual([imported, draft, archived, suspended, published].map((j) => j.id));
      expect(rows.map((r) => r.status)).toEqual(['imported', 'draft', 'archived', 'suspended', 'published']);
      const top = rows.find((r) => r.id === published.id)!;
      expect(top).toMatchObject({
        companyId: d.company.id,
        name: 'Delta Analista',
        publishedAt: published.publishedAt!.toISOString(),
        owner: { id: d.admin.id, firstname: 'Dora', lastname: 'Delta' },
        counters: {
          new: 2,
          total: 4,
          columns: d.columns.map((c, i) => ({
            id: c.id,
            name: c.name,
            special: c.special,
            count: [1, 1][i] ?? 0,
          })),
        },
      });
      expect(rows.find((r) => r.id === suspended.id)).toMatchObject({
        owner: { id: d.assistant.id },
        counters: { new: 1, total: 1, columns: [] },
      });
      expect(rows.find((r) => r.id === archived.id)).toMatchObject({
        counters: { new: 0, total: 0, columns: [] },
      });
      expect(top).not.toHaveProperty('content');
      expect(top).not.toHaveProperty('description');
    });

    it('filters by derived status (imported listed with the drafts)', async () => {
      const { published, suspended, archived, draft, imported } = d.jobs;
      const expected: Record<string, number[]> = {
        published: [published.id],
        suspended: [suspended.id],
        archived: [archived.id],
        draft: [imported.id, draft.id],
        all: [imported.id, draft.id, archived.id, suspended.id, published.id],
      };
      for (const [filter, want] of Object.entries(expected)) {
        expect(ids(await overview(d.admin.id, `?filter=${filter}`)), filter).toEqual(want);
      }
    });

    it('sorts by created, modified, name (case-insensitive), new and applications, both ways', async () => {
      const { published: p, suspended: s2, archived: a, draft: dr, imported: im } = d.jobs;
      const cases: Array<[string, number[]]> = [
        ['sort=created&dir=asc', [p, s2, a, dr, im].map((j) => j.id)],
        ['sort=modified', [p, s2, a, dr, im].map((j) => j.id)],
        ['sort=modified&dir=asc', [im, dr, a, s2, p].map((j) => j.id)],
        ['sort=name&dir=asc', [dr, p, s2, im, a].map((j) => j.id)],
        ['sort=name', [a, im, s2, p, dr].map((j) => j.id)],
        ['sort=new', [p, s2, im, dr, a].map((j) => j.id)],
        ['sort=applications&dir=asc', [a, dr, im, s2, p].map((j) => j.id)],
      ];
      for (const [query, want] of cases) {
        expect(ids(await overview(d.admin.id, `?${query}`)), query).toEqual(want);
      }
      expect(ids(await overview(d.admin.id, '?take=2&skip=1'))).toEqual([dr.id, a.id]);
      expect(ids(await overview(d.admin.id, '?skip=5'))).toEqual([]);
    });

    it('searches the name case-insensitively, wildcards taken literally', async () => {
      const { published, suspended, draft } = d.jobs;
      const cases: Array<[string, number[]]> = [
        ['DELTA', [suspended.id, published.id]],
        ['  analista ', [published.id]],
        ['100%', [draft.id]],
        ['%', [draft.id]],
        ['_', [draft.id]],
        ['a%z', []],
        ['\\', []],
        ['', [d.jobs.imported.id, draft.id, d.jobs.archived.id, suspended.id, published.id]],
      ];
      for (const [search, want] of cases) {
        const query = `?search=${encodeURIComponent(search)}`;
        expect(ids(await overview(d.admin.id, query)), search).toEqual(want);
      }
      expect(ids(await overview(d.admin.id, '?filter=published&search=delta'))).toEqual([published.id]);
    });

    it('refuses bad queries with 400', async () => {
      for (const query of [
        '?filter=open',
        '?filter[]=all',
        '?sort=salary',
        '?dir=up',
        '?take=0',
        '?take=1001',
        '?skip=-1',
        `?search=${'x'.repeat(201)}`,
        '?search[contains]=x',
        '?status=published',
      ]) {
        const res = await api.overview(d.admin.id, query);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('shows a U-only member their own jobs only', async () => {
      expect(ids(await overview(d.assistant.id))).toEqual([d.jobs.draft.id, d.jobs.suspended.id]);
      expect(ids(await overview(d.assistant.id, '?filter=published'))).toEqual([]);
    });
  });

  describe('GET /job/@dump', () => {
    it('exports the company’s jobs, oldest first, with status, complete content and columns', async () => {
      const res = await api.dump(d.admin.id);
      expect(res.statusCode).toBe(200);
      const day = new Date().toISOString().slice(0, 10);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="jobs-${d.company.id}-${day}.json"`,
      );
      const dump = res.json().data;
      expect(dump.companyId).toBe(d.company.id);
      expect(Date.parse(dump.exportedAt)).toBeLessThanOrEqual(Date.now());
      const { published, suspended, archived, draft, imported } = d.jobs;
      expect(ids(dump.jobs)).toEqual([published, suspended, archived, draft, imported].map((j) => j.id));
      expect(dump.jobs.map((j: Row) => j.status)).toEqual([
        'published',
        'suspended',
        'archived',
        'draft',
        'imported',
      ]);
      const first = dump.jobs[0];
      expect(first).toMatchObject({
        userId: d.admin.id,
        name: 'Delta Analista',
        aiPrompt: 'Cerco un analista',
        publishedAt: published.publishedAt!.toISOString(),
        createdAt: published.createdAt.toISOString(),
        columns: d.columns.map(({ id, name, order, special }) => ({ id, name, order, special })),
      });
      expect(Object.keys(first.content).sort()).toEqual([...jobContentKeys].sort());
      expect(first.content).toMatchObject({
        name: 'Delta Analista',
        description: 'Delta Analista: descrizione',
      });
      expect(dump.jobs[1].columns).toEqual([]);
    });

    it('exports only the caller’s own jobs with U only, and never another company’s', async () => {
      const mine = (await api.dump(d.assistant.id)).json().data;
      expect(ids(mine.jobs)).toEqual([d.jobs.suspended.id, d.jobs.draft.id]);
      const other = (await api.dump(f.adminB.id)).json().data;
      expect(other.companyId).toBe(f.companyB.id);
      const bJobs = await t.db
        .select({ id: s.job.id })
        .from(s.job)
        .where(and(eq(s.job.companyId, f.companyB.id), isNull(s.job.deletedAt)));
      expect(ids(other.jobs).sort()).toEqual(ids(bJobs).sort());
    });
  });

  describe('tenant isolation and bad input', () => {
    it('hides company A’s jobs from B on every job call (404, no data), and changes nothing', async () => {
      const aJobs = [f.jobA1, f.jobA2];
      const before = await t.db
        .select()
        .from(s.job)
        .where(inArray(s.job.id, ids(aJobs)));
      const eventsBefore = await rowsIn(s.jobEvent);
      const jobsBefore = await rowsIn(s.job);
      for (const target of aJobs) {
        for (const [name, call] of Object.entries(perJobCalls(api))) {
          expectHidden(await call(f.adminB.id, target.id), target.name, `B ${name} ${target.id}`);
        }
        expectHidden(await api.board(f.adminB.id, target.id), target.name, 'board');
      }
      // The U-only member of A does not reach the admin's post either.
      for (const [name, call] of Object.entries(perJobCalls(api))) {
        expectHidden(await call(f.assistantA.id, f.jobA1.id), f.jobA1.name, `U ${name}`);
      }
      expect(
        await t.db
          .select()
          .from(s.job)
          .where(inArray(s.job.id, ids(aJobs))),
      ).toEqual(before);
      expect(await rowsIn(s.jobEvent)).toBe(eventsBefore);
      expect(await rowsIn(s.job)).toBe(jobsBefore);
    });

    it('never lists A’s jobs to B, whatever is sent', async () => {
      const aIds = (
        await t.db
          .select({ id: s.job.id })
          .from(s.job)
          .where(inArray(s.job.companyId, [f.companyA.id, d.company.id]))
      ).map((r) => r.id);
      for (const filter of ['all', 'published', 'suspended', 'draft', 'archived']) {
        for (const extra of [
          '',
          '&search=Alfa',
          '&search=Delta',
          '&sort=applications',
          '&dir=asc&take=1000',
        ]) {
          const res = await api.overview(f.adminB.id, `?filter=${filter}${extra}`);
          expect(res.statusCode).toBe(200);
          const listed = ids(res.json().data);
          expect(
            listed.filter((id) => aIds.includes(id)),
            `${filter}${extra}`,
          ).toEqual([]);
        }
      }
      // A company, owner or scope of the caller's choosing is not a filter: refused, not ignored.
      for (const extra of [`companyId=${f.companyA.id}`, `userId=${f.adminA.id}`, 'where[companyId]=1']) {
        expect((await api.overview(f.adminB.id, `?${extra}`)).statusCode, extra).toBe(400);
      }
      const all = await api.overview(f.adminB.id, '?filter=all');
      expect(ids(all.json().data)).toContain(f.jobB1.id);
      expect(all.body).not.toContain('Alfa');
    });

    it('acts in the active company only for a member of both', async () => {
      const both = await memberOf(t.db, f.companyB.id, CompanyRoleId.companyAdmin);
      await addMember(t.db, {
        userId: both.id,
        companyId: f.companyA.id,
        companyRoleId: CompanyRoleId.companyAdmin,
      });
      await t.db.update(s.user).set({ currentCompanyId: f.companyB.id }).where(eq(s.user.id, both.id));
      for (const [name, call] of Object.entries(perJobCalls(api))) {
        expectHidden(await call(both.id, f.jobA1.id), f.jobA1.name, name);
      }
      expect(ids((await api.overview(both.id)).json().data)).toEqual([f.jobB1.id]);
      const dump = (await api.dump(both.id)).json().data;
      expect({ companyId: dump.companyId, jobs: ids(dump.jobs) }).toEqual({
        companyId: f.companyB.id,
        jobs: [f.jobB1.id],
      });
    });

    it('answers 401 to anonymous callers and 403 to users without a company', async () => {
      for (const [name, call] of Object.entries(perJobCalls(api))) {
        expect((await call(undefined, f.jobA1.id)).statusCode, name).toBe(401);
        expect((await call(f.loner.id, f.jobA1.id)).statusCode, name).toBe(403);
      }
      for (const call of [() => api.overview(undefined), () => api.dump(undefined)]) {
        expect((await call()).statusCode).toBe(401);
      }
      expect((await api.overview(f.loner.id)).statusCode).toBe(403);
      expect((await api.dump(f.loner.id)).statusCode).toBe(403);
      expect((await api.overview(f.candidate.id)).statusCode).toBe(403);
    });

    it('refuses bad ids with 400 on every job call, never a 500', async () => {
      for (const [name, call] of Object.entries(perJobCalls(api))) {
        for (const id of badIds) {
          const res = await call(f.adminA.id, id);
          expect(res.statusCode, `${name} ${id} ${res.body}`).toBe(400);
          expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        }
      }
    });
  });
});
