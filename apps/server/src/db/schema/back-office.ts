import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { company } from './companies.js';
import { companyRole } from './reference.js';
import { user } from './users.js';

/**
 * An API key for a company's integrations (POST /user/api-key): it acts as its own machine user
 * (role application, a member of the company with the key's company role). Only a hash of the secret is
 * kept; the key is shown once. Revoking ends it at once.
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** The machine user the key acts as (role application). */
    userId: integer()
      .notNull()
      .references(() => user.id),
    companyRoleId: integer()
      .notNull()
      .references(() => companyRole.id),
    name: text().notNull(),
    /** The first characters of the key, to recognise it in the list (never enough to use it). */
    prefix: text().notNull(),
    secretHash: text().notNull(),
    createdByUserId: integer()
      .notNull()
      .references(() => user.id),
    createdAt: utcTime().notNull().defaultNow(),
    lastUsedAt: utcTime(),
    expiresAt: utcTime(),
    revokedAt: utcTime(),
    revokedByUserId: integer().references(() => user.id),
  },
  (t) => [uniqueIndex().on(t.secretHash), index().on(t.companyId)],
);

/**
 * Who used the product on which day (Europe/Rome), with the company they acted in: the exact source of
 * "active users" in the statistics. One row per user, day and company, written on their first request.
 */
export const userActivityDay = pgTable(
  'user_activity_day',
  {
    userId: integer()
      .notNull()
      .references(() => user.id),
    day: date({ mode: 'string' }).notNull(),
    /** 0 for a user acting without a company (back office, candidates). */
    companyId: integer().notNull().default(0),
    roleId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.companyId] }), index().on(t.day)],
);

/**
 * A mailing about a new privacy-policy version (POST /mail/send-privacy-policy-update). It is worked
 * through in batches by a background job and may be resumed; each user is mailed once per version.
 */
export const policyMailing = pgTable('policy_mailing', {
  id: id(),
  /** The policy version announced, e.g. `2026-11`. One mailing per version. */
  version: text().notNull().unique(),
  /** The day the new version takes effect (shown in the mail). */
  effectiveOn: date({ mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
  startedByUserId: integer()
    .notNull()
    .references(() => user.id),
  createdAt: utcTime().notNull().defaultNow(),
  /** The highest user id already queued: the next batch starts after it. */
  lastUserId: integer().notNull().default(0),
  queued: integer().notNull().default(0),
  finishedAt: utcTime(),
});

/** The users a policy mailing reached: the unique pair is what keeps a user from being mailed twice. */
export const policyMailingRecipient = pgTable(
  'policy_mailing_recipient',
  {
    id: id(),
    mailingId: integer()
      .notNull()
      .references(() => policyMailing.id),
    userId: integer()
      .notNull()
      .references(() => user.id),
    outboxId: integer(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [unique().on(t.mailingId, t.userId)],
);
