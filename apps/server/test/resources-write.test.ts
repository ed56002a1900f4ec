import { beforeAll, describe, expect, it } from 'vitest';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Create, update and delete through the generic layer, with validation and the owner rules. */
describe('generic resource writes', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  beforeAll(async () => {
    f = await twoCompanies(t.db);
  });

  it('creates a job in the caller’s company, owned by the caller', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: '  Sviluppatore Go  ', salaryMinCents: 3_000_000, salaryMaxCents: 4_000_000 },
    });
    expect(res.statusCode).toBe(201);
    const job = res.json().data;
    expect(job).toMatchObject({
      name: 'Sviluppatore Go',
      companyId: f.companyA.id,
      userId: f.adminA.id,
      publishedAt: null,
    });
    expect(new Date(job.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects bad bodies with 400 and every problem listed, writing nothing', async () => {
    const before = (
      await t.request({ method: 'POST', url: '/api/job/@list', as: f.adminA.id, payload: {} })
    ).json().data.length;
    const cases = [
      { name: '' },
      { name: 'x', salaryMinCents: -1 },
      { name: 'x', salaryMinCents: 12.5 },
      { name: 'x', extra: true },
      { description: 'no name' },
      { name: 'x'.repeat(201) },
      { name: 'x', workAreaId: 'Milano' },
    ];
    for (const payload of cases) {
      const res = await t.request({ method: 'POST', url: '/api/job', as: f.adminA.id, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
    }
    const badRef = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: 'x', workAreaId: 999_999 },
    });
    expect(badRef.statusCode).toBe(400);
    expect(badRef.json().message).toEqual(['workAreaId: unknown work area 999999']);
    const after = (
      await t.request({ method: 'POST', url: '/api/job/@list', as: f.adminA.id, payload: {} })
    ).json().data.length;
    expect(after).toBe(before);
  });

  it('refuses text PostgreSQL cannot store (U+0000) with 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.adminA.id,
      payload: { name: 'Null\u0000byte' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      message: 'A text holds a character that cannot be stored',
    });
  });

  it('updates only the fields sent and moves updatedAt', async () => {
    const before = (await t.request({ method: 'GET', url: `/api/job/${f.jobA1.id}`, as: f.adminA.id })).json()
      .data;
    const res = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      as: f.adminA.id,
      payload: { description: 'Nuova descrizione' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ name: before.name, description: 'Nuova descrizione' });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      as: f.adminA.id,
      payload: { companyId: f.companyB.id },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('soft-deletes a job: gone from reads, kept for the records that refer to it', async () => {
    const created = (
      await t.request({
        method: 'POST',
        url: '/api/job',
        as: f.adminA.id,
        payload: { name: 'Da cancellare' },
      })
    ).json().data;
    const del = await t.request({ method: 'DELETE', url: `/api/job/${created.id}`, as: f.adminA.id });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect(
      (await t.request({ method: 'GET', url: `/api/job/${created.id}`, as: f.adminA.id })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/job/${created.id}`, as: f.adminA.id })).statusCode,
    ).toBe(404);
  });

  it('creates, renames and deletes a board column of an own job', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/job-application-status',
      as: f.adminA.id,
      payload: { jobId: f.jobA1.id, name: 'Colloquio tecnico', order: 6 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/job-application-status/${id}`,
      as: f.adminA.id,
      payload: { name: 'Prova pratica' },
    });
    expect(renamed.json().data).toMatchObject({ id, name: 'Prova pratica', order: 6, special: null });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/job-application-status/${id}`, as: f.adminA.id }))
        .statusCode,
    ).toBe(204);
  });

  it('lets a U member write own records only', async () => {
    const own = await t.request({
      method: 'POST',
      url: '/api/job',
      as: f.assistantA.id,
      payload: { name: 'Stage marketing' },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.userId).toBe(f.assistantA.id);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/job/${f.jobA1.id}`, as: f.assistantA.id })).statusCode,
    ).toBe(404);
  });

  it('refuses writes to users without the permission', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/company/${f.companyA.id}`,
      as: f.assistantA.id,
      payload: { name: 'Mine now' },
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/company/${f.companyA.id}`,
      as: f.adminA.id,
      payload: { website: 'https://alfa.example' },
    });
    expect(ok.json().data).toMatchObject({ id: f.companyA.id, website: 'https://alfa.example' });
  });
});
