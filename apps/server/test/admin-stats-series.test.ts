import { RoleId } from '@hiring/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.js';
import { createApplication, createBoardColumns, createJob, createUser } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/**
 * The statistics' numbers against hand-counted fixtures. Italy's clocks went forward on Sunday
 * 29 March 2026 (02:00 CET → 03:00 CEST): 28 March ends at 22:59:59Z, 29 March (23 hours long)
 * at 21:59:59Z, 30 March starts at 22:00Z of the 29th.
 */
const at = (iso: string) => new Date(iso);
const DST = 'from=2026-03-28&to=2026-03-30';

describe('the statistics series', () => {
  const ctx = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let su: number;
  let stats: number;
  let sudoerOnly: number;
  const get = (url: string, as = stats) => ctx.request({ method: 'GET', url: `/api/admin/stats/${url}`, as });
  const data = async (url: string, as = stats) => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { labels: string[]; datasets: Array<{ key: string; data: number[] }> };
  };
  const values = async (url: string) =>
    Object.fromEntries((await data(url)).datasets.map((d) => [d.key, d.data]));

  beforeAll(async () => {
    f = await twoCompanies(ctx.db);
    su = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    stats = (
      await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['user-stats'] })
    ).id;
    sudoerOnly = (
      await createUser(ctx.db, { isAdmin: true, roleId: RoleId.admin, adminPermissions: ['sudoer'] })
    ).id;

    // Signups: asked for around both midnights of the DST weekend, one completed.
    const customer = (createdAt: string, extra: Partial<typeof t.customer.$inferInsert> = {}) => ({
      email: `c-${createdAt}@example.test`,
      companyName: 'Nuova S.r.l.',
      firstname: 'Nadia',
      lastname: 'Nuova',
      createdAt: at(createdAt),
      ...extra,
    });
    await ctx.db.insert(t.customer).values([
      customer('2026-03-27T22:59:59Z'), // 27 March, 23:59:59 CET: outside
      customer('2026-03-27T23:00:00Z'), // 28 March, 00:00 CET
      customer('2026-03-28T22:59:59Z'), // 28 March, 23:59:59 CET
      customer('2026-03-28T23:00:00Z'), // 29 March, 00:00 CET
      customer('2026-03-29T21:59:59Z', {
        completedAt: at('2026-03-29T22:00:00Z'), // 30 March, 00:00 CEST
        companyId: f.companyA.id,
      }),
      customer('2026-03-29T22:00:00Z'), // 30 March, 00:00 CEST
      customer('2026-03-30T22:00:00Z'), // 31 March, 00:00 CEST: outside
    ]);

    // Applications to A's and B's jobs around the same midnights.
    const apply = (jobId: number, createdAt: string) =>
      createApplication(ctx.db, { jobId, userId: f.candidate.id, createdAt: at(createdAt) });
    await apply(f.jobA1.id, '2026-03-28T22:59:59Z'); // 28
    await apply(f.jobA1.id, '2026-03-29T21:59:59Z'); // 29
    await apply(f.jobB1.id, '2026-03-29T22:00:00Z'); // 30
    await apply(f.jobB1.id, '2026-03-27T22:59:59Z'); // 27: outside

    // Activity: Anna (recruiter) on 28 and 29 March, Bruno on 29, the candidate on 30; an admin (not counted).
    await ctx.db.insert(t.userActivityDay).values([
      { userId: f.adminA.id, day: '2026-03-28', companyId: f.companyA.id, roleId: RoleId.recruiter },
      { userId: f.adminA.id, day: '2026-03-29', companyId: f.companyA.id, roleId: RoleId.recruiter },
      { userId: f.adminB.id, day: '2026-03-29', companyId: f.companyB.id, roleId: RoleId.recruiter },
      { userId: f.candidate.id, day: '2026-03-30', companyId: 0, roleId: RoleId.user },
      { userId: su, day: '2026-03-30', companyId: 0, roleId: RoleId.admin },
      { userId: f.adminA.id, day: '2026-03-31', companyId: f.companyA.id, roleId: RoleId.recruiter },
    ]);

    // Publications. A's post: published, suspended, published again (journal) → 2; B's post: published
    // by an approval → 1; A's imported-style post with no journal, publishedAt only → 1.
    const journalled = await createJob(ctx.db, {
      companyId: f.companyA.id,
      userId: f.adminA.id,
      publishedAt: at('2026-03-29T22:30:00Z'),
    });
    const approved = await createJob(ctx.db, {
      companyId: f.companyB.id,
      userId: f.adminB.id,
      publishedAt: at('2026-03-28T23:10:00Z'),
    });
    await createJob(ctx.db, {
      companyId: f.companyA.id,
      userId: f.adminA.id,
      publishedAt: at('2026-03-28T22:59:59Z'),
    });
    await ctx.db.insert(t.jobEvent).values([
      {
        jobId: journalled.id,
        kind: 'status',
        data: { to: 'published' },
        createdAt: at('2026-03-28T10:00:00Z'),
      },
      {
        jobId: journalled.id,
        kind: 'status',
        data: { to: 'suspended' },
        createdAt: at('2026-03-29T10:00:00Z'),
      },
      { jobId: journalled.id, kind: 'content', data: {}, createdAt: at('2026-03-29T11:00:00Z') },
      {
        jobId: journalled.id,
        kind: 'status',
        data: { to: 'published' },
        createdAt: at('2026-03-29T22:30:00Z'),
      },
      {
        jobId: approved.id,
        kind: 'approved',
        data: { published: true },
        createdAt: at('2026-03-28T23:10:00Z'),
      },
    ]);
  });

  it('answers 403 to admins without user-stats and to company users, on every route', async () => {
    for (const url of [`signups?${DST}`, `conversion.csv?${DST}`, 'companies?q=a']) {
      for (const as of [sudoerOnly, f.adminA.id, f.candidate.id]) {
        const res = await get(url, as);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
      expect((await get(url, su)).statusCode, url).toBe(200);
    }
    expect((await ctx.request({ method: 'GET', url: `/api/admin/stats/signups?${DST}` })).statusCode).toBe(
      401,
    );
  });

  it('refuses bad ranges with 400 and an unknown company with 404', async () => {
    for (const url of [
      'signups?from=2026-02-30&to=2026-03-01',
      'signups?from=28/03/2026&to=2026-03-30',
      'signups?from=2026-03-30&to=2026-03-28',
      'signups?from=2024-01-01&to=2026-01-02',
      'signups?to=2026-03-30',
      `signups?${DST}&bucket=year`,
      `signups?${DST}&companyId=abc`,
      `nothing?${DST}`,
      `nothing.csv?${DST}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    expect((await get('signups?from=2024-03-30&to=2026-03-30')).statusCode).toBe(200);
    expect((await get(`signups?${DST}&companyId=999999`)).statusCode).toBe(404);
  });

  it('counts signups per Italian day across midnight and the DST change', async () => {
    const series = await data(`signups?${DST}`);
    expect(series).toMatchObject({ from: '2026-03-28', to: '2026-03-30', bucket: 'day', companyId: null });
    expect(series.labels).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(await values(`signups?${DST}`)).toEqual({ requested: [2, 2, 1], completed: [0, 0, 1] });
    expect(await values(`signups?${DST}&companyId=${f.companyA.id}`)).toEqual({
      requested: [0, 1, 0],
      completed: [0, 0, 1],
    });
  });

  it('groups weeks from Monday and months, the first bucket starting at from', async () => {
    const week = await data('signups?from=2026-03-25&to=2026-04-08&bucket=week');
    expect(week.labels).toEqual(['2026-03-25', '2026-03-30', '2026-04-06']);
    expect(week.datasets[0]!.data).toEqual([5, 2, 0]);
    const month = await data('signups?from=2026-03-25&to=2026-04-08&bucket=month');
    expect(month.labels).toEqual(['2026-03-25', '2026-04-01']);
    expect(month.datasets[0]!.data).toEqual([7, 0]);
    // Without a bucket: days up to two months, weeks up to a year, months beyond.
    expect((await data('signups?from=2026-01-01&to=2026-03-03')).labels).toHaveLength(62);
    expect((await data('signups?from=2026-01-01&to=2026-03-04')).labels[1]).toBe('2026-01-05');
    expect((await data('signups?from=2025-01-01&to=2026-03-04')).labels[1]).toBe('2025-02-01');
  });

  it('counts applications per day, for all companies or one', async () => {
    expect(await values(`applications?${DST}`)).toEqual({ applications: [1, 1, 1] });
    expect(await values(`applications?${DST}&companyId=${f.companyB.id}`)).toEqual({
      applications: [0, 0, 1],
    });
  });

  it('counts distinct active recruiters and candidates per bucket', async () => {
    expect(await values(`active-users?${DST}`)).toEqual({ recruiters: [1, 2, 0], candidates: [0, 0, 1] });
    expect(await values('active-users?from=2026-03-28&to=2026-03-31&bucket=week')).toEqual({
      recruiters: [2, 1],
      candidates: [0, 1],
    });
    expect(await values(`active-users?${DST}&companyId=${f.companyA.id}`)).toEqual({
      recruiters: [1, 1, 0],
      candidates: [0, 0, 0],
    });
  });

  it('counts publications from the job journal as the ledger reads it', async () => {
    expect(await values(`jobs-published?${DST}`)).toEqual({ published: [2, 1, 1] });
    expect(await values(`jobs-published?${DST}&companyId=${f.companyA.id}`)).toEqual({
      published: [2, 0, 1],
    });
  });
});

describe('the conversion funnel', () => {
  const ctx = useTestApp();
  let stats: number;
  let companyId: number;
  beforeAll(async () => {
    const f = await twoCompanies(ctx.db);
    companyId = f.companyA.id;
    stats = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    const job = await createJob(ctx.db, { companyId: f.companyA.id, userId: f.adminA.id }, 'published');
    const columns = await createBoardColumns(ctx.db, job.id);
    const [selected, phase1, phase2, phase3, discarded] = columns.map((c) => c.id) as number[];
    const [confirmed] = await ctx.db
      .insert(t.jobApplicationStatus)
      .values({ jobId: job.id, name: 'confirmed', order: 6, special: 'confirmed' })
      .returning();
    const apply = (createdAt: string, column: number | null) =>
      createApplication(ctx.db, {
        jobId: job.id,
        userId: f.candidate.id,
        createdAt: at(createdAt),
        jobApplicationStatusId: column,
      });
    await apply('2026-03-10T09:00:00Z', null); // applied only
    const a2 = await apply('2026-03-10T09:00:00Z', phase1!); // selected → phase 1
    await apply('2026-03-11T09:00:00Z', phase3!); // straight to phase 3: passed every column before
    const a4 = await apply('2026-03-12T09:00:00Z', discarded!); // selected → discarded
    const a5 = await apply('2026-03-12T09:00:00Z', confirmed!.id); // phase 2 → confirmed
    const outside = await apply('2026-02-12T09:00:00Z', confirmed!.id);
    const move = (ids: number[], column: number, createdAt: string) => ({
      jobId: job.id,
      kind: 'application-moved',
      data: { applicationIds: ids, jobApplicationStatusId: column, column: 'x' },
      createdAt: at(createdAt),
    });
    await ctx.db
      .insert(t.jobEvent)
      .values([
        move([a2.id, a4.id], selected!, '2026-03-13T09:00:00Z'),
        move([a2.id], phase1!, '2026-03-14T09:00:00Z'),
        move([a4.id], discarded!, '2026-03-14T09:00:00Z'),
        move([a5.id, outside.id], phase2!, '2026-03-14T09:00:00Z'),
        move([a5.id], confirmed!.id, '2026-03-15T09:00:00Z'),
      ]);
    // The ordinary application of the fixture (today, column selected) lies outside the range.
  });
  const get = (url: string) => ctx.request({ method: 'GET', url: `/api/admin/stats/${url}`, as: stats });

  it('answers how many applications reached each step and the rate between steps', async () => {
    const res = await get('conversion?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const { labels, datasets } = res.json().data;
    expect(labels).toEqual([
      'applied',
      'selected',
      'position-1',
      'position-2',
      'position-3',
      'confirmed',
      'rejected',
      'discarded',
    ]);
    expect(datasets).toEqual([
      { key: 'applications', data: [5, 4, 3, 2, 2, 1, 0, 1] },
      { key: 'rate', data: [null, 80, 75, 66.7, 100, 50, 0, 20] },
    ]);
    const other = await get(`conversion?from=2026-03-01&to=2026-03-31&companyId=${companyId + 1}`);
    expect(other.json().data.datasets[0].data).toEqual([0, 0, 0, 0, 0]);
  });

  it('exports the funnel as CSV with the Italian decimal comma', async () => {
    const res = await get('conversion.csv?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFPasso;Candidature;Tasso (%)',
      'Candidati;5;',
      'Selezionati;4;80',
      'Colonna 1;3;75',
      'Colonna 2;2;66,7',
      'Colonna 3;2;100',
      'Confermati;1;50',
      'Rifiutati;0;0',
      'Scartati;1;20',
      '',
    ]);
  });
});

describe('the statistics as CSV', () => {
  const ctx = useTestApp();
  let it_: number;
  let en: number;
  beforeAll(async () => {
    it_ = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin })).id;
    en = (await createUser(ctx.db, { isSu: true, roleId: RoleId.admin, lang: 'en' })).id;
    await ctx.db.insert(t.customer).values({
      email: 'àccenti@example.test',
      companyName: 'Caffè Società',
      firstname: 'Nicolò',
      lastname: 'Nuova',
      createdAt: at('2026-03-28T22:59:59Z'),
    });
  });

  it('answers a BOM, a header row in the caller’s language and dd/mm/yyyy days', async () => {
    const res = await ctx.request({ method: 'GET', url: `/api/admin/stats/signups.csv?${DST}`, as: it_ });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="signups_2026-03-28_2026-03-30.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFPeriodo;Iscrizioni richieste;Iscrizioni completate\r\n28/03/2026;1;0\r\n29/03/2026;0;0\r\n30/03/2026;0;0\r\n',
    );
    const english = await ctx.request({ method: 'GET', url: `/api/admin/stats/signups.csv?${DST}`, as: en });
    expect(english.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFPeriod,Signups requested,Signups completed',
      '28/03/2026,1,0',
    ]);
  });

  it('finds companies by name for the filter', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/admin/stats/companies?q=%25', as: it_ });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });
});
