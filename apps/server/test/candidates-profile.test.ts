import { beforeAll, describe, expect, it } from 'vitest';
import { candidateProfileViewSchema, RoleId } from '@hiring/domain';
import { createUser } from '../src/db/seed/factories.js';
import {
  expectError,
  getProfile as profile,
  pdfTextOf,
  ref,
  visibilityCases as setUp,
} from './candidates-support.js';
import { useTestApp } from './helpers.js';

const { TS, JS, ENGLISH, C1, LICENCE_B, MILANO } = ref;

describe('candidate profile: writing', () => {
  const t = useTestApp();
  let s: Awaited<ReturnType<typeof setUp>>;
  let nadia: { id: number };
  let nadiaDetailId: number;
  beforeAll(async () => {
    s = await setUp(t);
    nadia = await createUser(t.db, { firstname: 'Nadia', lastname: 'Nuova', roleId: RoleId.user });
  });

  it('lets the candidate create the profile with its lists in one call', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/user-detail',
      as: nadia.id,
      payload: {
        headline: 'Frontend developer',
        locationId: MILANO,
        employed: false,
        phone: '+39 02 1234567',
        professionalSkills: [{ skillId: TS, years: 4 }],
        languages: [{ languageId: ENGLISH, levelId: C1 }],
        driverLicenseIds: [LICENCE_B],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      userId: nadia.id,
      headline: 'Frontend developer',
      phone: '+39 02 1234567',
    });
    nadiaDetailId = res.json().data.id;
    const own = candidateProfileViewSchema.parse((await profile(t, nadia.id, nadia.id)).json().data);
    expect(own).toMatchObject({
      visibility: 'full',
      contact: { email: expect.stringContaining('@example.test'), phone: '+39 02 1234567' },
      location: { id: MILANO, name: 'Milano' },
      professionalSkills: [{ id: TS, name: 'TypeScript', years: 4 }],
      languages: [{ id: ENGLISH, name: 'Inglese', level: 'C1' }],
      driverLicenses: [{ id: LICENCE_B }],
    });
    expectError(await t.request({ method: 'POST', url: '/api/user-detail', as: nadia.id, payload: {} }), 409);
  });

  it('replaces a list that is sent and keeps the others', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/user-detail/${nadiaDetailId}`,
      as: nadia.id,
      payload: { headline: 'Full-stack developer', professionalSkills: [{ skillId: JS, years: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.headline).toBe('Full-stack developer');
    const own = (await profile(t, nadia.id, nadia.id)).json().data;
    expect(own.professionalSkills).toEqual([{ id: JS, name: 'JavaScript', years: 1 }]);
    expect(own.languages).toHaveLength(1);
  });

  it("refuses another candidate's profile (404) and staff writing (403)", async () => {
    const [marioDetail] = (
      await t.request({ method: 'GET', url: `/api/user-detail?where[userId]=${s.mario.id}`, as: s.mario.id })
    ).json().data;
    const patch = (as: number) =>
      t.request({
        method: 'PATCH',
        url: `/api/user-detail/${marioDetail.id}`,
        as,
        payload: { headline: 'Hacked' },
      });
    expectError(await patch(nadia.id), 404);
    expectError(await patch(s.adminA.id), 403);
    expectError(
      await t.request({ method: 'POST', url: '/api/user-detail', as: s.adminA.id, payload: {} }),
      403,
    );
    expectError(
      await t.request({ method: 'DELETE', url: `/api/user-detail/${marioDetail.id}`, as: nadia.id }),
      404,
    );
    expect((await profile(t, s.mario.id, s.mario.id)).json().data.headline).toBe(
      'Senior TypeScript developer',
    );
  });

  it('answers 400 for unknown references, unknown fields, duplicates and bad ids', async () => {
    const patch = (payload: object, id: number | string = nadiaDetailId) =>
      t.request({ method: 'PATCH', url: `/api/user-detail/${id}`, as: nadia.id, payload });
    const unknown = expectError(await patch({ professionalSkills: [{ skillId: 999_999, years: 1 }] }), 400);
    expect(String(unknown.message)).toContain('professionalSkills.skillId: unknown id 999999');
    expectError(await patch({ userId: s.mario.id }), 400);
    expectError(await patch({ softSkillIds: [1, 1] }), 400);
    expectError(await patch({ professionalSkills: [{ skillId: TS, years: -1 }] }), 400);
    expectError(await patch({}, 'abc'), 400);
    expectError(await patch({}, 0), 400);
    expectError(await profile(t, 0, nadia.id), 400);
    expectError(await t.request({ method: 'GET', url: '/api/user-detail/abc/profile', as: nadia.id }), 400);
  });
});

describe('candidate profile with disableUserDetailsContact', () => {
  const t = useTestApp({}, { MODULE_DISABLE_USER_DETAILS_CONTACT: 'true' });
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(t);
  });

  it('hides the contact even from the company the candidate applied to', async () => {
    const res = await profile(t, s.paolo.id, s.adminA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ visibility: 'profile', contact: null });
    expect(res.body).not.toContain('1234567');
    const rows = await t.request({
      method: 'GET',
      url: `/api/user-detail?where[userId]=${s.paolo.id}`,
      as: s.adminA.id,
    });
    expect(rows.json().data[0]).toMatchObject({ phone: null, contactEmail: null });
    const pdf = await pdfTextOf(t, `/api/user-detail/${s.paolo.id}.pdf`, s.adminA.id);
    expect(pdf).toContain('Paolo Privato');
    expect(pdf).not.toContain('1234567');
    // The candidate still sees their own.
    expect((await profile(t, s.paolo.id, s.paolo.id)).json().data.contact).toMatchObject({
      phone: '+39 333 1234567',
    });
  });
});
