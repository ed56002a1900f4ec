import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { FileStorage } from '../files/storage.js';
import type { CronJob } from './cron-job.js';
import { runCronSlot, slotOf } from './cron-runner.js';

export interface Scheduler {
  /** Stops the timers and waits for the runs under way. */
  stop(): Promise<void>;
}

/**
 * Starts a croner timer (UTC, unref'd) per scheduled job. On every instance the timers fire; the
 * (job, slot) row of cron_run lets one of them run each slot (cron-runner.ts). A job still running when
 * its next slot comes is not started twice on this instance (croner's `protect`).
 */
export function startScheduler(options: {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  config: Config;
  jobs: readonly CronJob[];
}): Scheduler {
  const { db, storage, log, config } = options;
  const running = new Set<Promise<unknown>>();
  const timers = options.jobs.flatMap((job) => {
    if (!job.schedule) return [];
    const timer = new Cron(job.schedule, { timezone: 'UTC', unref: true, protect: true }, async (self) => {
      const now = new Date();
      const run = runCronSlot(job, slotOf(self.currentRun() ?? now), { db, storage, log, config, now }).catch(
        (error: unknown) => log.error({ job: job.name, err: error }, 'cron slot could not be claimed'),
      );
      running.add(run);
      await run.finally(() => running.delete(run));
    });
    return [timer];
  });
  log.info({ jobs: timers.length }, 'scheduler started');
  return {
    async stop() {
      for (const timer of timers) timer.stop();
      await Promise.all(running);
    },
  };
}
