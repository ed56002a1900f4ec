import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { configuredStorage } from '../files/storage.js';
import { cronJobs } from './cron-jobs.js';
import { startScheduler } from './scheduler.js';

/** Starts the scheduler unless the configuration turns it off (CRON_ENABLED; off in tests); it stops when the app closes. */
export function startScheduledJobs(app: FastifyInstance, db: Database, config: Config): void {
  if (!config.cron.enabled) return;
  const scheduler = startScheduler({
    db,
    storage: configuredStorage(config),
    log: app.log.child({ module: 'cron' }),
    config,
    jobs: cronJobs,
  });
  app.addHook('onClose', () => scheduler.stop());
}
