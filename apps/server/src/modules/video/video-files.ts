import { and, eq, inArray, isNull } from 'drizzle-orm';
import { videoStatuses, type VideoPurpose, type VideoView } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import type { FileStorage } from '../files/storage.js';
import type { StoredUpload } from '../files/upload.js';
import { createVideo, signalVideoQueued } from './video-records.js';

const statusKey = (id: number) => videoStatuses.find((s) => s.id === id)?.key ?? 'uploaded';

/** The `video` record as every upload of a video answers it (videoViewSchema). */
export async function videoView(db: Database, id: number): Promise<VideoView> {
  const [row] = await db.select().from(t.video).where(eq(t.video.id, id));
  if (!row) throw notFound(`video ${id} not found`);
  const [thumb] = await db
    .select({ id: t.videoEncoded.id })
    .from(t.videoEncoded)
    .where(and(eq(t.videoEncoded.videoId, id), eq(t.videoEncoded.kind, 'thumb')));
  return {
    id: row.id,
    purpose: row.purpose as VideoPurpose,
    status: statusKey(row.videoStatusId),
    statusDetail: row.statusDetail,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    width: row.width,
    height: row.height,
    hasThumb: Boolean(thumb),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * `POST /file/video`: a video not used yet (the candidate picks it later, e.g. as their
 * introduction with `POST /video-introduction { videoId }`); queued for processing.
 */
export async function saveLooseVideo(db: Database, actor: Actor, file: StoredUpload): Promise<VideoView> {
  const id = await db.transaction((tx) => createVideo(tx, { userId: actor.userId, purpose: 'video', file }));
  signalVideoQueued();
  return videoView(db, id);
}

/**
 * The videos among `ids` something still holds: a live introduction, video answer or video
 * interview, or an application snapshot (the introduction as sent).
 */
export async function heldVideoIds(db: Pick<Database, 'select'>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const [intros, answers, interviews, snapshots] = await Promise.all([
    db
      .select({ id: t.videoIntroduction.videoId })
      .from(t.videoIntroduction)
      .where(and(inArray(t.videoIntroduction.videoId, ids), isNull(t.videoIntroduction.deletedAt))),
    db
      .select({ id: t.videoAnswer.videoId })
      .from(t.videoAnswer)
      .where(and(inArray(t.videoAnswer.videoId, ids), isNull(t.videoAnswer.deletedAt))),
    db
      .select({ id: t.videoInterview.videoId })
      .from(t.videoInterview)
      .where(and(inArray(t.videoInterview.videoId, ids), isNull(t.videoInterview.deletedAt))),
    db
      .select({ id: t.applicationUserDetail.videoId })
      .from(t.applicationUserDetail)
      .where(inArray(t.applicationUserDetail.videoId, ids)),
  ]);
  return new Set([...intros, ...answers, ...interviews, ...snapshots].map((r) => r.id!));
}

/**
 * Removes the bytes of replaced or deleted files, except those still held: by an application
 * snapshot (its CV and certificates share the live files' keys) or, for a video, by anything of
 * heldVideoIds (a video answer or the introduction as sent keep playing). A video whose bytes go is
 * marked deleted and its encodings (web, thumbnail) go with it.
 */
export async function removeUnlessHeld(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const [cvs, certificates, videos] = await Promise.all([
    db
      .select({ key: t.applicationUserCurriculum.fileKey })
      .from(t.applicationUserCurriculum)
      .where(inArray(t.applicationUserCurriculum.fileKey, keys)),
    db
      .select({ key: t.applicationUserCertificate.fileKey })
      .from(t.applicationUserCertificate)
      .where(inArray(t.applicationUserCertificate.fileKey, keys)),
    db
      .select({ id: t.video.id, key: t.video.fileKey })
      .from(t.video)
      .where(and(inArray(t.video.fileKey, keys), isNull(t.video.deletedAt))),
  ]);
  const held = await heldVideoIds(
    db,
    videos.map((v) => v.id),
  );
  const kept = new Set([...cvs, ...certificates, ...videos.filter((v) => held.has(v.id))].map((r) => r.key));
  const dropped = videos.filter((v) => !held.has(v.id) && !kept.has(v.key)).map((v) => v.id);
  const encodedKeys: string[] = [];
  if (dropped.length > 0) {
    await db
      .update(t.video)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(inArray(t.video.id, dropped));
    const encoded = await db
      .select({ key: t.videoEncoded.fileKey })
      .from(t.videoEncoded)
      .where(inArray(t.videoEncoded.videoId, dropped));
    encodedKeys.push(...encoded.map((e) => e.key));
  }
  await Promise.all([...keys.filter((k) => !kept.has(k)), ...encodedKeys].map((k) => storage.remove(k)));
}

/** The candidate's own live video, for `POST /video-introduction` (404 otherwise; 409 when something uses it). */
export async function unusedOwnVideo(tx: Database, actor: Actor, videoId: number) {
  const [row] = await tx
    .select()
    .from(t.video)
    .where(and(eq(t.video.id, videoId), eq(t.video.userId, actor.userId), isNull(t.video.deletedAt)))
    .for('update');
  if (!row) throw notFound(`video ${videoId} not found`);
  if ((await heldVideoIds(tx, [videoId])).size > 0)
    throw conflict(`video ${videoId} is already used: upload it again to use it twice`);
  return row;
}
