import { and, eq, isNull, sql } from 'drizzle-orm';
import { videoAnswerFileUrl, type VideoAnswer } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { applicationQuestion, videoAnswer } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import type { FileStorage } from '../files/storage.js';
import type { StoredUpload } from '../files/upload.js';
import { removeUnlessHeld } from '../video/video-files.js';
import { createVideo, signalVideoQueued } from '../video/video-records.js';
import { isCandidate, videoAnswerUsedInReach } from './questions-scope.js';

const view = (row: typeof videoAnswer.$inferSelect): VideoAnswer => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  size: row.size,
  durationSeconds: row.durationSeconds,
  url: videoAnswerFileUrl(row.id),
  createdAt: row.createdAt.toISOString(),
});

/**
 * `POST /video-answer`: the checked upload (video, or audio) becomes one of the candidate's video
 * answers, with its `video` row queued for processing.
 */
export async function saveVideoAnswer(db: Database, actor: Actor, file: StoredUpload): Promise<VideoAnswer> {
  const row = await db.transaction(async (tx) => {
    const videoId = await createVideo(tx, { userId: actor.userId, purpose: 'videoAnswer', file });
    const [inserted] = await tx
      .insert(videoAnswer)
      .values({ userId: actor.userId, ...file, videoId })
      .returning();
    return inserted!;
  });
  signalVideoQueued();
  return view(row);
}

/**
 * `DELETE /video-answer/{id}`: the candidate's own, while no answer uses it (409 then: the
 * recruiter must still be able to watch what was sent). The row goes, and its video (bytes and
 * encodings).
 */
export async function deleteVideoAnswer(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  id: number,
): Promise<void> {
  const fileKey = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: videoAnswer.id })
      .from(videoAnswer)
      .where(and(eq(videoAnswer.id, id), eq(videoAnswer.userId, actor.userId), isNull(videoAnswer.deletedAt)))
      .for('update');
    if (!own) throw notFound(`video-answer ${id} not found`);
    const [used] = await tx
      .select({ id: applicationQuestion.id })
      .from(applicationQuestion)
      .where(and(eq(applicationQuestion.videoAnswerId, id), isNull(applicationQuestion.deletedAt)))
      .limit(1);
    if (used) throw conflict('The video answer is part of an answer sent and cannot be deleted');
    const [row] = await tx
      .update(videoAnswer)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(eq(videoAnswer.id, id))
      .returning({ fileKey: videoAnswer.fileKey });
    return row!.fileKey;
  });
  await removeUnlessHeld(db, storage, [fileKey]);
}

/**
 * A live video answer for `GET /video-answer/{id}/file`: its owner, or staff who reach an
 * application one of whose questions it answers. Anyone else gets the same 404 as for a missing id.
 */
export async function videoAnswerForDownload(
  db: Database,
  actor: Actor,
  id: number,
): Promise<StoredUpload & { userId: number }> {
  const missing = notFound(`video-answer ${id} not found`);
  const reach = isCandidate(actor) ? null : videoAnswerUsedInReach(db, actor, id);
  const [row] = await db
    .select({
      userId: videoAnswer.userId,
      fileKey: videoAnswer.fileKey,
      fileName: videoAnswer.fileName,
      mimeType: videoAnswer.mimeType,
      size: videoAnswer.size,
      reached: sql<boolean>`${reach ?? sql`false`}`,
    })
    .from(videoAnswer)
    .where(and(eq(videoAnswer.id, id), isNull(videoAnswer.deletedAt)));
  if (!row || (row.userId !== actor.userId && !row.reached)) throw missing;
  return row;
}
