import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { cronRun } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../http/errors.js';
import { configuredStorage } from '../files/storage.js';
import { cronJobs } from './cron-jobs.js';
import { manualSlot, runCronSlot } from './cron-runner.js';
import { stepIdMap } from './step-id-map.job.js';

/** Runs of a job GET /cron shows. */
const LAST_RUNS = 5;

const runSchema = z.object({
  id: z.number().int(),
  slot: z.string(),
  instance: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});

const jobSchema = z.object({
  job: z.string(),
  schedule: z.string().nullable(),
  description: z.string(),
  lastRuns: z.array(runSchema),
});

type RunRow = typeof cronRun.$inferSelect;
const toRun = (r: RunRow): z.infer<typeof runSchema> => ({
  id: r.id,
  slot: r.slot,
  instance: r.instance,
  status: r.status as 'running' | 'done' | 'failed',
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  detail: r.detail ?? null,
});

/** The super user only (not back-office admins): these act on every company's data. */
async function superUserOnly(req: FastifyRequest): Promise<void> {
  if (!req.actor?.isSu) throw forbidden();
}

/** The scheduled jobs, for the super user: what runs when, the last runs, and running one now (docs/scheduled-jobs.md). */
export function registerCronRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { access: 'authenticated', errorStatuses: [403] } as const;

  r.get('/cron', {
    config: access,
    preHandler: superUserOnly,
    schema: {
      tags: ['cron'],
      summary: 'The scheduled jobs: schedule (cron, UTC) and the last runs',
      operationId: 'listCronJobs',
      response: { 200: z.object({ data: z.array(jobSchema) }) },
    },
    handler: async () => {
      const data = [];
      for (const job of cronJobs) {
        const runs = await db
          .select()
          .from(cronRun)
          .where(eq(cronRun.job, job.name))
          .orderBy(desc(cronRun.startedAt), desc(cronRun.id))
          .limit(LAST_RUNS);
        data.push({
          job: job.name,
          schedule: job.schedule,
          description: job.description,
          lastRuns: runs.map(toRun),
        });
      }
      return { data };
    },
  });

  r.get('/cron/step-id-map', {
    config: access,
    preHandler: superUserOnly,
    schema: {
      tags: ['cron'],
      summary: 'getStepIdMap: the application step type key → id map',
      operationId: 'getStepIdMap',
      response: { 200: z.object({ data: z.record(z.string(), z.number().int()) }) },
    },
    handler: async () => ({ data: await stepIdMap(db) }),
  });

  r.post('/cron/:job', {
    config: { ...access, errorStatuses: [403, 404] },
    preHandler: superUserOnly,
    schema: {
      tags: ['cron'],
      summary: 'Run a job now (slot `manual:<time>`); answers the run',
      operationId: 'runCronJob',
      params: z.object({ job: z.string().max(100) }).strict(),
      response: { 200: z.object({ data: runSchema }) },
    },
    handler: async (req) => {
      const job = cronJobs.find((j) => j.name === req.params.job);
      if (!job) throw notFound('No such job');
      const now = new Date();
      const outcome = await runCronSlot(job, manualSlot(now), {
        db,
        now,
        storage: configuredStorage(config),
        log: req.log,
        config,
      });
      if (outcome.status === 'skipped') throw notFound('No such job');
      const [row] = await db.select().from(cronRun).where(eq(cronRun.id, outcome.runId));
      return { data: toRun(row!) };
    },
  });
}
