import { beforeAll, describe, expect, it } from 'vitest';
import {
  expectError,
  getProfile as profile,
  applyTo,
  pdfTextOf,
  visibilityCases as setUp,
} from './candidates-support.js';
import { useTestApp } from './helpers.js';

describe('candidate profile: who sees what', () => {
  const t = useTestApp();
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(t);
  });

  it('shows a searchable candidate to any company, without contact details', async () => {
    for (const as of [s.adminA.id, s.assistantA.id, s.adminB.id]) {
      const res = await profile(t, s.mario.id, as);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ userId: s.mario.id, visibility: 'profile', contact: null });
      expect(res.body).not.toContain('1234567');
      expect(res.body).not.toContain('mario.private@example.test');
    }
    const rows = await t.request({
      method: 'GET',
      url: `/api/user-detail?where[userId]=${s.mario.id}`,
      as: s.adminB.id,
    });
    expect(rows.json().data).toEqual([
      expect.objectContaining({ userId: s.mario.id, phone: null, contactEmail: null }),
    ]);
  });

  it('shows the contact details to the company the candidate applied to, and only to it', async () => {
    expect((await applyTo(t, s.mario.id, s.jobA1.id)).statusCode).toBe(201);
    const a = (await profile(t, s.mario.id, s.adminA.id)).json().data;
    expect(a).toMatchObject({
      visibility: 'full',
      contact: { email: 'mario.private@example.test', phone: '+39 333 1234567' },
    });
    expect((await profile(t, s.mario.id, s.adminB.id)).json().data).toMatchObject({
      visibility: 'profile',
      contact: null,
    });
  });

  it('hides a candidate who is not searchable and did not apply: 404 as for no one', async () => {
    const missing = expectError(await profile(t, 2_000_000_000, s.adminB.id), 404);
    for (const as of [s.adminA.id, s.adminB.id]) {
      const body = expectError(await profile(t, s.nina.id, as), 404);
      expect(body.message).toBe(String(missing.message).replace('2000000000', String(s.nina.id)));
      expectError(await t.request({ method: 'GET', url: `/api/user-detail/${s.nina.id}.pdf`, as }), 404);
      const list = await t.request({ method: 'GET', url: `/api/user-detail?where[userId]=${s.nina.id}`, as });
      expect(list.json().data).toEqual([]);
      const ids = await t.request({
        method: 'POST',
        url: '/api/user-detail/@list',
        as,
        payload: { where: { userId: s.nina.id } },
      });
      expect(ids.json().data).toEqual([]);
    }
    // Applied to A, not searchable: A sees all of it, B nothing.
    expect((await profile(t, s.paolo.id, s.adminA.id)).json().data.visibility).toBe('full');
    expectError(await profile(t, s.paolo.id, s.adminB.id), 404);
    // Neither another candidate nor a recruiter without a company.
    expectError(await profile(t, s.mario.id, s.nina.id), 404);
    expectError(await profile(t, s.mario.id, s.loner.id), 404);
    expectError(await t.request({ method: 'GET', url: `/api/user-detail/${s.mario.id}/profile` }), 401);
  });

  it('renders the PDF in the viewer’s language with the name, skills and languages', async () => {
    const text = await pdfTextOf(t, `/api/user-detail/${s.nina.id}.pdf`, s.nina.id);
    expect(text).toContain('Nina Nascosta');
    expect(text).toContain('Senior TypeScript developer');
    expect(text).toContain('COMPETENZE PROFESSIONALI');
    expect(text).toContain('TypeScript');
    expect(text).toContain('5 anni');
    expect(text).toContain('Inglese');
    expect(text).toContain('+39 333 1234567');

    const en = await pdfTextOf(t, `/api/user-detail/${s.paolo.id}.pdf`, s.englishRecruiter.id);
    expect(en).toContain('Paolo Privato');
    expect(en).toContain('PROFESSIONAL SKILLS');
    expect(en).toContain('5 years');
    expect(en).toContain('English');
    expect(en).toContain('paolo.private@example.test');
  });

  it('leaves the contact out of the PDF where the profile leaves it out', async () => {
    const text = await pdfTextOf(t, `/api/user-detail/${s.mario.id}.pdf`, s.adminB.id);
    expect(text).toContain('Mario Rossi');
    expect(text).not.toContain('1234567');
    expect(text).not.toContain('mario.private');
    expectError(await t.request({ method: 'GET', url: '/api/user-detail/abc.pdf', as: s.adminB.id }), 400);
  });
});
