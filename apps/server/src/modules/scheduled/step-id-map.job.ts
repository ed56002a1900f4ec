import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applicationStepType } from '../../db/schema/index.js';
import type { CronJob } from './cron-job.js';

/** The application step types by key (applied, view, intreq...): the ids other systems and jobs refer to. */
export async function stepIdMap(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: applicationStepType.key, id: applicationStepType.id })
    .from(applicationStepType)
    .orderBy(asc(applicationStepType.id));
  return Object.fromEntries(rows.map((r) => [r.key, r.id]));
}

/** A read: on demand only (GET /cron/step-id-map answers it directly). */
export const stepIdMapJob: CronJob = {
  name: 'getStepIdMap',
  schedule: null,
  description: 'The application step type key → id map',
  run: async ({ db }) => ({ stepIds: await stepIdMap(db) }),
};
