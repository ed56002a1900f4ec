import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { configuredStorage } from '../files/storage.js';
import { configuredFfmpeg } from './ffmpeg.js';
import { createVideoProcessor } from './video-processor.js';
import { videoQueueSignal } from './video-records.js';

/**
 * Starts this instance's video processor (thumbnail, web encoding, duration; docs/video.md): rounds
 * every VIDEO_PROCESS_INTERVAL_MS, and at once when an upload of this instance queues a video. Off
 * when the interval is 0 (tests run rounds themselves); the cron job `video-encoding` still runs a
 * round every 5 minutes where the scheduler runs. Stops, waiting for the video under way, when the app closes.
 */
export function startVideoProcessor(app: FastifyInstance, db: Database, config: Config): void {
  const { processIntervalMs } = config.video;
  if (processIntervalMs <= 0) return;
  const processor = createVideoProcessor({
    db,
    storage: configuredStorage(config),
    ffmpeg: configuredFfmpeg(config),
    log: app.log.child({ module: 'video' }),
  });
  const wake = () => processor.wake();
  videoQueueSignal.on('queued', wake);
  processor.start(processIntervalMs);
  app.addHook('onClose', async () => {
    videoQueueSignal.off('queued', wake);
    await processor.stop();
  });
}
