import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, utcTime } from './columns.js';

/**
 * One run of a scheduled job. (job, slot) is unique: of several instances reaching the same slot only
 * the one whose insert lands runs it, so each slot runs once per cluster.
 */
export const cronRun = pgTable(
  'cron_run',
  {
    id: id(),
    job: text().notNull(),
    /** The scheduled time it is for, as an ISO string (a manual run: `manual:<time>`). */
    slot: text().notNull(),
    /** Which instance ran it (host:pid). */
    instance: text().notNull(),
    /** running, done, failed. */
    status: text().notNull().default('running'),
    startedAt: utcTime().notNull().defaultNow(),
    finishedAt: utcTime(),
    /** What it did (counts) or the error. */
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex().on(t.job, t.slot), index().on(t.startedAt)],
);
