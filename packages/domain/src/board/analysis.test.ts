import { describe, expect, it } from 'vitest';
import { analyseCandidate, distanceKm, type AnalysisReference, type CandidateFacts } from './analysis.js';

const map = (entries: Array<[number, string, number?]>) =>
  new Map(entries.map(([id, name, order]) => [id, { name, order }]));

const ref: AnalysisReference = {
  skills: map([
    [1, 'TypeScript'],
    [2, 'Go'],
  ]),
  languages: map([[10, 'Inglese']]),
  languageLevels: map([
    [1, 'A2', 1],
    [2, 'B1', 2],
    [3, 'B2', 3],
    [4, 'C1', 4],
  ]),
  softSkills: map([
    [5, 'Teamwork'],
    [6, 'Leadership'],
  ]),
  educations: map([
    [1, 'Diploma', 1],
    [2, 'Laurea triennale', 2],
    [3, 'Laurea magistrale', 3],
  ]),
  driverLicenses: map([[1, 'B']]),
  availabilities: map([
    [1, 'Subito', 1],
    [2, 'Un mese', 2],
  ]),
  workAreas: map([[3, 'Informatica']]),
  seniorities: map([
    [1, 'Junior', 1],
    [2, 'Mid', 2],
    [3, 'Senior', 3],
  ]),
};

const milan: [number, number] = [9.19, 45.4642];
const monza: [number, number] = [9.2744, 45.5845];
const rome: [number, number] = [12.4964, 41.9028];

const nobody: CandidateFacts = {
  skills: [],
  languages: [],
  softSkillIds: [],
  driverLicenseIds: [],
  educationId: null,
  availabilityId: null,
  workAreaId: null,
  seniorityId: null,
  position: null,
};

describe('analyseCandidate', () => {
  it('judges only what the job asks for, with a score of 0 when it asks nothing', () => {
    expect(analyseCandidate({}, nobody, ref)).toEqual({ score: 0, criteria: [] });
  });

  it('compares skill years and says what the candidate has in the evidence', () => {
    const a = analyseCandidate(
      {
        professionalSkills: [
          { skillId: 1, years: 2 },
          { skillId: 2, years: 1 },
        ],
      },
      { ...nobody, skills: [{ skillId: 1, years: 3 }] },
      ref,
    );
    expect(a.criteria).toEqual([
      {
        key: 'professionalSkills',
        label: 'board.analysis.professionalSkills',
        result: 'partial',
        weight: 30,
        evidence: 'TypeScript: 3 anni, richiesti 2; Go: assente, richiesti 1',
      },
    ]);
    expect(a.score).toBe(50);
  });

  it('compares language levels by their order, and writes English evidence on request', () => {
    const job = { languages: [{ languageId: 10, levelId: 3 }] };
    const above = analyseCandidate(
      job,
      { ...nobody, languages: [{ languageId: 10, levelId: 4 }] },
      ref,
      'en',
    );
    expect(above.criteria[0]).toMatchObject({ result: 'met', evidence: 'Inglese: C1, required B2' });
    const below = analyseCandidate(job, { ...nobody, languages: [{ languageId: 10, levelId: 1 }] }, ref);
    expect(below.criteria[0]!.result).toBe('partial');
    expect(analyseCandidate(job, nobody, ref).criteria[0]!.result).toBe('missing');
  });

  it('ranks education and seniority, one step below being partial', () => {
    const job = { educationId: 2, seniorityId: 3 };
    const a = analyseCandidate(job, { ...nobody, educationId: 3, seniorityId: 2 }, ref);
    expect(a.criteria.map((c) => [c.key, c.result])).toEqual([
      ['seniority', 'partial'],
      ['education', 'met'],
    ]);
    expect(a.score).toBe(75);
  });

  it('counts the share of soft skills and licences, and matches work area and availability', () => {
    const a = analyseCandidate(
      { softSkillIds: [5, 6], driverLicenseIds: [1], workAreaId: 3, availabilityId: 1 },
      { ...nobody, softSkillIds: [5], driverLicenseIds: [1], workAreaId: 3, availabilityId: 2 },
      ref,
    );
    const byKey = Object.fromEntries(a.criteria.map((c) => [c.key, c]));
    expect(byKey.softSkills).toMatchObject({
      result: 'partial',
      evidence: 'Teamwork ✓; Leadership: assente',
    });
    expect(byKey.driverLicenses!.result).toBe('met');
    expect(byKey.workArea!.result).toBe('met');
    expect(byKey.availability).toMatchObject({ result: 'missing', evidence: 'Un mese, richiesti Subito' });
  });

  it('measures the distance between the job place and the candidate', () => {
    expect(Math.round(distanceKm(milan, rome))).toBeGreaterThan(470);
    const job = { place: { place_name: 'Milano', center: milan } };
    expect(analyseCandidate(job, { ...nobody, position: monza }, ref).criteria[0]).toMatchObject({
      key: 'distance',
      result: 'met',
    });
    expect(analyseCandidate(job, { ...nobody, position: rome }, ref).criteria[0]!.result).toBe('missing');
    expect(analyseCandidate(job, nobody, ref).criteria[0]!.result).toBe('missing');
  });

  it('gives 100 to a candidate who meets everything', () => {
    const a = analyseCandidate(
      {
        professionalSkills: [{ skillId: 1, years: 2 }],
        seniorityId: 2,
        place: { place_name: 'Milano', center: milan },
      },
      { ...nobody, skills: [{ skillId: 1, years: 2 }], seniorityId: 3, position: milan },
      ref,
    );
    expect(a.score).toBe(100);
    expect(a.criteria.every((c) => c.result === 'met')).toBe(true);
  });
});
