import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  AVATAR_SIZE,
  certificateUploadFieldsSchema,
  type CandidateUploadType,
  type ProfileFile,
} from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { avatarPng } from '../files/avatar.js';
import { readStoredBytes, type FileStorage } from '../files/storage.js';
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

/** Publicly served, unguessable avatar URL (an <img> cannot send a bearer token). */
const avatarUrl = (storageUrl: string, pictureKey: string) =>
  `${storageUrl.replace(/\/+$/, '')}/${avatarKeyOf(pictureKey)}`;

/**
 * Removes the bytes of replaced or deleted files, except those an application snapshot still
 * points at (what was sent with an application stays readable by that company).
 */
async function removeUnlessSnapshotted(db: Database, storage: FileStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const [cvs, certificates] = await Promise.all([
    db
      .select({ key: t.applicationUserCurriculum.fileKey })
      .from(t.applicationUserCurriculum)
      .where(inArray(t.applicationUserCurriculum.fileKey, keys)),
    db
      .select({ key: t.applicationUserCertificate.fileKey })
      .from(t.applicationUserCertificate)
      .where(inArray(t.applicationUserCertificate.fileKey, keys)),
  ]);
  const kept = new Set([...cvs, ...certificates].map((r) => r.key));
  await Promise.all(keys.filter((k) => !kept.has(k)).map((k) => storage.remove(k)));
}

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
    const result = await putSingleFile(tx, candidateFileTables[uploadResource[type]], actor.userId, stored);
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
  if (recorded.replacedKey)
    await removeUnlessSnapshotted(db, storage, keysOf(resource, recorded.replacedKey));
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
  await removeUnlessSnapshotted(db, storage, keysOf(resource, fileKey));
}
