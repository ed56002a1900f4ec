import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { defaultWorkingHours, type AdminPermission, type WorkingHours } from '@hiring/domain';
import { id, softDelete, timestamps, utcTime } from './columns.js';

export const user = pgTable(
  'user',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    picture: text(),
    /** Role ids of spec section 4: admin 1, recruiter 2, user 3, disabled 4, application 5. */
    roleId: integer().notNull(),
    isSu: boolean().notNull().default(false),
    isAdmin: boolean().notNull().default(false),
    /** Back-office permissions of an admin (sudoer, job-pricing, ...). */
    adminPermissions: jsonb().$type<AdminPermission[]>().notNull().default([]),
    lang: text().notNull().default('it'),
    /** The id the push service knows the user by. */
    externalId: uuid().notNull().defaultRandom(),
    /** The company the user last switched to; the first membership when unset. */
    currentCompanyId: integer(),
    emailVerifiedAt: utcTime(),
    passwordExpiredAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex().on(t.email),
    // Candidate search's free text over the full name (pg_trgm, migration 0003).
    index('user_fullname_trgm_idx').using('gin', sql`(${t.firstname} || ' ' || ${t.lastname}) gin_trgm_ops`),
  ],
);

/** A staff member's preferences (spec section 3: marketingConsent). */
export const recruiterPreference = pgTable('recruiter_preference', {
  id: id(),
  userId: integer()
    .notNull()
    .unique()
    .references(() => user.id),
  marketingConsent: boolean().notNull().default(false),
  /** When the recruiter takes interviews, per weekday (0 Sunday … 6 Saturday), in `timeZone`. */
  workingHours: jsonb().$type<WorkingHours>().notNull().default(defaultWorkingHours),
  /** IANA time zone of the working hours. */
  timeZone: text().notNull().default('Europe/Rome'),
  /** The length of an interview slot offered by meeting-slots. */
  interviewMinutes: integer().notNull().default(60),
  ...timestamps,
});
