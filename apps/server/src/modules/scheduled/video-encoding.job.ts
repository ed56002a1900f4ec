import { configuredFfmpeg } from '../video/ffmpeg.js';
import { createVideoProcessor, VIDEO_CRON_ROUND_LIMIT } from '../video/video-processor.js';
import type { CronJob } from './cron-job.js';

/**
 * A round of the video processor (docs/video.md) every 5 minutes, for videos queued while no
 * processor ran (an instance with VIDEO_PROCESS_INTERVAL_MS=0, a restart): the queue's SKIP LOCKED
 * claim keeps it from touching a video an instance's processor is working on.
 */
export const videoEncodingJob: CronJob = {
  name: 'video-encoding',
  schedule: '*/5 * * * *',
  description: 'Makes the thumbnail and web encoding of queued videos (a round of the video processor)',
  async run({ db, storage, log, config }) {
    const processor = createVideoProcessor({
      db,
      storage,
      ffmpeg: configuredFfmpeg(config),
      log,
      roundLimit: VIDEO_CRON_ROUND_LIMIT,
    });
    return { ...(await processor.runOnce()) };
  },
};
