import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { PermissionMap } from '@hiring/domain';
import { id, softDelete, timestamps } from './columns.js';

/** Reference tables: small lists every client caches; `name` is Italian, `nameEn` English. */
const named = () => ({
  id: id(),
  name: text().notNull(),
  nameEn: text().notNull(),
  ...timestamps,
  ...softDelete,
});

export const seniority = pgTable('seniority', { ...named(), order: integer().notNull() });

export const questionArea = pgTable('question_area', { ...named(), translationKey: text().notNull() });

export const question = pgTable('question', {
  id: id(),
  questionAreaId: integer()
    .notNull()
    .references(() => questionArea.id),
  text: text().notNull(),
  textEn: text().notNull(),
  ...timestamps,
  ...softDelete,
});

export const softSkill = pgTable('soft_skill', {
  ...named(),
  translationKey: text().notNull(),
  questionAreaIds: integer().array().notNull().default([]),
});

export const workArea = pgTable('work_area', named());

export const workAreaSoftSkillSeniority = pgTable(
  'work_area_soft_skill_seniority',
  {
    id: id(),
    workAreaId: integer()
      .notNull()
      .references(() => workArea.id),
    softSkillId: integer()
      .notNull()
      .references(() => softSkill.id),
    seniorityId: integer()
      .notNull()
      .references(() => seniority.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [unique().on(t.workAreaId, t.softSkillId), index().on(t.softSkillId)],
);

export const professionalSkill = pgTable(
  'professional_skill',
  {
    ...named(),
    workAreaId: integer().references(() => workArea.id),
  },
  (t) => [index().on(t.workAreaId)],
);

export const language = pgTable('language', {
  id: id(),
  name: text().notNull(),
  nameIt: text().notNull(),
  code: text().notNull(),
  ...timestamps,
  ...softDelete,
});

export const languageLevel = pgTable('language_level', {
  ...named(),
  order: integer().notNull(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
});

export const education = pgTable('education', { ...named(), order: integer().notNull() });

export const driverLicense = pgTable('driver_license', {
  ...named(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
});

export const protectedClass = pgTable('protected_class', {
  ...named(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
});

export const availability = pgTable('availability', { ...named(), order: integer().notNull() });

export const affiliation = pgTable('affiliation', named());

/** Municipalities with the coordinates of their centre (WGS84). */
export const location = pgTable(
  'location',
  {
    id: id(),
    name: text().notNull(),
    province: text().notNull(),
    provinceName: text(),
    region: text().notNull(),
    istat: text(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.name), index().on(t.lat, t.lng)],
);

export const meetingType = pgTable('meeting_type', named());

export const applicationStepType = pgTable('application_step_type', {
  ...named(),
  /** The stable name code refers to (applied, view, rejected...). */
  key: text().notNull().unique(),
  /** The notification style of spec section 4: default, reject, intreq, intconf, cancel, change, confirm. */
  style: text().notNull(),
});

/** Where a video's processing stands (spec `video-status`): uploaded, encoding, encoded, failed, original. */
export const videoStatus = pgTable('video_status', {
  ...named(),
  /** The stable name code refers to. */
  key: text().notNull().unique(),
});

export const updateIcon = pgTable('update_icon', {
  id: id(),
  name: text().notNull(),
  svg: text().notNull(),
  ...timestamps,
  ...softDelete,
});

export const userColor = pgTable('user_color', {
  ...named(),
  color1: text().notNull(),
  color2: text().notNull(),
  color3: text().notNull(),
  darkMode: boolean().notNull().default(false),
});

export const license = pgTable('license', {
  ...named(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  seats: integer().notNull(),
  monthlyPriceCents: integer().notNull(),
  jobPostsIncluded: integer().notNull(),
});

/** Company roles: `roles` maps a permission key to the letters U and C (spec section 6). */
export const companyRole = pgTable('company_role', {
  ...named(),
  key: text(),
  /** Null for the product's default roles; a company's id for roles it defined itself. */
  companyId: integer(),
  roles: jsonb().$type<PermissionMap>().notNull().default({}),
});

/** Facts the server keeps about itself (e.g. the hash of the reference data last seeded). */
export const appMeta = pgTable('app_meta', { key: text().primaryKey(), value: text().notNull() });

/** The model registry: which table changed when, so a client syncs only what changed. */
export const model = pgTable('model', {
  id: id(),
  name: text().notNull().unique(),
  path: text().notNull(),
  ...timestamps,
  ...softDelete,
});
