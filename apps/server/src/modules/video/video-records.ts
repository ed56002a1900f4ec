import { EventEmitter } from 'node:events';
import type { VideoPurpose } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { video, videoEncoding } from '../../db/schema/index.js';
import type { StoredUpload } from '../files/upload.js';

type Tx = Pick<Database, 'insert'>;

/** Tells the video processor of this instance that work is queued (it also polls). */
export const videoQueueSignal = new EventEmitter();

/**
 * Records an uploaded video and queues its processing (thumbnail, web encoding, duration): call it in
 * the transaction that stores the record using the video. Resolves to the video's id.
 */
export async function createVideo(
  tx: Tx,
  input: { userId: number; purpose: VideoPurpose; file: StoredUpload },
): Promise<number> {
  const [row] = await tx
    .insert(video)
    .values({ userId: input.userId, purpose: input.purpose, ...input.file })
    .returning({ id: video.id });
  await tx.insert(videoEncoding).values({ videoId: row!.id });
  return row!.id;
}

/** After the transaction of createVideo committed: wake the processor. */
export const signalVideoQueued = () => videoQueueSignal.emit('queued');
