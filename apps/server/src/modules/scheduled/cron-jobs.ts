import { pruneAuditJob } from '../privacy/prune-audit.job.js';
import { retentionJob } from '../privacy/retention.job.js';
import type { CronJob } from './cron-job.js';
import { pruneFilesJob } from './prune-files.job.js';
import { pruneUpdatesJob } from './prune-updates.job.js';
import { safeDeleteJob } from './safe-delete.job.js';
import { stepIdMapJob } from './step-id-map.job.js';
import { syncChargesJob } from './sync-charges.job.js';
import { updateCronJob } from './update-cron.job.js';
import { videoEncodingJob } from './video-encoding.job.js';

/** Every job of the scheduler and of POST /cron/{job} (docs/scheduled-jobs.md). */
export const cronJobs: readonly CronJob[] = [
  safeDeleteJob,
  updateCronJob,
  stepIdMapJob,
  pruneUpdatesJob,
  syncChargesJob,
  videoEncodingJob,
  pruneFilesJob,
  retentionJob,
  pruneAuditJob,
];

export const cronJobNames = cronJobs.map((j) => j.name) as [string, ...string[]];
