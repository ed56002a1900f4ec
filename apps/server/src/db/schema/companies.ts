import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, utcTime } from './columns.js';
import { companyRole, license, location } from './reference.js';
import { user } from './users.js';

export interface CompanySettings {
  /** Human-resources flags; `overdue` shows the payment-overdue banner. */
  hr: string[];
}

export const company = pgTable('company', {
  id: id(),
  name: text().notNull(),
  logo: text(),
  vatId: text(),
  description: text(),
  website: text(),
  locationId: integer().references(() => location.id),
  licenseId: integer().references(() => license.id),
  settings: jsonb().$type<CompanySettings>().notNull().default({ hr: [] }),
  /** Job posts of this company wait for a back-office approval before they go live. */
  requiresApproval: boolean().notNull().default(false),
  ...timestamps,
  ...softDelete,
});

/** Membership of a user in a company, with the company role that sets their permissions. */
export const userCompany = pgTable(
  'user_company',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    companyRoleId: integer()
      .notNull()
      .references(() => companyRole.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [unique().on(t.userId, t.companyId), index().on(t.companyId)],
);

/** A company signup: requested, verified (email confirmed), completed (company and admin exist). */
export const customer = pgTable('customer', {
  id: id(),
  email: text().notNull(),
  companyName: text().notNull(),
  firstname: text().notNull(),
  lastname: text().notNull(),
  vatId: text(),
  lang: text().notNull().default('it'),
  /** The future admin's password, kept until the signup completes and the user exists. */
  passwordHash: text(),
  emailVerifiedAt: utcTime(),
  /** When the future admin accepted the terms and the privacy policy (required to sign up). */
  termsAcceptedAt: utcTime(),
  completedAt: utcTime(),
  companyId: integer().references(() => company.id),
  adminUserId: integer().references(() => user.id),
  ...timestamps,
  ...softDelete,
});
