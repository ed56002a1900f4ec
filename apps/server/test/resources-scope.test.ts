import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userCompany } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

type Rows = Array<Record<string, unknown>>;

/** A company's user never reaches another company's rows, whatever ids, filters or includes they send. */
describe('tenant scope of the generic layer', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });
  const get = async (as: number, url: string) => {
    const res = await t.request({ method: 'GET', url, as });
    return {
      status: res.statusCode,
      body: res.json() as { data: Rows & Record<string, unknown>; message?: unknown },
    };
  };
  const ids = (rows: Rows) => rows.map((r) => r.id);

  it('lists only the active company’s jobs, even when asked for another company', async () => {
    expect(ids((await get(f.adminA.id, '/api/job')).body.data).sort()).toEqual(
      [f.jobA1.id, f.jobA2.id].sort(),
    );
    expect((await get(f.adminA.id, `/api/job?where[companyId]=${f.companyB.id}`)).body.data).toEqual([]);
    expect((await get(f.adminA.id, `/api/job?where[id]=${f.jobB1.id}`)).body.data).toEqual([]);
    const crafted = {
      OR: [{ companyId: f.companyB.id }, { id: { in: [f.jobB1.id] } }, { name: { contains: 'secret' } }],
    };
    expect(
      (await get(f.adminA.id, `/api/job?where=${encodeURIComponent(JSON.stringify(crafted))}`)).body.data,
    ).toEqual([]);
    expect(ids((await get(f.adminB.id, '/api/job')).body.data)).toEqual([f.jobB1.id]);
  });

  it('answers 404 for another company’s record by id', async () => {
    expect((await get(f.adminA.id, `/api/job/${f.jobB1.id}`)).status).toBe(404);
    expect((await get(f.adminA.id, `/api/job-application-status/${f.columnsB1[0]!.id}`)).status).toBe(404);
    expect((await get(f.adminA.id, `/api/application/${f.applicationB.id}`)).status).toBe(404);
    expect((await get(f.adminA.id, `/api/company/${f.companyB.id}`)).status).toBe(404);
    const [memberB] = await t.db.select().from(userCompany).where(eq(userCompany.companyId, f.companyB.id));
    expect((await get(f.adminA.id, `/api/user-company/${memberB!.id}`)).status).toBe(404);
    expect((await get(f.adminA.id, `/api/company/${f.companyA.id}`)).status).toBe(200);
  });

  it('keeps @list and @fetch inside the scope', async () => {
    const list = await t.request({
      method: 'POST',
      url: '/api/job/@list',
      as: f.adminA.id,
      payload: { where: { companyId: f.companyB.id } },
    });
    expect(list.json()).toEqual({ data: [] });
    const all = await t.request({ method: 'POST', url: '/api/job/@list', as: f.adminA.id, payload: {} });
    expect((all.json() as { data: number[] }).data.sort()).toEqual([f.jobA1.id, f.jobA2.id].sort());
    const fetched = await t.request({
      method: 'POST',
      url: '/api/job/@fetch',
      as: f.adminA.id,
      payload: { idList: [f.jobB1.id, f.jobA1.id, 999999] },
    });
    expect(ids((fetched.json() as { data: Rows }).data)).toEqual([f.jobA1.id]);
    const apps = await t.request({
      method: 'POST',
      url: '/api/application/@fetch',
      as: f.adminA.id,
      payload: { idList: [f.applicationB.id] },
    });
    expect(apps.json()).toEqual({ data: [] });
  });

  it('includes only related rows the caller may see', async () => {
    const jobs = (await get(f.adminA.id, '/api/job?include=company,jobApplicationStatuses,applications')).body
      .data;
    for (const job of jobs) {
      expect((job.company as Record<string, unknown>).id).toBe(f.companyA.id);
      for (const col of job.jobApplicationStatuses as Rows) expect(col.jobId).toBe(job.id);
    }
    // A company's user reaches B's columns neither by filtering nor through an include.
    const cols = (
      await get(
        f.adminA.id,
        `/api/job-application-status?where[jobId]=${f.jobB1.id}&include=job,applications`,
      )
    ).body.data;
    expect(cols).toEqual([]);
    const mine = (
      await get(
        f.adminA.id,
        `/api/job-application-status?where[jobId]=${f.jobA1.id}&include=job,applications&order[order]=ASC`,
      )
    ).body.data;
    expect(mine.map((c) => c.order)).toEqual([1, 2, 3, 4, 5]);
    expect((mine[0]!.applications as Rows).map((a) => a.id)).toEqual([f.applicationA.id]);
    const appsA = (await get(f.adminA.id, '/api/application?include=job')).body.data;
    expect(ids(appsA)).toEqual([f.applicationA.id]);
  });

  it('limits company lists to the companies the user belongs to', async () => {
    expect(ids((await get(f.adminA.id, '/api/company')).body.data)).toEqual([f.companyA.id]);
    expect(ids((await get(f.adminA.id, `/api/company?where[id][in][0]=${f.companyB.id}`)).body.data)).toEqual(
      [],
    );
    const members = (await get(f.adminA.id, '/api/user-company?include=company,companyRole')).body.data;
    expect(members.map((m) => m.userId).sort()).toEqual([f.adminA.id, f.assistantA.id].sort());
    expect(members.every((m) => (m.company as Record<string, unknown>).id === f.companyA.id)).toBe(true);
  });

  it('names the teammates of a company list with their name and picture only', async () => {
    const members = (await get(f.assistantA.id, '/api/user-company?include=user')).body.data;
    const byName = (a: unknown, b: unknown) =>
      String((a as { firstname: string }).firstname).localeCompare((b as { firstname: string }).firstname);
    expect(members.map((m) => m.user).sort(byName)).toEqual([
      { id: f.assistantA.id, firstname: 'Aldo', lastname: 'Alfa', picture: null },
      { id: f.adminA.id, firstname: 'Anna', lastname: 'Alfa', picture: null },
    ]);
    const other = await get(
      f.adminB.id,
      `/api/user-company?include=user&where[userId][in][0]=${f.adminA.id}`,
    );
    expect(other.body.data).toEqual([]);
  });

  it('gives a member with U letters only their own records', async () => {
    expect(ids((await get(f.assistantA.id, '/api/job')).body.data)).toEqual([f.jobA2.id]);
    expect((await get(f.assistantA.id, `/api/job/${f.jobA1.id}`)).status).toBe(404);
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      as: f.assistantA.id,
      payload: { name: 'taken over' },
    });
    expect(patch.statusCode).toBe(404);
    const own = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA2.id}`,
      as: f.assistantA.id,
      payload: { name: 'Alfa UX designer' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses writes to another company’s records and references', async () => {
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobB1.id}`,
      as: f.adminA.id,
      payload: { name: 'hijack' },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.request({ method: 'DELETE', url: `/api/job/${f.jobB1.id}`, as: f.adminA.id });
    expect(del.statusCode).toBe(404);
    const column = await t.request({
      method: 'POST',
      url: '/api/job-application-status',
      as: f.adminA.id,
      payload: { jobId: f.jobB1.id, name: 'Intrusa', order: 9 },
    });
    expect(column.statusCode).toBe(400);
    expect(column.json().message).toBe('jobId: no such job');
    // The company comes from the caller: a body naming another company is refused outright.
    const create = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: 'x', companyId: f.companyB.id },
    });
    expect(create.statusCode).toBe(400);
    expect((await get(f.adminB.id, `/api/job/${f.jobB1.id}`)).body.data).toMatchObject({
      name: 'Beta secret job',
    });
  });

  it('asks for a login without a token and refuses users without a company', async () => {
    const anon = await t.request({ method: 'GET', url: '/api/job' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'User not logged' });
    expect((await get(f.loner.id, '/api/job')).status).toBe(403);
    expect((await get(f.loner.id, '/api/company')).status).toBe(403);
    const forged = await t.request({
      method: 'GET',
      url: '/api/job',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.json()).toMatchObject({ statusCode: 401, message: 'Invalid or expired access token' });
  });

  it('never serialises undeclared columns', async () => {
    const res = await get(f.adminA.id, '/api/user-company?include=company');
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|deletedAt/);
    expect((await get(f.adminA.id, '/api/job?select=passwordHash')).status).toBe(400);
  });
});
