import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, softDelete, storedFile, timestamps } from './columns.js';
import {
  availability,
  driverLicense,
  education,
  language,
  languageLevel,
  location,
  professionalSkill,
  protectedClass,
  seniority,
  softSkill,
  workArea,
} from './reference.js';
import { user } from './users.js';
import { video } from './videos.js';

/** A candidate's profile, written by the candidate (role user). */
export const userDetail = pgTable(
  'user_detail',
  {
    id: id(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => user.id),
    headline: text(),
    bio: text(),
    locationId: integer().references(() => location.id),
    availabilityId: integer().references(() => availability.id),
    seniorityId: integer().references(() => seniority.id),
    workAreaId: integer().references(() => workArea.id),
    educationId: integer().references(() => education.id),
    employed: boolean().notNull().default(false),
    /** The candidate's current or last employer, as they wrote it (the search's company filter). */
    employerName: text(),
    phone: text(),
    contactEmail: text(),
    birthDate: date(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index().on(t.locationId),
    index().on(t.workAreaId),
    // Candidate search (modules/search): the detail filters and trigram text matching.
    index().on(t.seniorityId),
    index().on(t.availabilityId),
    index().on(t.educationId),
    index('user_detail_headline_trgm_idx').using('gin', sql`${t.headline} gin_trgm_ops`),
    index('user_detail_employer_name_trgm_idx').using('gin', sql`${t.employerName} gin_trgm_ops`),
    // A search by work area with a skill or language filter checks the profile conditions from this index
    // alone (search-filters.ts, onProfile), reading full rows only for the candidates the joins leave.
    index('user_detail_search_area_location_index')
      .on(t.workAreaId, t.locationId, t.seniorityId, t.availabilityId, t.educationId, t.employed, t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

const userLink = () =>
  integer()
    .notNull()
    .references(() => user.id);

export const userProfessionalSkill = pgTable(
  'user_professional_skill',
  {
    id: id(),
    userId: userLink(),
    professionalSkillId: integer()
      .notNull()
      .references(() => professionalSkill.id),
    years: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    unique().on(t.userId, t.professionalSkillId),
    // user_id as the last key: a search's skill probe reads who holds a skill from the index alone
    // (issue 15; bench/README.md "Candidate search", third session).
    index().on(t.professionalSkillId, t.years, t.userId),
  ],
);

export const userLanguage = pgTable(
  'user_language',
  {
    id: id(),
    userId: userLink(),
    languageId: integer()
      .notNull()
      .references(() => language.id),
    languageLevelId: integer()
      .notNull()
      .references(() => languageLevel.id),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.languageId), index().on(t.languageId, t.languageLevelId)],
);

export const userSoftSkill = pgTable(
  'user_soft_skill',
  {
    id: id(),
    userId: userLink(),
    softSkillId: integer()
      .notNull()
      .references(() => softSkill.id),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.softSkillId), index().on(t.softSkillId)],
);

export const userDriverLicense = pgTable(
  'user_driver_license',
  {
    id: id(),
    userId: userLink(),
    driverLicenseId: integer()
      .notNull()
      .references(() => driverLicense.id),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.driverLicenseId), index().on(t.driverLicenseId)],
);

export const userProtectedClass = pgTable(
  'user_protected_class',
  {
    id: id(),
    userId: userLink(),
    protectedClassId: integer()
      .notNull()
      .references(() => protectedClass.id),
    ...timestamps,
  },
  (t) => [unique().on(t.userId, t.protectedClassId), index().on(t.protectedClassId)],
);

/** A stored file: where it is in the storage, what it is called and what it holds. */
export const userCertificate = pgTable(
  'user_certificate',
  {
    id: id(),
    userId: userLink(),
    name: text().notNull(),
    issuer: text(),
    issuedOn: date(),
    ...storedFile(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.userId)],
);

/** The candidate's CV; one current file per candidate. */
export const userCurriculum = pgTable('user_curriculum', {
  id: id(),
  userId: userLink().unique(),
  ...storedFile(),
  ...timestamps,
  ...softDelete,
});

/** The candidate's picture as uploaded; `user.picture` holds the resized URL shown everywhere. */
export const userPicture = pgTable('user_picture', {
  id: id(),
  userId: userLink().unique(),
  ...storedFile(),
  ...timestamps,
  ...softDelete,
});

export const videoIntroduction = pgTable('video_introduction', {
  id: id(),
  userId: userLink().unique(),
  ...storedFile(),
  durationSeconds: integer(),
  /** Its processing record (thumbnail, web encoding, duration). */
  videoId: integer().references(() => video.id),
  ...timestamps,
  ...softDelete,
});

/** What the candidate wants: visibility in searches, work modes, pay, relocation. */
export const userPreference = pgTable(
  'user_preference',
  {
    id: id(),
    userId: userLink().unique(),
    /** Off: the candidate is not found by company searches (they can still apply). */
    searchable: boolean().notNull().default(true),
    workModes: jsonb().$type<string[]>().notNull().default([]),
    salaryMinCents: integer(),
    relocate: boolean().notNull().default(false),
    jobAlerts: boolean().notNull().default(true),
    ...timestamps,
  },
  // Candidate search leaves out the hidden candidates: a few, listed by this partial index, so a
  // broad search reads the hidden ones only, never every preference row (docs/search.md).
  (t) => [
    index('user_preference_hidden_idx')
      .on(t.userId)
      .where(sql`NOT ${t.searchable}`),
  ],
);
