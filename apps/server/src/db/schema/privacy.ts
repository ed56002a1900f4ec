import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { application } from './jobs.js';
import { user } from './users.js';

/**
 * A consent a candidate gave (or withdrew): to the privacy policy of a version when applying, and the
 * like. Kept after an erasure (pointing at the anonymised user) as the proof the law asks for.
 */
export const consent = pgTable(
  'consent',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    /** What was consented to: `privacy-policy` (on applying), `marketing`, `push`. */
    kind: text().notNull(),
    /** The privacy-policy version the consent refers to. */
    policyVersion: text().notNull(),
    /** The application it was given with, when it was. */
    applicationId: integer().references(() => application.id),
    companyId: integer(),
    givenAt: utcTime().notNull().defaultNow(),
    withdrawnAt: utcTime(),
  },
  (t) => [index().on(t.userId, t.kind), index().on(t.applicationId)],
);

/**
 * The receipt of an erasure: what was removed or anonymised, counted per kind, without any personal
 * data (the subject is the tombstone the user became). Its code is what the person is given.
 */
export const erasureReceipt = pgTable(
  'erasure_receipt',
  {
    id: id(),
    /** Random, shown to the person and to the admin who erased on request. */
    code: text().notNull().unique(),
    subjectUserId: integer()
      .notNull()
      .references(() => user.id),
    /** `candidate` (account deletion), `admin` (erasure on request), `retention`. */
    requestedBy: text().notNull(),
    /** The admin who erased on request (the real person when impersonating). */
    actorUserId: integer().references(() => user.id),
    /** What was removed or anonymised: `{ tables: { name: rows }, files: n }`. */
    summary: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [index().on(t.subjectUserId)],
);
