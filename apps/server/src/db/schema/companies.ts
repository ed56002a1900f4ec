import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, softDelete, storedFile, timestamps, utcTime } from './columns.js';
import { companyRole, location } from './reference.js';
import { user } from './users.js';

export interface CompanySettings {
  /** Human-resources flags; `overdue` shows the payment-overdue banner. */
  hr: string[];
}

/** An address as spec 5 wants a place: a centre ([longitude, latitude]) and a place name. */
export interface CompanyPlace {
  center: [number, number];
  place_name: string;
}

export const company = pgTable('company', {
  id: id(),
  name: text().notNull(),
  /** Storage keys of the resized images (spec 9: logo and images 256×256 PNG, banner 1430×260 JPEG). */
  logo: text(),
  banner: text(),
  images: jsonb().$type<string[]>().notNull().default([]),
  /** ISO 3166 country of the VAT ID and tax number, which are validated by that country's rules. */
  countryCode: text().notNull().default('IT'),
  vatId: text(),
  taxId: text(),
  description: text(),
  website: text(),
  locationId: integer().references(() => location.id),
  place: jsonb().$type<CompanyPlace>(),
  /** The back-office user who looks after the company (shown on /contacts). */
  accountManagerUserId: integer().references(() => user.id),
  /** Spending cap per calendar month in cents; null: no budget set. */
  monthlyBudgetCents: integer(),
  settings: jsonb().$type<CompanySettings>().notNull().default({ hr: [] }),
  /** Job posts of this company wait for a back-office approval before they go live. */
  requiresApproval: boolean().notNull().default(false),
  /**
   * Page approval (companies flagged `requiresApproval`): an edit of the public page asks for it; until
   * the back office approves, candidates do not see the page. A rejection keeps its reason for the company.
   */
  pageApprovalRequestedAt: utcTime(),
  pageApprovedAt: utcTime(),
  pageRejectedAt: utcTime(),
  pageRejectReason: text(),
  /**
   * Months after which candidate data the company holds and nobody touched is anonymised by the
   * retention job (modules/privacy, docs/privacy.md).
   */
  candidateRetentionMonths: integer().notNull().default(24),
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
    /** The member's own spending cap per calendar month in cents; null: none. */
    monthlyBudgetCents: integer(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [unique().on(t.userId, t.companyId), index().on(t.companyId)],
);

/** An invitation to join a company's team: a single-use link (only its hash is kept). */
export const invitation = pgTable(
  'invitation',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** Lowercased. */
    email: text().notNull(),
    companyRoleId: integer()
      .notNull()
      .references(() => companyRole.id),
    invitedByUserId: integer()
      .notNull()
      .references(() => user.id),
    tokenHash: text().notNull(),
    lang: text().notNull().default('it'),
    expiresAt: utcTime().notNull(),
    acceptedAt: utcTime(),
    acceptedUserId: integer().references(() => user.id),
    revokedAt: utcTime(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.tokenHash),
    // One open invitation per person and company: inviting again replaces it.
    uniqueIndex('invitation_open_per_email')
      .on(t.companyId, t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
  ],
);

/** A document a company keeps with its page (the company-file resource). */
export const companyFile = pgTable(
  'company_file',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** Who uploaded it (the U letter of the `company` key). */
    userId: integer()
      .notNull()
      .references(() => user.id),
    ...storedFile(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.companyId)],
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
  /** The back office refused the signup; the reason is mailed to the applicant. */
  rejectedAt: utcTime(),
  rejectReason: text(),
  /** The back-office admin who completed or rejected it (null: completed by the email confirmation). */
  reviewedByUserId: integer().references(() => user.id),
  ...timestamps,
  ...softDelete,
});
