import { beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema, candidateDetailSchema } from '@hiring/domain';
import { addStep, createApplication, createCandidate, createJob } from '../src/db/seed/factories.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** The candidate detail (profile, contact, steps) and the analysis of the candidate against the job. */
async function setUp(t: ReturnType<typeof useTestApp>) {
  const f = await twoCompanies(t.db);
  const cand = await createCandidate(
    t.db,
    { firstname: 'Franco', lastname: 'Fiore', email: 'franco@example.test' },
    {
      // Torino (location 1); education 2 and seniority 2 (junior); availability immediate.
      detail: {
        headline: 'Sviluppatore',
        bio: 'Bio',
        locationId: 1,
        educationId: 2,
        seniorityId: 2,
        availabilityId: 1,
        workAreaId: 1,
        employed: true,
        phone: '+39 333 0000000',
      },
      skills: [
        { professionalSkillId: 1, years: 3 },
        { professionalSkillId: 2, years: 1 },
      ],
      languages: [{ languageId: 2, languageLevelId: 4 }],
      softSkillIds: [2],
      driverLicenseIds: [1],
      protectedClassIds: [1],
    },
  );
  const job = await createJob(
    t.db,
    {
      companyId: f.companyA.id,
      userId: f.adminA.id,
      content: {
        professionalSkills: [
          { skillId: 1, years: 2 },
          { skillId: 3, years: 1 },
        ],
        languages: [{ languageId: 2, levelId: 3 }],
        softSkillIds: [2, 3],
        seniorityId: 2,
        workAreaId: 1,
        place: { place_name: 'Torino', center: [7.6869, 45.0703] },
      },
    },
    'published',
  );
  const app = await createApplication(t.db, { jobId: job.id, userId: cand.id });
  await addStep(t.db, { applicationId: app.id, applicationStepTypeId: 1, userId: cand.id });
  return { ...f, cand, job, app };
}

describe('candidate detail', () => {
  const t = useTestApp();
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(t);
  });
  const detail = (id: number, as: number) =>
    t.request({ method: 'GET', url: `/api/board/application/${id}`, as });

  it('answers the profile with every list named, the contact and the steps', async () => {
    const res = await detail(s.app.id, s.adminA.id);
    expect(res.statusCode).toBe(200);
    const data = candidateDetailSchema.parse(res.json().data);
    expect(data.application).toMatchObject({ id: s.app.id, jobId: s.job.id, locked: false, viewedAt: null });
    expect(data.candidate).toMatchObject({
      userId: s.cand.id,
      firstname: 'Franco',
      headline: 'Sviluppatore',
      employed: true,
      location: { id: 1, name: 'Torino' },
      availability: { id: 1, name: 'Immediata' },
      seniority: { id: 2, name: 'Junior' },
      workArea: { id: 1 },
      education: { id: 2, name: 'Licenza media' },
      professionalSkills: [
        { id: 2, name: 'JavaScript', years: 1 },
        { id: 1, name: 'TypeScript', years: 3 },
      ],
      languages: [{ id: 2, name: 'Inglese', levelId: 4 }],
      softSkills: [{ id: 2, name: 'Lavoro in team' }],
      driverLicenses: [{ id: 1, name: 'AM' }],
      protectedClasses: [{ id: 1, name: 'Invalidi civili' }],
    });
    expect(data.contact).toEqual({ email: 'franco@example.test', phone: '+39 333 0000000' });
    expect(data.steps).toEqual([
      expect.objectContaining({
        key: 'applied',
        name: 'Candidatura inviata',
        style: 'default',
        user: { id: s.cand.id, firstname: 'Franco', lastname: 'Fiore' },
      }),
    ]);
  });

  it('keeps company B out with 404 and bad ids with 400', async () => {
    const res = await detail(s.app.id, s.adminB.id);
    expect(res.statusCode).toBe(404);
    expect(JSON.stringify(res.json())).not.toContain('Franco');
    expect(
      (await t.request({ method: 'GET', url: `/api/board/application/x`, as: s.adminA.id })).statusCode,
    ).toBe(400);
    const analysis = await t.request({
      method: 'GET',
      url: `/api/board/application/${s.app.id}/analysis`,
      as: s.adminB.id,
    });
    expect(analysis.statusCode).toBe(404);
  });

  it('matches the candidate against the job, criterion by criterion with evidence', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/board/application/${s.app.id}/analysis`,
      as: s.adminA.id,
    });
    expect(res.statusCode).toBe(200);
    const data = analysisSchema.parse(res.json().data);
    const byKey = Object.fromEntries(data.criteria.map((c) => [c.key, c]));
    expect(Object.keys(byKey).sort()).toEqual(
      ['distance', 'languages', 'professionalSkills', 'seniority', 'softSkills', 'workArea'].sort(),
    );
    expect(byKey.professionalSkills).toMatchObject({
      result: 'partial',
      label: 'board.analysis.professionalSkills',
      evidence: 'TypeScript: 3 anni, richiesti 2; Python: assente, richiesti 1',
    });
    expect(byKey.languages).toMatchObject({ result: 'met', evidence: 'Inglese: B2, richiesti B1' });
    expect(byKey.seniority!.result).toBe('met');
    expect(byKey.workArea!.result).toBe('met');
    expect(byKey.softSkills!.result).toBe('partial');
    expect(byKey.distance).toMatchObject({ result: 'met', evidence: '0 km' });
    expect(data.score).toBeGreaterThan(50);
    expect(data.score).toBeLessThan(100);
  });
});

describe('candidate detail with disableUserDetailsContact', () => {
  const t = useTestApp({}, { MODULE_DISABLE_USER_DETAILS_CONTACT: 'true' });
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp(t);
  });

  it('answers contact null and no email or phone anywhere', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/board/application/${s.app.id}`,
      as: s.adminA.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contact).toBeNull();
    expect(res.body).not.toContain('franco@example.test');
    expect(res.body).not.toContain('333');
  });
});
