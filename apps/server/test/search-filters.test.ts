import { RoleId, type SearchFiltersInput, type SearchResult } from '@hiring/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createUser } from '../src/db/seed/factories.js';
import * as t from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** Reference ids of the seed (db/seed/reference/*.json). */
const TS = 1;
const JS = 2;
const PYTHON = 3;
const JAVA = 4;
const IT_AREA = 1;
const ENGLISH = 2;
const [B1, B2, C1] = [3, 4, 5];
const LICENCE_B = 6;
const [MILANO, MONZA, ROMA] = [13, 21, 69];

const ctx = useTestApp();
let f: Awaited<ReturnType<typeof twoCompanies>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = ctx;
  f = await twoCompanies(db);
  ids.carla = f.candidate.id;
  ids.mario = (
    await createCandidate(
      db,
      { firstname: 'Mario', lastname: 'Rossi', email: 'mario@example.test' },
      {
        detail: {
          headline: 'Senior TypeScript developer',
          locationId: MILANO,
          workAreaId: IT_AREA,
          seniorityId: 4,
          availabilityId: 1,
          educationId: 7,
          employed: true,
          employerName: 'Acme Software S.p.A.',
          phone: '+39 333 1234567',
          contactEmail: 'mario.private@example.test',
        },
        skills: [
          { professionalSkillId: TS, years: 5 },
          { professionalSkillId: JS, years: 3 },
        ],
        languages: [{ languageId: ENGLISH, languageLevelId: C1 }],
        softSkillIds: [1, 2],
        driverLicenseIds: [LICENCE_B],
      },
    )
  ).id;
  ids.giulia = (
    await createCandidate(
      db,
      { firstname: 'Giulia', lastname: 'Bianchi' },
      {
        detail: {
          headline: 'Python data engineer',
          locationId: MONZA,
          workAreaId: IT_AREA,
          seniorityId: 3,
          availabilityId: 2,
          educationId: 6,
          employerName: 'DataCorp',
        },
        skills: [
          { professionalSkillId: PYTHON, years: 3 },
          { professionalSkillId: TS, years: 1 },
        ],
        languages: [{ languageId: ENGLISH, languageLevelId: B1 }],
        softSkillIds: [2],
        driverLicenseIds: [LICENCE_B],
        protectedClassIds: [1],
      },
    )
  ).id;
  ids.luca = (
    await createCandidate(
      db,
      { firstname: 'Luca', lastname: 'Verdi' },
      {
        detail: { headline: 'Java developer', locationId: ROMA, workAreaId: IT_AREA, seniorityId: 2 },
        skills: [
          { professionalSkillId: JAVA, years: 10 },
          { professionalSkillId: TS, years: 2 },
        ],
        languages: [{ languageId: ENGLISH, languageLevelId: B2 }],
      },
    )
  ).id;
  // Never found: a candidate who opted out, a deleted one, and a recruiter with a profile row.
  const hidden = await createCandidate(
    db,
    { firstname: 'Sara', lastname: 'Nascosta' },
    {
      detail: { headline: 'TypeScript lead', locationId: MILANO },
      skills: [{ professionalSkillId: TS, years: 10 }],
    },
  );
  await db.insert(t.userPreference).values({ userId: hidden.id, searchable: false });
  await createCandidate(
    db,
    { firstname: 'Paolo', lastname: 'Cancellato', deletedAt: new Date() },
    { detail: { headline: 'TypeScript lead' }, skills: [{ professionalSkillId: TS, years: 10 }] },
  );
  await createCandidate(
    db,
    { firstname: 'Rita', lastname: 'Recruiter', roleId: RoleId.recruiter },
    { detail: { headline: 'TypeScript lead' }, skills: [{ professionalSkillId: TS, years: 10 }] },
  );
  // A searchable preference row is the same as none.
  await db.insert(t.userPreference).values({ userId: ids.luca!, searchable: true });
});

async function search(body: Record<string, unknown>, as = f.adminA.id) {
  const res = await ctx.request({ method: 'POST', url: '/api/search', payload: body, as });
  return res;
}

async function found(
  filters: SearchFiltersInput,
  extra: Record<string, unknown> = {},
): Promise<SearchResult> {
  const res = await search({ filters, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SearchResult }).data;
}

const names = (r: SearchResult) => r.items.map((i) => i.firstname);
const nameSet = (r: SearchResult) => new Set(names(r));

describe('POST /search: who can be found', () => {
  it('without filters: every searchable candidate, never hidden, deleted or staff users', async () => {
    const r = await found({});
    expect(nameSet(r)).toEqual(new Set(['Mario', 'Giulia', 'Luca', 'Carla']));
    expect(r.total).toBe(4);
  });

  it('never carries contact details', async () => {
    const res = await search({ filters: { text: 'mario' } });
    expect(res.body).not.toContain('333');
    expect(res.body).not.toContain('example.test');
    const item = (res.json() as { data: SearchResult }).data.items[0]!;
    expect(Object.keys(item)).not.toEqual(expect.arrayContaining(['email']));
    expect(item).toMatchObject({
      userId: ids.mario,
      headline: 'Senior TypeScript developer',
      location: { id: MILANO, name: 'Milano', province: 'MI' },
      workArea: { id: IT_AREA },
      seniority: { id: 4 },
      employed: true,
      skills: [
        { skillId: TS, name: 'TypeScript', years: 5 },
        { skillId: JS, name: 'JavaScript', years: 3 },
      ],
    });
  });
});

describe('POST /search: each filter alone', () => {
  it('professional skills with minimum years, ranked by years over the minimum', async () => {
    const r = await found({ professionalSkills: [{ skillId: TS, years: 2 }] });
    expect(names(r)).toEqual(['Mario', 'Luca']);
    expect(r.items[0]!.matches).toEqual([
      { filter: 'professionalSkills', strength: 0.84, detail: { id: TS, years: 5, minYears: 2 } },
    ]);
    expect(r.items[1]!.matches[0]).toMatchObject({ strength: 0.6, detail: { years: 2, minYears: 2 } });
    // Every skill listed must be held.
    const both = await found({ professionalSkills: [{ skillId: TS }, { skillId: PYTHON, years: 3 }] });
    expect(names(both)).toEqual(['Giulia']);
    expect(both.items[0]!.matches).toHaveLength(2);
  });

  it('work areas, seniority, availability, education', async () => {
    expect(nameSet(await found({ workAreaIds: [IT_AREA] }))).toEqual(new Set(['Mario', 'Giulia', 'Luca']));
    expect(names(await found({ seniorityIds: [4, 5] }))).toEqual(['Mario']);
    expect(names(await found({ availabilityIds: [2] }))).toEqual(['Giulia']);
    const edu = await found({ educationIds: [6, 7] });
    expect(nameSet(edu)).toEqual(new Set(['Mario', 'Giulia']));
    expect(edu.items.find((i) => i.firstname === 'Giulia')!.matches).toEqual([
      { filter: 'educationIds', strength: 1, detail: { id: 6 } },
    ]);
  });

  it('soft skills and driver licences: every one listed', async () => {
    expect(names(await found({ softSkillIds: [1, 2] }))).toEqual(['Mario']);
    expect(nameSet(await found({ softSkillIds: [2] }))).toEqual(new Set(['Mario', 'Giulia']));
    expect(nameSet(await found({ driverLicenseIds: [LICENCE_B] }))).toEqual(new Set(['Mario', 'Giulia']));
    expect(names(await found({ driverLicenseIds: [LICENCE_B, 1] }))).toEqual([]);
  });

  it('protected classes: any one listed', async () => {
    const r = await found({ protectedClassIds: [1, 3] });
    expect(names(r)).toEqual(['Giulia']);
    expect(r.items[0]!.matches[0]).toEqual({ filter: 'protectedClassIds', strength: 1, detail: { id: 1 } });
  });

  it('location: a municipality or a place, with a radius; closer ranks higher', async () => {
    const near = await found({ location: { locationId: MILANO, radiusKm: 20 } });
    expect(names(near)).toEqual(['Mario', 'Giulia']);
    expect(near.items[0]!.matches[0]).toEqual({
      filter: 'location',
      strength: 1,
      detail: { distanceKm: 0, radiusKm: 20 },
    });
    const monza = near.items[1]!.matches[0]!;
    expect(monza.detail.distanceKm).toBeGreaterThan(12);
    expect(monza.detail.distanceKm).toBeLessThan(16);
    expect(monza.strength).toBeCloseTo(1 - (0.5 * monza.detail.distanceKm!) / 20, 2);
    expect(names(await found({ location: { locationId: MILANO, radiusKm: 5 } }))).toEqual(['Mario']);
    const rome = await found({
      location: { place: { place_name: 'Roma', center: [12.49, 41.9] }, radiusKm: 10 },
    });
    expect(names(rome)).toEqual(['Luca']);
  });

  it('company: the employer name contains the text, case-insensitive; % is literal', async () => {
    const r = await found({ company: 'acme' });
    expect(names(r)).toEqual(['Mario']);
    expect(r.items[0]!.matches[0]).toMatchObject({
      filter: 'company',
      detail: { value: 'Acme Software S.p.A.' },
    });
    expect(names(await found({ company: 'CORP' }))).toEqual(['Giulia']);
    expect(names(await found({ company: '%' }))).toEqual([]);
  });

  it('languages with a minimum level, compared by level order', async () => {
    const r = await found({ languages: [{ languageId: ENGLISH, levelId: B2 }] });
    expect(names(r)).toEqual(['Mario', 'Luca']);
    expect(r.items[0]!.matches[0]).toEqual({
      filter: 'languages',
      strength: 0.8,
      detail: { id: ENGLISH, levelId: C1, levelOrder: 5, minLevelOrder: 4 },
    });
    expect(r.items[1]!.matches[0]!.strength).toBe(0.6);
    expect(names(await found({ languages: [{ languageId: 3, levelId: 1 }] }))).toEqual([]);
  });

  it('exclude employed', async () => {
    expect(nameSet(await found({ excludeEmployed: true }))).toEqual(new Set(['Giulia', 'Luca', 'Carla']));
    expect((await found({ excludeEmployed: false })).total).toBe(4);
  });

  it('free text over name, headline and skills; every word must match', async () => {
    expect(names(await found({ text: 'rossi' }))).toEqual(['Mario']);
    const python = await found({ text: 'Python' });
    expect(names(python)).toEqual(['Giulia']);
    expect(python.items[0]!.matches[0]).toMatchObject({ filter: 'text', detail: { similarity: 1 } });
    expect(nameSet(await found({ text: 'typescript' }))).toEqual(new Set(['Mario', 'Giulia', 'Luca']));
    // The name matches best for Mario, so he ranks first for "mario typescript"; only he has both words.
    expect(names(await found({ text: 'mario typescript' }))).toEqual(['Mario']);
    expect(names(await found({ text: '100%_' }))).toEqual([]);
  });

  it('free text checked on the candidates other filters leave: skills named with a word, or none', async () => {
    const withTs = { professionalSkills: [{ skillId: TS }] };
    expect(nameSet(await found({ ...withTs, text: 'typescript' }))).toEqual(
      new Set(['Mario', 'Giulia', 'Luca']),
    );
    expect(names(await found({ ...withTs, text: 'python' }))).toEqual(['Giulia']);
    // No skill is named "mario": the word is looked for in names and headlines only.
    expect(names(await found({ ...withTs, text: 'mario' }))).toEqual(['Mario']);
    expect(names(await found({ ...withTs, text: 'mario python' }))).toEqual([]);
  });
});

describe('POST /search: combined, ranked, paged', () => {
  it('combines filters with AND and explains each match', async () => {
    const r = await found({
      professionalSkills: [{ skillId: TS, years: 1 }],
      workAreaIds: [IT_AREA],
      location: { locationId: MILANO, radiusKm: 30 },
      driverLicenseIds: [LICENCE_B],
      excludeEmployed: true,
      text: 'engineer',
    });
    expect(names(r)).toEqual(['Giulia']);
    expect(r.items[0]!.matches.map((m) => m.filter)).toEqual([
      'text',
      'professionalSkills',
      'workAreaIds',
      'location',
      'driverLicenseIds',
      'excludeEmployed',
    ]);
    const sum = r.items[0]!.matches.reduce((s, m) => s + m.strength, 0);
    expect(r.items[0]!.rank).toBeCloseTo(sum, 2);
  });

  it('orders by rank by default, and by name, last name, created, modified on request', async () => {
    const ranked = await found({ professionalSkills: [{ skillId: TS }] });
    expect(names(ranked)).toEqual(['Mario', 'Luca', 'Giulia']);
    expect(ranked.items.map((i) => i.rank)).toEqual([1, 0.76, 0.68]);
    const byRankAsc = await found({ professionalSkills: [{ skillId: TS }] }, { order: 'asc' });
    expect(names(byRankAsc)).toEqual(['Giulia', 'Luca', 'Mario']);
    expect(names(await found({}, { sort: 'name' }))).toEqual(['Carla', 'Giulia', 'Luca', 'Mario']);
    expect(names(await found({}, { sort: 'lastname', order: 'desc' }))).toEqual([
      'Luca',
      'Mario',
      'Carla',
      'Giulia',
    ]);
    expect(names(await found({}, { sort: 'created', order: 'asc' }))).toEqual([
      'Carla',
      'Mario',
      'Giulia',
      'Luca',
    ]);
    const modified = await found({}, { sort: 'modified' });
    expect(modified.items.map((i) => i.updatedAt)).toEqual(
      [...modified.items.map((i) => i.updatedAt)].sort().reverse(),
    );
  });

  it('pages with take and skip; total counts every match', async () => {
    const first = await found({}, { sort: 'name', take: 2 });
    expect(first).toMatchObject({ total: 4 });
    expect(names(first)).toEqual(['Carla', 'Giulia']);
    const second = await found({}, { sort: 'name', take: 2, skip: 2 });
    expect(names(second)).toEqual(['Luca', 'Mario']);
    expect(second.total).toBe(4);
    const past = await found({}, { sort: 'name', take: 2, skip: 10 });
    expect(past).toEqual({ total: 4, items: [] });
  });
});

describe('POST /search: bad filters and access', () => {
  it.each([
    ['an unknown filter', { filters: { colour: 'blue' } }],
    ['an unknown top-level key', { filters: {}, page: 2 }],
    ['years not among the options', { filters: { professionalSkills: [{ skillId: TS, years: 4 }] } }],
    ['a radius without a place', { filters: { location: { radiusKm: 10 } } }],
    [
      'a place and a locationId',
      { filters: { location: { locationId: MILANO, place: { center: [9, 45] }, radiusKm: 10 } } },
    ],
    ['a radius too large', { filters: { location: { locationId: MILANO, radiusKm: 5000 } } }],
    ['a bad id', { filters: { workAreaIds: [-1] } }],
    ['an empty id list', { filters: { workAreaIds: [] } }],
    ['take above 200', { take: 201 }],
    ['a negative skip', { skip: -1 }],
    ['an unknown sort', { sort: 'salary' }],
  ])('%s → 400', async (_what, body) => {
    const res = await search(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('ids that do not exist → 400 naming them', async () => {
    const res = await search({
      filters: {
        professionalSkills: [{ skillId: 999_999, years: 1 }],
        languages: [{ languageId: ENGLISH, levelId: 999 }],
        location: { locationId: 999_999, radiusKm: 10 },
        softSkillIds: [2, 888_888],
      },
    });
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string[] };
    expect(message).toEqual(
      expect.arrayContaining([
        'filters.professionalSkills: unknown id 999999',
        'filters.softSkillIds: unknown id 888888',
        'filters.languages: unknown levelId 999',
        'filters.location: unknown locationId 999999',
      ]),
    );
  });

  it('needs a signed-in member of a company with the candidates permission', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/search', payload: {} })).statusCode).toBe(401);
    expect((await search({}, f.loner.id)).statusCode).toBe(403);
    expect((await search({}, ids.mario)).statusCode).toBe(403);
    const staffB = await found({ text: 'giulia' });
    expect(staffB.total).toBe(1);
    const other = await createUser(ctx.db, { firstname: 'No', lastname: 'Company' });
    expect((await search({}, other.id)).statusCode).toBe(403);
    expect((await search({}, f.adminB.id)).statusCode).toBe(200);
  });
});
