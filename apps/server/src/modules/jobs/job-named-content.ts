import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CompleteJobContent } from '@hiring/domain';
import type { NamedJobContent, ReaderLang } from '@hiring/domain/jobs/public-job';
import type { Database } from '../../db/client.js';
import {
  availability,
  driverLicense,
  education,
  language,
  languageLevel,
  professionalSkill,
  protectedClass,
  seniority,
  softSkill,
  workArea,
} from '../../db/schema/index.js';

type NamedTable = PgTable & { id: PgColumn; name: PgColumn; nameEn: PgColumn };

/** The names of some rows of a reference table, by id, in the reader's language (`name` is Italian). */
async function names(db: Database, table: NamedTable, lang: ReaderLang, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = (await db
    .select({ id: table.id, name: lang === 'en' ? table.nameEn : table.name })
    .from(table)
    .where(inArray(table.id, ids))) as Array<{ id: number; name: string }>;
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The language table is the exception: `name` is English, `nameIt` Italian. */
async function languageNames(db: Database, lang: ReaderLang, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: language.id, name: lang === 'en' ? language.name : language.nameIt })
    .from(language)
    .where(inArray(language.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const one = (id: number | null) => (id == null ? [] : [id]);
const named = (map: Map<number, string>, id: number | null) => (id == null ? null : (map.get(id) ?? null));
/** A reference gone from the table is shown by its id rather than dropped. */
const nameOf = (map: Map<number, string>, id: number) => map.get(id) ?? `#${id}`;

/**
 * A post's content as a candidate reads it: every reference (area, seniority, skills, languages...)
 * named in the reader's language. The approval preview and the public job page both show this.
 */
export async function namedJobContent(
  db: Database,
  c: CompleteJobContent,
  lang: ReaderLang,
): Promise<NamedJobContent> {
  const [
    areas,
    seniorities,
    educations,
    availabilities,
    skills,
    softSkills,
    licences,
    classes,
    langs,
    levels,
  ] = await Promise.all([
    names(db, workArea, lang, one(c.workAreaId)),
    names(db, seniority, lang, one(c.seniorityId)),
    names(db, education, lang, one(c.educationId)),
    names(db, availability, lang, one(c.availabilityId)),
    names(
      db,
      professionalSkill,
      lang,
      c.professionalSkills.map((s) => s.skillId),
    ),
    names(db, softSkill, lang, c.softSkillIds),
    names(db, driverLicense, lang, c.driverLicenseIds),
    names(db, protectedClass, lang, c.protectedClassIds),
    languageNames(
      db,
      lang,
      c.languages.map((l) => l.languageId),
    ),
    names(
      db,
      languageLevel,
      lang,
      c.languages.map((l) => l.levelId),
    ),
  ]);
  return {
    name: c.name,
    description: c.description,
    responsibilities: c.responsibilities,
    requirements: c.requirements,
    benefits: c.benefits,
    contractType: c.contractType,
    workMode: c.workMode,
    place: c.place?.place_name ?? null,
    salaryMinCents: c.salaryMinCents,
    salaryMaxCents: c.salaryMaxCents,
    workArea: named(areas, c.workAreaId),
    seniority: named(seniorities, c.seniorityId),
    education: named(educations, c.educationId),
    availability: named(availabilities, c.availabilityId),
    professionalSkills: c.professionalSkills.map((s) => ({
      name: nameOf(skills, s.skillId),
      years: s.years,
    })),
    languages: c.languages.map((l) => ({
      name: nameOf(langs, l.languageId),
      level: nameOf(levels, l.levelId),
    })),
    softSkills: c.softSkillIds.map((id) => nameOf(softSkills, id)),
    driverLicenses: c.driverLicenseIds.map((id) => nameOf(licences, id)),
    protectedClasses: c.protectedClassIds.map((id) => nameOf(classes, id)),
  };
}
