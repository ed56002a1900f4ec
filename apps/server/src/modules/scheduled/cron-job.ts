import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../files/storage.js';

/**
 * What a job gets: the database, the time it runs for (tests pass their own), the file storage, a
 * logger, and the configuration (retention periods, the video encoder).
 */
export interface CronContext {
  db: Database;
  now: Date;
  storage: FileStorage;
  log: FastifyBaseLogger;
  config: Config;
}

/** A scheduled job: idempotent (running it twice for the same `now` changes nothing more). */
export interface CronJob {
  /** The name of spec section 7's cron-style endpoints. */
  name: string;
  /** A 5-part cron expression in UTC; null: run on demand only. */
  schedule: string | null;
  description: string;
  /** Does the work; resolves to what it did (counts), kept with the run. */
  run(ctx: CronContext): Promise<Record<string, unknown>>;
}

/** `now` minus whole days, for the retention rules. */
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
