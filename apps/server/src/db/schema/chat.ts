import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, softDelete, timestamps, utcTime } from './columns.js';
import { company } from './companies.js';
import { job } from './jobs.js';
import { user } from './users.js';

/** A conversation between a company and a candidate. */
export const chat = pgTable(
  'chat',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => company.id),
    candidateUserId: integer()
      .notNull()
      .references(() => user.id),
    /** The recruiter who opened it. */
    userId: integer()
      .notNull()
      .references(() => user.id),
    jobId: integer().references(() => job.id),
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    index().on(t.companyId),
    index().on(t.candidateUserId),
    // One live chat per opener and candidate in a company: two simultaneous POST /chat cannot both insert.
    uniqueIndex('chat_live_per_opener')
      .on(t.companyId, t.candidateUserId, t.userId)
      .where(sql`${t.deletedAt} IS NULL`),
  ],
);

export const message = pgTable(
  'message',
  {
    id: id(),
    chatId: integer()
      .notNull()
      .references(() => chat.id),
    senderUserId: integer()
      .notNull()
      .references(() => user.id),
    /** The text; may be empty when the message carries an attachment. */
    body: text().notNull(),
    /** An attached file (through the files module), or none. */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentMimeType: text(),
    attachmentSize: integer(),
    readAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.chatId, t.createdAt)],
);
