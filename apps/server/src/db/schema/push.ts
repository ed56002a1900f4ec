import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { user } from './users.js';

/** A browser's Web Push subscription (one per user and device), removed on logout or when the push service says it is gone. */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => user.id),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    /** The session it was made in, so logging out of that session removes it. */
    sessionId: integer(),
    createdAt: utcTime().notNull().defaultNow(),
    lastSuccessAt: utcTime(),
    lastFailureAt: utcTime(),
  },
  (t) => [uniqueIndex().on(t.endpoint), index().on(t.userId)],
);
