import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { application } from './jobs.js';
import { video } from './videos.js';

const applicationLink = () =>
  integer()
    .notNull()
    .references(() => application.id);

/** The candidate's profile as it was when they applied: the application shows what was sent. */
export const applicationUserDetail = pgTable('application_user_detail', {
  id: id(),
  applicationId: applicationLink().unique(),
  /** The whole profile as sent, in both languages: `ApplicationProfileSnapshot` (@hiring/domain). */
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  /** The video introduction as it was when they applied (its bytes stay while this points at them). */
  videoId: integer().references(() => video.id),
  createdAt: utcTime().notNull().defaultNow(),
});

export const applicationUserCurriculum = pgTable(
  'application_user_curriculum',
  {
    id: id(),
    applicationId: applicationLink(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  // fileKey: a replaced or deleted live file keeps its bytes while a snapshot holds them.
  (t) => [index().on(t.applicationId), index().on(t.fileKey)],
);

export const applicationUserCertificate = pgTable(
  'application_user_certificate',
  {
    id: id(),
    applicationId: applicationLink(),
    name: text().notNull(),
    issuer: text(),
    issuedOn: date(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId), index().on(t.fileKey)],
);
