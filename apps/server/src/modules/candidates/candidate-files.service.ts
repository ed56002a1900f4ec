import { and, eq, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  AVATAR_CACHE_VERSION,
  AVATAR_SIZE,
  certificateUploadFieldsSchema,
  applicationUploadFieldsSchema,
  type ApplicationCurriculum,
  type CandidateUploadType,
  type ProfileFile,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { avatarPng } from '../files/avatar.js';
import { readStoredBytes, type FileStorage } from '../files/storage.js';
import { removeUnlessHeld, unusedOwnVideo } from '../video/video-files.js';
import { createVideo, signalVideoQueued } from '../video/video-records.js';
import type { StoredUpload } from '../files/upload.js';
import { fileUrl } from './profile.service.js';

/** A table of stored files (the candidate's, or an application snapshot's). */
export type StoredFileTable = PgTable & {
  id: PgColumn;
  fileKey: PgColumn;
  fileName: PgColumn;
  mimeType: PgColumn;
  size: PgColumn;
};
type FileTable = StoredFileTable & { userId: PgColumn; deletedAt: PgColumn };

/** The columns that say where a stored file is and what it holds. */
export const storedFileColumns = (table: StoredFileTable) => ({
  fileKey: table.fileKey,
  fileName: table.fileName,
  mimeType: table.mimeType,
  size: table.size,
});

/** The candidate's file resources and their tables. */
export const candidateFileTables = {
  'user-curriculum': t.userCurriculum,
  'user-certificate': t.userCertificate,
  'user-picture': t.userPicture,
  'video-introduction': t.videoIntroduction,
} satisfies Record<string, FileTable>;
export type CandidateFileResource = keyof typeof candidateFileTables;

/** Where each upload type lands. */
export const uploadResource = {
  curriculum: 'user-curriculum',
  certificate: 'user-certificate',
  picture: 'user-picture',
  videoIntroduction: 'video-introduction',
} as const satisfies Record<CandidateUploadType, CandidateFileResource>;

/** The avatar shares the original picture's random name: `picture/<uuid>` → `avatar/<uuid>.png`. */
const avatarKeyOf = (pictureKey: string) => `avatar/${pictureKey.split('/').pop()}.png`;

/**
 * Publicly served, unguessable avatar URL (an <img> cannot send a bearer token), with spec 9's
 * cache version (`?v=2`, as the company images).
 */
const avatarUrl = (storageUrl: string, pictureKey: string) =>
  `${storageUrl.replace(/\/+$/, '')}/${avatarKeyOf(pictureKey)}?v=${AVATAR_CACHE_VERSION}`;

const keysOf = (resource: CandidateFileResource, fileKey: string) =>
  resource === 'user-picture' ? [fileKey, avatarKeyOf(fileKey)] : [fileKey];

/** Puts the candidate's one file of a kind in place (a deleted one comes back); returns the replaced key. */
async function putSingleFile(
  tx: Database,
  table: FileTable,
  userId: number,
  values: Record<string, unknown>,
): Promise<{ id: number; replacedKey: string | null }> {
  const [current] = await tx
    .select({ id: table.id, fileKey: table.fileKey, deletedAt: table.deletedAt })
    .from(table)
    .where(eq(table.userId, userId))
    .for('update');
  if (!current) {
    const [row] = await tx
      .insert(table)
      .values({ userId, ...values } as never)
      .returning({ id: table.id });
    return { id: row!.id as number, replacedKey: null };
  }
  await tx
    .update(table)
    .set({ ...values, deletedAt: null, createdAt: new Date(), updatedAt: new Date() } as never)
    .where(eq(table.id, current.id));
  // A deleted file's bytes went with it (or stay for a snapshot): nothing more to remove.
  return { id: current.id as number, replacedKey: current.deletedAt ? null : (current.fileKey as string) };
}

export interface SaveUploadOptions {
  db: Database;
  storage: FileStorage;
  actor: Actor;
  storageUrl: string;
  type: CandidateUploadType;
  file: StoredUpload;
  fields: Record<string, string>;
}

function certificateValues(file: StoredUpload, fields: Record<string, string>) {
  const parsed = certificateUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return {
    name: parsed.data.name ?? file.fileName.replace(/\.[^.]+$/, ''),
    issuer: parsed.data.issuer ?? null,
    issuedOn: parsed.data.issuedOn ?? null,
  };
}

/** Writes the upload's row (and the avatar); returns the row id and the file it replaced. */
async function recordUpload(options: SaveUploadOptions, picture: string) {
  const { db, storage, actor, type, file } = options;
  const stored = { fileKey: file.fileKey, fileName: file.fileName, mimeType: file.mimeType, size: file.size };
  if (type === 'certificate') {
    const certificate = certificateValues(file, options.fields);
    const [row] = await db
      .insert(t.userCertificate)
      .values({ userId: actor.userId, ...certificate, ...stored })
      .returning({ id: t.userCertificate.id });
    return { id: row!.id, replacedKey: null, certificate };
  }
  if (type === 'picture') {
    const avatar = await avatarPng(await readStoredBytes(storage, file.fileKey), AVATAR_SIZE);
    await storage.write(avatarKeyOf(file.fileKey), avatar);
  }
  const put = await db.transaction(async (tx) => {
    const videoId =
      type === 'videoIntroduction'
        ? await createVideo(tx, { userId: actor.userId, purpose: 'videoIntroduction', file })
        : undefined;
    const values = videoId === undefined ? stored : { ...stored, videoId, durationSeconds: null };
    const result = await putSingleFile(tx, candidateFileTables[uploadResource[type]], actor.userId, values);
    if (type === 'picture') await tx.update(t.user).set({ picture }).where(eq(t.user.id, actor.userId));
    return result;
  });
  return { ...put, certificate: null };
}

/**
 * Records an upload that passed its checks: a certificate is added; the CV, the picture and the
 * video introduction replace the current one. A picture also becomes the 256x256 avatar that
 * `user.picture` shows. The bytes of a refused upload are removed again.
 */
export async function saveCandidateUpload(options: SaveUploadOptions) {
  const { db, storage, type, file } = options;
  const resource = uploadResource[type];
  const picture = avatarUrl(options.storageUrl, file.fileKey);
  let recorded: Awaited<ReturnType<typeof recordUpload>>;
  try {
    recorded = await recordUpload(options, picture);
  } catch (error) {
    await Promise.all(keysOf(resource, file.fileKey).map((k) => storage.remove(k)));
    throw error;
  }
  if (type === 'videoIntroduction') signalVideoQueued();
  if (recorded.replacedKey) await removeUnlessHeld(db, storage, keysOf(resource, recorded.replacedKey));
  const stored: ProfileFile = {
    id: recorded.id,
    fileName: file.fileName,
    mimeType: file.mimeType,
    size: file.size,
    url: fileUrl(resource, recorded.id),
  };
  if (recorded.certificate) return { ...stored, ...recorded.certificate };
  if (type === 'picture') return { ...stored, picture };
  if (type === 'videoIntroduction') return { ...stored, durationSeconds: null };
  return stored;
}

/** `DELETE /{resource}/{id}`: the candidate's own live file (404 otherwise); a picture also leaves `user.picture`. */
export async function deleteCandidateFile(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  resource: CandidateFileResource,
  id: number,
): Promise<void> {
  const table: FileTable = candidateFileTables[resource];
  const fileKey = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ deletedAt: new Date(), updatedAt: new Date() } as never)
      .where(and(eq(table.id, id), eq(table.userId, actor.userId), isNull(table.deletedAt)))
      .returning({ fileKey: table.fileKey });
    if (!row) throw notFound(`${resource} ${id} not found`);
    if (resource === 'user-picture') {
      await tx.update(t.user).set({ picture: null }).where(eq(t.user.id, actor.userId));
    }
    return row.fileKey as string;
  });
  await removeUnlessHeld(db, storage, keysOf(resource, fileKey));
}

/**
 * `POST /video-introduction { videoId }`: one of the candidate's own videos (`POST /file/video`) that
 * nothing uses yet becomes their introduction, replacing the current one (whose bytes go unless an
 * application snapshot holds them). 404 for anyone else's video, 409 for one already used.
 */
export async function useVideoAsIntroduction(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  videoId: number,
): Promise<ProfileFile & { durationSeconds: number | null }> {
  const { id, replacedKey, values } = await db.transaction(async (tx) => {
    const video = await unusedOwnVideo(tx, actor, videoId);
    const values = {
      fileKey: video.fileKey,
      fileName: video.fileName,
      mimeType: video.mimeType,
      size: video.size,
      videoId: video.id,
      durationSeconds: video.durationMs === null ? null : Math.round(video.durationMs / 1000),
    };
    return { ...(await putSingleFile(tx, t.videoIntroduction, actor.userId, values)), values };
  });
  if (replacedKey) await removeUnlessHeld(db, storage, [replacedKey]);
  return {
    id,
    fileName: values.fileName,
    mimeType: values.mimeType,
    size: values.size,
    url: fileUrl('video-introduction', id),
    durationSeconds: values.durationSeconds,
  };
}

/** The candidate's own live application, for the uploads that name one (404 otherwise). */
export async function ownLiveApplication(db: Database, actor: Actor, fields: Record<string, string>) {
  const parsed = applicationUploadFieldsSchema.safeParse(fields);
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => `body.${i.path.join('.') || 'fields'}: ${i.message}`));
  const [row] = await db
    .select({ id: t.application.id })
    .from(t.application)
    .where(
      and(
        eq(t.application.id, parsed.data.applicationId),
        eq(t.application.userId, actor.userId),
        isNull(t.application.deletedAt),
      ),
    );
  if (!row) throw notFound(`application ${parsed.data.applicationId} not found`);
  return row.id;
}

/**
 * `POST /file/applicationCurriculum`: one more CV sent with one of the candidate's own live
 * applications (`application_user_curriculum`, shown in the candidate detail with the snapshot's).
 */
export async function addApplicationCurriculum(
  db: Database,
  applicationId: number,
  file: StoredUpload,
): Promise<ApplicationCurriculum> {
  const [row] = await db
    .insert(t.applicationUserCurriculum)
    .values({ applicationId, ...file })
    .returning();
  return {
    id: row!.id,
    applicationId: row!.applicationId,
    fileName: row!.fileName,
    mimeType: row!.mimeType,
    size: row!.size,
    createdAt: row!.createdAt.toISOString(),
  };
}

