import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';
import { session } from './identity.js';
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
    /** The session it was made in: logging out of it removes the subscription, and so does deleting the session. */
    sessionId: uuid().references(() => session.id, { onDelete: 'cascade' }),
    createdAt: utcTime().notNull().defaultNow(),
    lastSuccessAt: utcTime(),
    lastFailureAt: utcTime(),
  },
  (t) => [uniqueIndex().on(t.endpoint), index().on(t.userId)],
);
