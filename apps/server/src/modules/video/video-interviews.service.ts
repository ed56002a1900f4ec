import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { getRow, type Row } from '../../http/resources/read.js';
import type { FileStorage } from '../files/storage.js';
import type { StoredUpload } from '../files/upload.js';
import { removeUnlessHeld } from './video-files.js';
import { videoInterviewResource } from './video-interviews.resources.js';
import { createVideo, signalVideoQueued } from './video-records.js';

const noShape = { select: undefined, include: [] };

/**
 * `POST /file/applicationVideoInterview`: the video becomes a video interview of the candidate's own
 * live application (the caller checked it), with its `video` row, queued for processing.
 */
export async function saveVideoInterview(
  db: Database,
  actor: Actor,
  applicationId: number,
  file: StoredUpload,
): Promise<Row> {
  const id = await db.transaction(async (tx) => {
    const videoId = await createVideo(tx, {
      userId: actor.userId,
      purpose: 'applicationVideoInterview',
      file,
    });
    const [row] = await tx
      .insert(t.videoInterview)
      .values({ applicationId, userId: actor.userId, videoId })
      .returning({ id: t.videoInterview.id });
    return row!.id;
  });
  signalVideoQueued();
  return getRow({ db, actor }, videoInterviewResource, id, noShape);
}

/**
 * A live video interview's original file for `GET /video-interview/{id}/file`, within the
 * resource's scope: a missing one and one the caller may not see answer the same 404.
 */
export async function videoInterviewForDownload(
  db: Database,
  actor: Actor,
  id: number,
): Promise<StoredUpload & { userId: number }> {
  await getRow({ db, actor }, videoInterviewResource, id, { select: ['id'], include: [] });
  const [row] = await db
    .select({
      userId: t.videoInterview.userId,
      fileKey: t.video.fileKey,
      fileName: t.video.fileName,
      mimeType: t.video.mimeType,
      size: t.video.size,
    })
    .from(t.videoInterview)
    .innerJoin(t.video, eq(t.video.id, t.videoInterview.videoId))
    .where(and(eq(t.videoInterview.id, id), isNull(t.videoInterview.deletedAt)));
  if (!row) throw notFound(`video-interview ${id} not found`);
  return row;
}

/** `DELETE /video-interview/{id}`: the candidate's own (404 otherwise); its video goes with it. */
export async function deleteVideoInterview(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
): Promise<void> {
  const [row] = await db
    .update(t.videoInterview)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(t.videoInterview.id, id),
        eq(t.videoInterview.userId, actor.userId),
        isNull(t.videoInterview.deletedAt),
      ),
    )
    .returning({ videoId: t.videoInterview.videoId });
  if (!row) throw notFound(`video-interview ${id} not found`);
  const [video] = await db
    .select({ fileKey: t.video.fileKey })
    .from(t.video)
    .where(eq(t.video.id, row.videoId));
  if (video) await removeUnlessHeld(db, storage, [video.fileKey]);
}
