import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobContentKeys } from '@hiring/domain';
import * as s from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { jobCalls, referenceIds } from './jobs-support.js';

/** POST /job, GET /job/{id}, PATCH /job/content/{id}: the complete content, columns, references. */
describe('job content writes', () => {
  const t = useTestApp();
  const api = jobCalls(t);
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let ref: Awaited<ReturnType<typeof referenceIds>>;
  beforeAll(async () => {
    f = await twoCompanies(t.db);
    ref = await referenceIds(t.db);
  });

  it('creates a draft of the caller’s company with the whole content and its columns', async () => {
    const content = {
      name: 'Sviluppatore backend',
      description: 'Node e PostgreSQL',
      responsibilities: ['Scrivere API'],
      requirements: ['TypeScript'],
      benefits: [],
      contractType: 'permanent',
      workMode: 'hybrid',
      salaryMinCents: 3_000_000,
      salaryMaxCents: 4_000_000,
      place: { id: ref.location[0], place_name: 'Milano', center: [9.19, 45.46] },
      workAreaId: ref.workArea[0],
      seniorityId: ref.seniority[0],
      professionalSkills: [{ skillId: ref.skill[0], years: 3 }],
      languages: [{ languageId: ref.language[0], levelId: ref.level[0] }],
      softSkillIds: [ref.softSkill[0]],
      educationId: ref.education[0],
      driverLicenseIds: [ref.licence[0]],
      availabilityId: ref.availability[0],
      protectedClassIds: [ref.protectedClass[0]],
    };
    const res = await api.create(f.adminA.id, { ...content, aiPrompt: 'Cerco uno sviluppatore' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      companyId: f.companyA.id,
      userId: f.adminA.id,
      status: 'draft',
      name: content.name,
      locationId: ref.location[0],
      workAreaId: ref.workArea[0],
      salaryMinCents: 3_000_000,
      aiPrompt: 'Cerco uno sviluppatore',
      publishedAt: null,
    });
    expect(created.content).toEqual(content);
    const read = (await api.get(f.adminA.id, created.id)).json().data;
    expect(read.content).toEqual(content);
  });

  it('answers every content key, null or [] when empty, also for a job made without content', async () => {
    const res = await api.create(f.adminA.id, { name: 'Solo il nome' });
    const { content } = res.json().data;
    expect(Object.keys(content).sort()).toEqual([...jobContentKeys].sort());
    expect(content).toMatchObject({ name: 'Solo il nome', description: null, place: null, languages: [] });
    const seeded = (await api.get(f.adminA.id, f.jobA1.id)).json().data;
    expect(seeded.content).toMatchObject({
      name: 'Alfa backend developer',
      requirements: [],
      workAreaId: null,
    });
    expect(seeded.status).toBe('published');
  });

  it('takes the company and owner from the caller, never from the body', async () => {
    const res = await api.create(f.adminA.id, { name: 'x', companyId: f.companyB.id });
    expect(res.statusCode).toBe(400);
    const res2 = await api.create(f.adminB.id, { name: 'Beta job' });
    expect(res2.json().data.companyId).toBe(f.companyB.id);
  });

  it('refuses unknown reference ids with 400 naming each, never a 500', async () => {
    const res = await api.create(f.adminA.id, {
      name: 'Refs',
      workAreaId: 999_999,
      professionalSkills: [{ skillId: 999_998, years: 1 }],
      languages: [{ languageId: ref.language[0], levelId: 999_997 }],
      softSkillIds: [999_996],
      driverLicenseIds: [999_995],
      protectedClassIds: [999_994],
      educationId: 999_993,
      availabilityId: 999_992,
      seniorityId: 999_991,
      place: { id: 999_990, place_name: 'Nowhere', center: [0, 0] },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().message as string[];
    expect(messages).toEqual(
      expect.arrayContaining([
        'workAreaId: unknown work area 999999',
        'professionalSkills: unknown professional skill 999998',
        'languages: unknown language level 999997',
        'softSkillIds: unknown soft skill 999996',
        'driverLicenseIds: unknown driver licence 999995',
        'protectedClassIds: unknown protected class 999994',
        'educationId: unknown education 999993',
        'availabilityId: unknown availability 999992',
        'seniorityId: unknown seniority 999991',
        'place: unknown location 999990',
      ]),
    );
    const dup = await api.create(f.adminA.id, {
      name: 'Dup',
      softSkillIds: [ref.softSkill[0], ref.softSkill[0]],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toEqual(['softSkillIds: an item is listed twice']);
  });

  it('refuses bad input with 400: no name, salary min above max, bad years, unknown keys', async () => {
    for (const payload of [
      {},
      { name: '  ' },
      { name: 'x', salaryMinCents: 5000, salaryMaxCents: 1000 },
      { name: 'x', salaryMinCents: -1 },
      { name: 'x', professionalSkills: [{ skillId: ref.skill[0], years: 4 }] },
      { name: 'x', contractType: 'forever' },
      { name: 'x', place: { place_name: 'X', center: [200, 0] } },
      { name: 'x', bogus: true },
    ]) {
      const res = await api.create(f.adminA.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('merges a partial content, keeps the columns in step and journals the changed keys', async () => {
    const id = (await api.create(f.adminA.id, { name: 'Merge', salaryMaxCents: 5000 })).json().data.id;
    const res = await api.content(f.adminA.id, id, {
      description: 'Ora con descrizione',
      requirements: ['Inglese'],
      name: 'Merge',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Merge', description: 'Ora con descrizione' });
    expect(res.json().data.content).toMatchObject({ requirements: ['Inglese'], salaryMaxCents: 5000 });
    const [event] = (await api.journal(f.adminA.id, id)).json().data;
    expect(event).toMatchObject({ kind: 'content', data: { keys: ['description', 'requirements'] } });

    const place = await api.content(f.adminA.id, id, {
      place: { id: ref.location[1], place_name: 'Roma', center: [12.5, 41.9] },
    });
    expect(place.json().data.locationId).toBe(ref.location[1]);
    const free = await api.content(f.adminA.id, id, {
      place: { place_name: 'Via Roma 1', center: [12, 41] },
    });
    expect(free.json().data.locationId).toBeNull();

    // Nothing changed: nothing journalled.
    const before = (await api.journal(f.adminA.id, id)).json().data.length;
    await api.content(f.adminA.id, id, { requirements: ['Inglese'] });
    expect((await api.journal(f.adminA.id, id)).json().data).toHaveLength(before);
  });

  it('checks the merged salary range and the references of a content change', async () => {
    const id = (await api.create(f.adminA.id, { name: 'Range', salaryMaxCents: 5000 })).json().data.id;
    const res = await api.content(f.adminA.id, id, { salaryMinCents: 6000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('maximum salary');
    expect((await api.content(f.adminA.id, id, { seniorityId: 999_999 })).statusCode).toBe(400);
    expect((await api.content(f.adminA.id, id, { name: null })).statusCode).toBe(400);
    const [row] = await t.db.select().from(s.job).where(eq(s.job.id, id));
    expect(row!.salaryMinCents).toBeNull();
  });

  it('keeps a published post’s description and treats PATCH /job/{id} as a content change', async () => {
    const res = await api.content(f.adminA.id, f.jobA1.id, { description: '' });
    expect(res.statusCode).toBe(400);
    const alias = await t.request({
      method: 'PATCH',
      url: `/api/job/${f.jobA1.id}`,
      as: f.adminA.id,
      payload: { description: 'Descrizione nuova' },
    });
    expect(alias.statusCode).toBe(200);
    expect(alias.json().data.content.description).toBe('Descrizione nuova');
  });
});
