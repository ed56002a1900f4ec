import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * State the instances of one PostgreSQL database share when no Redis is configured (src/state/).
 * Times are epoch milliseconds of the caller's clock, not `now()`: the rate limits and the bot
 * check take their clock from the server (tests move it), and the database has to agree with it.
 */

/** An attempt window: `count` attempts of `key` (a rule and an address or account) until `resetAt`. */
export const attemptWindow = pgTable(
  'attempt_window',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
);

/** A one-time token already used (a bot-check solution), kept until it would have expired anyway. */
export const usedToken = pgTable(
  'used_token',
  {
    key: text().primaryKey(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
