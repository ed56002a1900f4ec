import { beforeAll, describe, expect, it } from 'vitest';
import { addStep } from '../src/db/seed/factories.js';
import { memberWithRole, twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** application-note (team notes, own-only delete) and application-step (list, staff create with a notice). */
describe('notes and steps', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  /** Reads every job of A (jobs C), changes boards of their own jobs only (board U). */
  let reader: { id: number };
  const note = (as: number, payload: object) =>
    t.request({ method: 'POST', url: '/api/application-note', as, payload });
  const notesOf = (as: number, applicationId: number) =>
    t.request({
      method: 'GET',
      url: `/api/application-note?where[applicationId]=${applicationId}&include[0]=user&order[createdAt]=ASC`,
      as,
    });

  beforeAll(async () => {
    f = await twoCompanies(t.db);
    reader = await memberWithRole(t.db, f.companyA.id, { jobs: 'C', board: 'U' }, 'Lea');
  });

  it('creates notes with the caller as author and lists them with author and time', async () => {
    const res = await note(f.adminA.id, { applicationId: f.applicationA.id, body: '  Ottimo profilo  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      applicationId: f.applicationA.id,
      userId: f.adminA.id,
      body: 'Ottimo profilo',
    });
    expect((await note(reader.id, { applicationId: f.applicationA.id, body: 'Da sentire' })).statusCode).toBe(
      201,
    );
    // The hiring assistant (jobs U) does not reach the admin's job: no note, no list.
    expect((await note(f.assistantA.id, { applicationId: f.applicationA.id, body: 'x' })).statusCode).toBe(
      404,
    );
    expect((await notesOf(f.assistantA.id, f.applicationA.id)).json().data).toEqual([]);
    const list = (await notesOf(f.adminA.id, f.applicationA.id)).json().data;
    expect(list.map((n: { body: string }) => n.body)).toEqual(['Ottimo profilo', 'Da sentire']);
    expect(list[0].user).toEqual({ id: f.adminA.id, firstname: 'Anna', lastname: 'Alfa', picture: null });
    expect(typeof list[0].createdAt).toBe('string');
  });

  it('deletes own notes only', async () => {
    const mine = (await note(f.adminA.id, { applicationId: f.applicationA.id, body: 'temp' })).json().data.id;
    const other = await t.request({
      method: 'DELETE',
      url: `/api/application-note/${mine}`,
      as: reader.id,
    });
    expect(other.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/application-note/${mine}`, as: f.assistantA.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/application-note/${mine}`, as: f.adminA.id }))
        .statusCode,
    ).toBe(204);
    const list = (await notesOf(f.adminA.id, f.applicationA.id)).json().data;
    expect(list.some((n: { id: number }) => n.id === mine)).toBe(false);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/application-note/${mine}`, as: f.adminA.id }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps company B out of A’s notes: no list, no note, no delete', async () => {
    expect((await notesOf(f.adminB.id, f.applicationA.id)).json().data).toEqual([]);
    const res = await note(f.adminB.id, { applicationId: f.applicationA.id, body: 'spy' });
    expect(res.statusCode).toBe(404);
    const [first] = (await notesOf(f.adminA.id, f.applicationA.id)).json().data;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/application-note/${first.id}`, as: f.adminB.id }))
        .statusCode,
    ).toBe(404);
    for (const payload of [
      { applicationId: f.applicationA.id, body: '   ' },
      { body: 'x' },
      { applicationId: 'x', body: 'y' },
    ]) {
      expect((await note(f.adminA.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('lists steps with their type and creates staff steps that notify the job team', async () => {
    await addStep(t.db, {
      applicationId: f.applicationA.id,
      applicationStepTypeId: 1,
      userId: f.candidate.id,
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/application-step?where[applicationId]=${f.applicationA.id}&include[0]=applicationStepType&include[1]=user`,
      as: f.adminA.id,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({
      applicationStepTypeId: 1,
      applicationStepType: { key: 'applied', style: 'default' },
      user: { id: f.candidate.id, firstname: 'Carla' },
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/application-step',
      as: reader.id,
      payload: { applicationId: f.applicationA.id, key: 'interview-request', note: 'Martedì' },
    });
    // Board U and the job is the admin's.
    expect(created.statusCode).toBe(403);
    const ok = await t.request({
      method: 'POST',
      url: '/api/application-step',
      as: f.adminA.id,
      payload: { applicationId: f.applicationA.id, key: 'interview-request', note: 'Martedì' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ applicationStepTypeId: 10, userId: f.adminA.id, note: 'Martedì' });
    for (const key of ['applied', 'view', 'nope']) {
      const bad = await t.request({
        method: 'POST',
        url: '/api/application-step',
        as: f.adminA.id,
        payload: { applicationId: f.applicationA.id, key },
      });
      expect(bad.statusCode, key).toBe(400);
    }
  });

  it('keeps company B out of A’s steps', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/application-step?where[applicationId]=${f.applicationA.id}`,
      as: f.adminB.id,
    });
    expect(list.json().data).toEqual([]);
    const res = await t.request({
      method: 'POST',
      url: '/api/application-step',
      as: f.adminB.id,
      payload: { applicationId: f.applicationA.id, key: 'interview-request' },
    });
    expect(res.statusCode).toBe(404);
  });
});
