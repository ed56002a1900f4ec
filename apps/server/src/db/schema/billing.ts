import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, utcTime } from './columns.js';
import { company } from './companies.js';
import { job } from './jobs.js';
import { license } from './reference.js';
import { user } from './users.js';

/**
 * A tier a job post is published at (basic, featured, premium): it sets the post's visibility to
 * candidates and its price (docs/billing.md).
 */
export const tier = pgTable('tier', {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  nameEn: text().notNull(),
  description: text().notNull(),
  descriptionEn: text().notNull(),
  order: integer().notNull(),
  ...timestamps,
  ...softDelete,
});

/**
 * The prices of a tier: the list price (no company) or one company's override. Never updated: a new
 * row, valid from its time, replaces the previous one, so the rows are the history. A company row
 * with null prices ends the override (back to the list price).
 */
export const priceList = pgTable(
  'price_list',
  {
    id: id(),
    tierId: integer()
      .notNull()
      .references(() => tier.id),
    companyId: integer().references(() => company.id),
    /** Charged once each time a post of the tier is first published on a day. */
    publishCents: integer(),
    /** Charged for each calendar day (Europe/Rome) on which the post is published. */
    dayCents: integer(),
    validFrom: utcTime().notNull().defaultNow(),
    createdByUserId: integer().references(() => user.id),
    note: text(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.tierId, t.companyId, t.validFrom),
    check('price_list_not_negative', sql`${t.publishCents} >= 0 AND ${t.dayCents} >= 0`),
    check(
      'price_list_list_price_complete',
      sql`${t.companyId} IS NOT NULL OR (${t.publishCents} IS NOT NULL AND ${t.dayCents} IS NOT NULL)`,
    ),
  ],
);

/**
 * The ledger: one row per charge, computed from the job journal. The unique key makes syncing
 * idempotent (a charge is written once and never changed); amounts are integer cents, never negative.
 */
export const charge = pgTable(
  'charge',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    jobId: integer()
      .notNull()
      .references(() => job.id),
    /** The post's owner when the charge was written (per-recruiter budgets). */
    userId: integer()
      .notNull()
      .references(() => user.id),
    tierId: integer()
      .notNull()
      .references(() => tier.id),
    priceListId: integer()
      .notNull()
      .references(() => priceList.id),
    /** publish | day */
    kind: text().$type<'publish' | 'day'>().notNull(),
    /** The calendar day (Europe/Rome) charged for. */
    day: date({ mode: 'string' }).notNull(),
    amountCents: integer().notNull(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [
    unique('charge_once').on(t.jobId, t.kind, t.day),
    index().on(t.companyId, t.day),
    index().on(t.userId, t.day),
    check('charge_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** A licence a company holds for a period (the catalogue `license` says what it allows). */
export const companyLicense = pgTable(
  'company_license',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    licenseId: integer()
      .notNull()
      .references(() => license.id),
    startsOn: date({ mode: 'string' }).notNull(),
    /** Inclusive; null: open-ended. */
    endsOn: date({ mode: 'string' }),
    note: text(),
    createdByUserId: integer().references(() => user.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index().on(t.companyId, t.startsOn),
    check('company_license_ends_after_start', sql`${t.endsOn} IS NULL OR ${t.endsOn} >= ${t.startsOn}`),
  ],
);
