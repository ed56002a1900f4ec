import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { user } from './users.js';

/**
 * A signed-in session: one refresh-token family. Access tokens name it, so revoking the session
 * (logout, password change, disabling the user, reuse of a spent refresh token) ends them too.
 */
export const session = pgTable(
  'session',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    /** Who really acts when a super user or sudoer impersonates `userId`. */
    impersonatorUserId: integer().references(() => user.id),
    createdAt: utcTime().notNull().defaultNow(),
    /** Absolute end: refreshing never extends it. */
    expiresAt: utcTime().notNull(),
    lastUsedAt: utcTime().notNull().defaultNow(),
    revokedAt: utcTime(),
    revokedReason: text(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index().on(t.userId)],
);

/** Refresh tokens are stored hashed; each is spent once, and its successor joins the same session. */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => session.id),
    tokenHash: text().notNull().unique(),
    createdAt: utcTime().notNull().defaultNow(),
    usedAt: utcTime(),
  },
  (t) => [index().on(t.sessionId)],
);

/**
 * One-time secrets sent by mail: 6-digit codes confirming an email (signup or change) and
 * password-reset tokens. Stored hashed, they expire and count failed attempts.
 */
export const emailSecret = pgTable(
  'email_secret',
  {
    id: id(),
    purpose: text().$type<'confirm-email' | 'change-email' | 'reset-password'>().notNull(),
    email: text().notNull(),
    secretHash: text().notNull(),
    userId: integer().references(() => user.id),
    customerId: integer(),
    newEmail: text(),
    attempts: integer().notNull().default(0),
    createdAt: utcTime().notNull().defaultNow(),
    expiresAt: utcTime().notNull(),
    usedAt: utcTime(),
  },
  (t) => [index().on(t.email, t.purpose)],
);

/**
 * The back office's audit trail: what a super user or sudoer did while acting as someone else (and when
 * they started and ended), and each back-office change (prices, tiers, approvals, signups, prompts,
 * API keys) with what it changed in `data`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Who acted (the real person when impersonating); null for the installation's own jobs (retention). */
    actorUserId: integer().references(() => user.id),
    subjectUserId: integer().references(() => user.id),
    /** The company the action concerns, when there is one (searching a company's history). */
    companyId: integer(),
    action: text().notNull(),
    method: text(),
    url: text(),
    statusCode: integer(),
    requestId: text(),
    /** What changed: `{ before, after }` or the action's own fields. */
    data: jsonb().$type<Record<string, unknown>>(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.actorUserId, t.createdAt),
    index().on(t.createdAt),
    index().on(t.companyId, t.createdAt),
    index().on(t.action, t.createdAt),
  ],
);

/** Every mail the product sends, kept whether or not an SMTP server delivered it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    template: text().notNull(),
    lang: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** queued (waiting for the mail dispatcher), sent (delivered to SMTP), logged (no SMTP configured), failed. */
    status: text().$type<'queued' | 'sent' | 'logged' | 'failed'>().notNull(),
    error: text(),
    /** Delivery attempts of a queued mail. */
    attempts: integer().notNull().default(0),
    /** The user the mail is about, when one is (the privacy-policy mailing sends once per user). */
    userId: integer(),
    createdAt: utcTime().notNull().defaultNow(),
    sentAt: utcTime(),
  },
  (t) => [
    index().on(t.createdAt),
    index('mail_outbox_queued').on(t.id).where(sql`${t.status} = 'queued'`),
  ],
);
