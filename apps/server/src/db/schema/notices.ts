import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { company } from './companies.js';
import { application, job } from './jobs.js';
import { updateIcon } from './reference.js';
import { user } from './users.js';

/**
 * An update for a recruiter (the spec's `update` resource): written when a candidate applies (APPL),
 * a chat message arrives (CHAT) or a step changes (STEP). Notices group the unseen ones.
 */
export const noticeUpdate = pgTable(
  'notice_update',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    /** The staff user it is for. */
    recipientUserId: integer()
      .notNull()
      .references(() => user.id),
    itemClass: text().notNull(),
    /** The application (APPL, STEP) or the chat (CHAT) it is about. */
    itemId: integer().notNull(),
    jobId: integer().references(() => job.id),
    applicationId: integer().references(() => application.id),
    /** Who caused it (the candidate, or a teammate). */
    fromUserId: integer().references(() => user.id),
    message: text(),
    updateIconId: integer().references(() => updateIcon.id),
    seenAt: utcTime(),
    /** When the push dispatcher sent it as a Web Push (CHAT and STEP only); null: still to send. */
    pushedAt: utcTime(),
    createdAt: utcTime().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.recipientUserId, t.seenAt, t.createdAt),
    index().on(t.itemClass, t.itemId),
    index('notice_update_push_pending').on(t.id).where(sql`${t.pushedAt} IS NULL`),
  ],
);
