import { z } from 'zod';
import type { JobContent } from '../jobs/job-content.js';

/** How a candidate meets one requirement of the job. */
export const criterionResults = ['met', 'partial', 'missing'] as const;
export type CriterionResult = (typeof criterionResults)[number];

export const analysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  criteria: z.array(
    z.object({
      key: z.string(),
      /** An i18n key of the web app (namespace dashboard). */
      label: z.string(),
      result: z.enum(criterionResults),
      weight: z.number().int(),
      /** What the candidate has against what the job asks, in the caller's language. */
      evidence: z.string(),
    }),
  ),
});
export type Analysis = z.infer<typeof analysisSchema>;
export type Criterion = Analysis['criteria'][number];

/** A reference row as the analysis needs it: its name and, for ranked lists, its order. */
export interface RefItem {
  name: string;
  order?: number;
}
export type RefMap = ReadonlyMap<number, RefItem>;

/** The candidate's side: what their profile says. */
export interface CandidateFacts {
  skills: ReadonlyArray<{ skillId: number; years: number }>;
  languages: ReadonlyArray<{ languageId: number; levelId: number }>;
  softSkillIds: readonly number[];
  driverLicenseIds: readonly number[];
  educationId: number | null;
  availabilityId: number | null;
  workAreaId: number | null;
  seniorityId: number | null;
  /** The candidate's location as [longitude, latitude], if known. */
  position: readonly [number, number] | null;
}

/** Names and orders of the reference lists the job and the candidate refer to. */
export interface AnalysisReference {
  skills: RefMap;
  languages: RefMap;
  languageLevels: RefMap;
  softSkills: RefMap;
  educations: RefMap;
  driverLicenses: RefMap;
  availabilities: RefMap;
  workAreas: RefMap;
  seniorities: RefMap;
}

/** The weight of each criterion in the score; only the criteria the job states count. */
export const analysisWeights = {
  professionalSkills: 30,
  languages: 15,
  seniority: 10,
  workArea: 10,
  education: 10,
  softSkills: 10,
  driverLicenses: 5,
  availability: 5,
  distance: 5,
} as const;

/** Within this distance the place is met; within the partial one it is partly met (km). */
export const DISTANCE_MET_KM = 30;
export const DISTANCE_PARTIAL_KM = 80;

const words = {
  it: {
    years: (n: number) => (n === 1 ? '1 anno' : `${n} anni`),
    required: 'richiesti',
    none: 'assente',
    km: 'km',
  },
  en: {
    years: (n: number) => (n === 1 ? '1 year' : `${n} years`),
    required: 'required',
    none: 'none',
    km: 'km',
  },
};
type Words = (typeof words)['it'];

/** Great-circle distance between two [longitude, latitude] points, in km. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const resultOf = (ratio: number): CriterionResult => (ratio >= 1 ? 'met' : ratio > 0 ? 'partial' : 'missing');
const nameOf = (map: RefMap, id: number | null) => (id == null ? null : (map.get(id)?.name ?? `#${id}`));
const orderOf = (map: RefMap, id: number | null) => (id == null ? undefined : map.get(id)?.order);

interface Scored {
  key: keyof typeof analysisWeights;
  ratio: number;
  evidence: string;
}

/** A ranked single choice (education, seniority): at or above the asked rank is met, one below is partial. */
function ranked(key: Scored['key'], map: RefMap, wanted: number, has: number | null, w: Words): Scored {
  const wantOrder = orderOf(map, wanted);
  const hasOrder = orderOf(map, has);
  let ratio = 0;
  if (has === wanted) ratio = 1;
  else if (wantOrder !== undefined && hasOrder !== undefined) {
    ratio = hasOrder >= wantOrder ? 1 : hasOrder === wantOrder - 1 ? 0.5 : 0;
  }
  return { key, ratio, evidence: `${nameOf(map, has) ?? w.none}, ${w.required} ${nameOf(map, wanted)}` };
}

/** An unranked single choice (work area, availability): the same one is met. */
function same(key: Scored['key'], map: RefMap, wanted: number, has: number | null, w: Words): Scored {
  return {
    key,
    ratio: has === wanted ? 1 : 0,
    evidence: `${nameOf(map, has) ?? w.none}, ${w.required} ${nameOf(map, wanted)}`,
  };
}

/** A set the job asks for (soft skills, driver licences): the share the candidate holds. */
function subset(
  key: Scored['key'],
  map: RefMap,
  wanted: readonly number[],
  has: readonly number[],
  w: Words,
): Scored {
  const held = new Set(has);
  const hits = wanted.filter((id) => held.has(id));
  const missing = wanted.filter((id) => !held.has(id));
  const parts = [
    hits.map((id) => `${nameOf(map, id)} ✓`),
    missing.map((id) => `${nameOf(map, id)}: ${w.none}`),
  ];
  return { key, ratio: hits.length / wanted.length, evidence: parts.flat().join('; ') };
}

/**
 * Matches a candidate against a job's content, criterion by criterion, with the evidence for each.
 * Pure: the caller loads the facts and the reference names. Only what the job asks for is judged.
 */
export function analyseCandidate(
  job: JobContent & { position?: readonly [number, number] | null },
  candidate: CandidateFacts,
  ref: AnalysisReference,
  lang: 'it' | 'en' = 'it',
): Analysis {
  const w = words[lang];
  const scored: Scored[] = [];

  if (job.professionalSkills?.length) {
    const years = new Map(candidate.skills.map((s) => [s.skillId, s.years]));
    let sum = 0;
    const evidence = job.professionalSkills.map((req) => {
      const has = years.get(req.skillId);
      if (has !== undefined) sum += req.years <= 0 ? 1 : Math.min(1, Math.max(has, 0.5) / req.years);
      const what = has === undefined ? w.none : w.years(has);
      return `${nameOf(ref.skills, req.skillId)}: ${what}, ${w.required} ${req.years}`;
    });
    scored.push({
      key: 'professionalSkills',
      ratio: sum / job.professionalSkills.length,
      evidence: evidence.join('; '),
    });
  }
  if (job.languages?.length) {
    const levels = new Map(candidate.languages.map((l) => [l.languageId, l.levelId]));
    let sum = 0;
    const evidence = job.languages.map((req) => {
      const has = levels.get(req.languageId);
      const hasOrder = orderOf(ref.languageLevels, has ?? null);
      const wantOrder = orderOf(ref.languageLevels, req.levelId);
      if (has !== undefined) {
        sum += has === req.levelId || (hasOrder ?? 0) >= (wantOrder ?? Infinity) ? 1 : 0.5;
      }
      const what = has === undefined ? w.none : nameOf(ref.languageLevels, has);
      return `${nameOf(ref.languages, req.languageId)}: ${what}, ${w.required} ${nameOf(ref.languageLevels, req.levelId)}`;
    });
    scored.push({ key: 'languages', ratio: sum / job.languages.length, evidence: evidence.join('; ') });
  }
  if (job.seniorityId != null)
    scored.push(ranked('seniority', ref.seniorities, job.seniorityId, candidate.seniorityId, w));
  if (job.workAreaId != null)
    scored.push(same('workArea', ref.workAreas, job.workAreaId, candidate.workAreaId, w));
  if (job.educationId != null)
    scored.push(ranked('education', ref.educations, job.educationId, candidate.educationId, w));
  if (job.softSkillIds?.length)
    scored.push(subset('softSkills', ref.softSkills, job.softSkillIds, candidate.softSkillIds, w));
  if (job.driverLicenseIds?.length)
    scored.push(
      subset('driverLicenses', ref.driverLicenses, job.driverLicenseIds, candidate.driverLicenseIds, w),
    );
  if (job.availabilityId != null)
    scored.push(same('availability', ref.availabilities, job.availabilityId, candidate.availabilityId, w));
  const jobPosition = job.position ?? job.place?.center ?? null;
  if (jobPosition) {
    if (!candidate.position) scored.push({ key: 'distance', ratio: 0, evidence: w.none });
    else {
      const km = Math.round(distanceKm(jobPosition, candidate.position));
      const ratio = km <= DISTANCE_MET_KM ? 1 : km <= DISTANCE_PARTIAL_KM ? 0.5 : 0;
      scored.push({ key: 'distance', ratio, evidence: `${km} ${w.km}` });
    }
  }

  const total = scored.reduce((s, c) => s + analysisWeights[c.key], 0);
  const got = scored.reduce((s, c) => s + analysisWeights[c.key] * c.ratio, 0);
  return {
    score: total === 0 ? 0 : Math.round((got / total) * 100),
    criteria: scored.map((c) => ({
      key: c.key,
      label: `board.analysis.${c.key}`,
      result: resultOf(c.ratio),
      weight: analysisWeights[c.key],
      evidence: c.evidence,
    })),
  };
}
