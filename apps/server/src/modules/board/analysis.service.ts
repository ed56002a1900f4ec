import { eq } from 'drizzle-orm';
import { analyseCandidate, jobContentSchema, type Analysis, type JobContent } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import type { VisibleApplication } from './board-access.js';
import { callerLang, loadProfile, refNames, type Lang } from './candidate.service.js';

/** The job's content as stored (JSON written by the editor); what does not validate counts as absent. */
async function jobFacts(db: Database, jobId: number) {
  const [row] = await db
    .select({
      content: t.job.content,
      workAreaId: t.job.workAreaId,
      seniorityId: t.job.seniorityId,
      lat: t.location.lat,
      lng: t.location.lng,
    })
    .from(t.job)
    .leftJoin(t.location, eq(t.location.id, t.job.locationId))
    .where(eq(t.job.id, jobId));
  const parsed = jobContentSchema.safeParse(row?.content ?? {});
  const content: JobContent = parsed.success ? parsed.data : {};
  const fallback: [number, number] | null = row?.lat == null || row.lng == null ? null : [row.lng, row.lat];
  return {
    ...content,
    workAreaId: content.workAreaId ?? row?.workAreaId ?? null,
    seniorityId: content.seniorityId ?? row?.seniorityId ?? null,
    position: content.place?.center ?? fallback,
  };
}

type Row = Record<string, unknown>;
const byLang = (lang: Lang) => (r: Row) => ({
  name: String(lang === 'en' ? r.nameEn : r.name),
  order: typeof r.order === 'number' ? r.order : undefined,
});

/** `GET /board/application/{id}/analysis`: the candidate against the job's requirements. */
export async function analyseApplication(
  db: Database,
  actor: Actor,
  app: VisibleApplication,
): Promise<Analysis> {
  const lang = await callerLang(db, actor);
  const [job, { profile, detail }] = await Promise.all([
    jobFacts(db, app.jobId),
    loadProfile(db, app.userId, lang),
  ]);
  const pick = byLang(lang);
  const ids = <T>(list: readonly T[] | undefined, get: (x: T) => number) => (list ?? []).map(get);
  const [
    skills,
    languages,
    languageLevels,
    softSkills,
    educations,
    driverLicenses,
    availabilities,
    workAreas,
    seniorities,
  ] = await Promise.all([
    refNames(
      db,
      t.professionalSkill,
      ids(job.professionalSkills, (s) => s.skillId),
      pick,
    ),
    refNames(
      db,
      t.language,
      ids(job.languages, (l) => l.languageId),
      (r) => ({
        name: String(lang === 'en' ? r.name : r.nameIt),
      }),
    ),
    refNames(
      db,
      t.languageLevel,
      [...ids(job.languages, (l) => l.levelId), ...profile.languages.map((l) => l.levelId)],
      pick,
    ),
    refNames(db, t.softSkill, job.softSkillIds ?? [], pick),
    refNames(
      db,
      t.education,
      [job.educationId, detail?.educationId].filter((x): x is number => x != null),
      pick,
    ),
    refNames(db, t.driverLicense, job.driverLicenseIds ?? [], pick),
    refNames(
      db,
      t.availability,
      [job.availabilityId, detail?.availabilityId].filter((x): x is number => x != null),
      pick,
    ),
    refNames(
      db,
      t.workArea,
      [job.workAreaId, detail?.workAreaId].filter((x): x is number => x != null),
      pick,
    ),
    refNames(
      db,
      t.seniority,
      [job.seniorityId, detail?.seniorityId].filter((x): x is number => x != null),
      pick,
    ),
  ]);
  return analyseCandidate(
    job,
    {
      skills: profile.professionalSkills.map((s) => ({ skillId: s.id, years: s.years })),
      languages: profile.languages.map((l) => ({ languageId: l.id, levelId: l.levelId })),
      softSkillIds: profile.softSkills.map((s) => s.id),
      driverLicenseIds: profile.driverLicenses.map((d) => d.id),
      educationId: detail?.educationId ?? null,
      availabilityId: detail?.availabilityId ?? null,
      workAreaId: detail?.workAreaId ?? null,
      seniorityId: detail?.seniorityId ?? null,
      position: profile.location ? [profile.location.lng, profile.location.lat] : null,
    },
    {
      skills,
      languages,
      languageLevels,
      softSkills,
      educations,
      driverLicenses,
      availabilities,
      workAreas,
      seniorities,
    },
    lang,
  );
}
