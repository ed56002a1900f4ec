import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  isLockedColumn,
  type ApplicationStepView,
  type CandidateDetail,
  type StepStyle,
} from '@hiring/domain';
import { applicationFiles } from './application-files.service.js';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import type { VisibleApplication } from './board-access.js';

export type Lang = 'it' | 'en';

/** A reference row's name in the caller's language (reference `name` is Italian, `nameEn` English). */
const nameIn = (lang: Lang, row: { name: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.name);
const named = (lang: Lang, row: { id: number | null; name: string | null; nameEn: string | null }) =>
  row.id === null ? null : { id: row.id, name: lang === 'en' ? row.nameEn! : row.name! };

export async function callerLang(db: Database, actor: Actor): Promise<Lang> {
  const [row] = await db.select({ lang: t.user.lang }).from(t.user).where(eq(t.user.id, actor.userId));
  return row?.lang === 'en' ? 'en' : 'it';
}

/** A user-to-reference link table read as named rows (skills, licences, ...). */
async function linked(
  db: Database,
  lang: Lang,
  link: { table: PgTable; userId: PgColumn; refId: PgColumn },
  ref: { table: PgTable; id: PgColumn; name: PgColumn; nameEn: PgColumn },
  userId: number,
) {
  const rows = await db
    .select({ id: ref.id, name: ref.name, nameEn: ref.nameEn })
    .from(link.table)
    .innerJoin(ref.table, eq(ref.id, link.refId))
    .where(eq(link.userId, userId))
    .orderBy(asc(ref.name));
  return rows.map((r) => ({ id: r.id as number, name: nameIn(lang, r as { name: string; nameEn: string }) }));
}

/** The candidate's profile with every list resolved to names (a handful of indexed queries). */
export async function loadProfile(db: Database, userId: number, lang: Lang) {
  const availability = alias(t.availability, 'av');
  const [base] = await db
    .select({
      user: {
        id: t.user.id,
        firstname: t.user.firstname,
        lastname: t.user.lastname,
        picture: t.user.picture,
        email: t.user.email,
      },
      detail: t.userDetail,
      location: {
        id: t.location.id,
        name: t.location.name,
        province: t.location.province,
        lat: t.location.lat,
        lng: t.location.lng,
      },
      availability: { id: availability.id, name: availability.name, nameEn: availability.nameEn },
      seniority: { id: t.seniority.id, name: t.seniority.name, nameEn: t.seniority.nameEn },
      workArea: { id: t.workArea.id, name: t.workArea.name, nameEn: t.workArea.nameEn },
      education: { id: t.education.id, name: t.education.name, nameEn: t.education.nameEn },
    })
    .from(t.user)
    .leftJoin(t.userDetail, eq(t.userDetail.userId, t.user.id))
    .leftJoin(t.location, eq(t.location.id, t.userDetail.locationId))
    .leftJoin(availability, eq(availability.id, t.userDetail.availabilityId))
    .leftJoin(t.seniority, eq(t.seniority.id, t.userDetail.seniorityId))
    .leftJoin(t.workArea, eq(t.workArea.id, t.userDetail.workAreaId))
    .leftJoin(t.education, eq(t.education.id, t.userDetail.educationId))
    .where(eq(t.user.id, userId));
  const [skills, languages, softSkills, driverLicenses, protectedClasses] = await Promise.all([
    db
      .select({
        id: t.professionalSkill.id,
        name: t.professionalSkill.name,
        nameEn: t.professionalSkill.nameEn,
        years: t.userProfessionalSkill.years,
      })
      .from(t.userProfessionalSkill)
      .innerJoin(t.professionalSkill, eq(t.professionalSkill.id, t.userProfessionalSkill.professionalSkillId))
      .where(eq(t.userProfessionalSkill.userId, userId))
      .orderBy(asc(t.professionalSkill.name)),
    db
      .select({
        id: t.language.id,
        name: t.language.name,
        nameIt: t.language.nameIt,
        levelId: t.languageLevel.id,
        level: t.languageLevel.name,
        levelEn: t.languageLevel.nameEn,
      })
      .from(t.userLanguage)
      .innerJoin(t.language, eq(t.language.id, t.userLanguage.languageId))
      .innerJoin(t.languageLevel, eq(t.languageLevel.id, t.userLanguage.languageLevelId))
      .where(eq(t.userLanguage.userId, userId))
      .orderBy(asc(t.language.name)),
    linked(
      db,
      lang,
      { table: t.userSoftSkill, userId: t.userSoftSkill.userId, refId: t.userSoftSkill.softSkillId },
      { table: t.softSkill, id: t.softSkill.id, name: t.softSkill.name, nameEn: t.softSkill.nameEn },
      userId,
    ),
    linked(
      db,
      lang,
      {
        table: t.userDriverLicense,
        userId: t.userDriverLicense.userId,
        refId: t.userDriverLicense.driverLicenseId,
      },
      {
        table: t.driverLicense,
        id: t.driverLicense.id,
        name: t.driverLicense.name,
        nameEn: t.driverLicense.nameEn,
      },
      userId,
    ),
    linked(
      db,
      lang,
      {
        table: t.userProtectedClass,
        userId: t.userProtectedClass.userId,
        refId: t.userProtectedClass.protectedClassId,
      },
      {
        table: t.protectedClass,
        id: t.protectedClass.id,
        name: t.protectedClass.name,
        nameEn: t.protectedClass.nameEn,
      },
      userId,
    ),
  ]);
  const detail = base!.detail;
  const profile: CandidateDetail['candidate'] = {
    userId: base!.user.id,
    firstname: base!.user.firstname,
    lastname: base!.user.lastname,
    picture: base!.user.picture,
    headline: detail?.headline ?? null,
    bio: detail?.bio ?? null,
    employed: detail?.employed ?? false,
    location:
      base!.location?.id == null
        ? null
        : (base!.location as NonNullable<CandidateDetail['candidate']['location']>),
    availability: named(lang, base!.availability ?? { id: null, name: null, nameEn: null }),
    seniority: named(lang, base!.seniority ?? { id: null, name: null, nameEn: null }),
    workArea: named(lang, base!.workArea ?? { id: null, name: null, nameEn: null }),
    education: named(lang, base!.education ?? { id: null, name: null, nameEn: null }),
    professionalSkills: skills.map((s) => ({ id: s.id, name: nameIn(lang, s), years: s.years })),
    languages: languages.map((l) => ({
      id: l.id,
      name: lang === 'en' ? l.name : l.nameIt,
      levelId: l.levelId,
      level: lang === 'en' ? l.levelEn : l.level,
    })),
    softSkills,
    driverLicenses,
    protectedClasses,
  };
  const contact = { email: detail?.contactEmail ?? base!.user.email, phone: detail?.phone ?? null };
  return { profile, contact, detail };
}

/** The steps of an application, oldest first, with who caused each. */
export async function loadSteps(
  db: Database,
  applicationId: number,
  lang: Lang,
): Promise<ApplicationStepView[]> {
  const rows = await db
    .select({
      id: t.applicationStep.id,
      key: t.applicationStepType.key,
      name: t.applicationStepType.name,
      nameEn: t.applicationStepType.nameEn,
      style: t.applicationStepType.style,
      createdAt: t.applicationStep.createdAt,
      meetingId: t.applicationStep.meetingId,
      userId: t.user.id,
      firstname: t.user.firstname,
      lastname: t.user.lastname,
    })
    .from(t.applicationStep)
    .innerJoin(t.applicationStepType, eq(t.applicationStepType.id, t.applicationStep.applicationStepTypeId))
    .leftJoin(t.user, eq(t.user.id, t.applicationStep.userId))
    .where(eq(t.applicationStep.applicationId, applicationId))
    .orderBy(asc(t.applicationStep.createdAt), asc(t.applicationStep.id));
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    name: nameIn(lang, r),
    style: r.style as StepStyle,
    createdAt: r.createdAt.toISOString(),
    user: r.userId === null ? null : { id: r.userId, firstname: r.firstname!, lastname: r.lastname! },
    meetingId: r.meetingId,
  }));
}

/** `GET /board/application/{id}`: the application, the profile, the contact (unless hidden) and the steps. */
export async function candidateDetail(
  db: Database,
  actor: Actor,
  app: VisibleApplication,
  hideContact: boolean,
): Promise<CandidateDetail> {
  const lang = await callerLang(db, actor);
  const [{ profile, contact }, steps, files] = await Promise.all([
    loadProfile(db, app.userId, lang),
    loadSteps(db, app.id, lang),
    applicationFiles(db, app.id),
  ]);
  return {
    application: {
      id: app.id,
      jobId: app.jobId,
      jobApplicationStatusId: app.jobApplicationStatusId,
      viewedAt: app.viewedAt?.toISOString() ?? null,
      createdAt: app.createdAt.toISOString(),
      locked: isLockedColumn(app.special),
    },
    candidate: profile,
    contact: hideContact ? null : contact,
    steps,
    files,
  };
}

/** Names (and orders) of reference rows by id, in the caller's language. */
export async function refNames(
  db: Database,
  table: PgTable & { id: PgColumn; name: PgColumn },
  ids: readonly number[],
  pick: (row: Record<string, unknown>) => { name: string; order?: number },
) {
  if (ids.length === 0) return new Map<number, { name: string; order?: number }>();
  const rows = (await db
    .select()
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)])))) as Array<Record<string, unknown>>;
  return new Map(rows.map((r) => [r.id as number, pick(r)]));
}
