import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  (t) => [index().on(t.companyId), index().on(t.candidateUserId)],
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
    body: text().notNull(),
    readAt: utcTime(),
    ...timestamps,
    ...softDelete,
  },
  (t) => [index().on(t.chatId, t.createdAt)],
);
