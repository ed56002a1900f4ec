import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { uploadTypes } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { removeUnlessHeld } from '../video/video-files.js';
import type { CronJob } from './cron-job.js';

/** Deleted profiles handled per run; the daily run catches up over the next days. */
const PROFILE_BATCH = 100;
/** Stored files removed per run by the abandoned-upload sweep. */
const ABANDONED_BATCH = 1000;
/** Unused loose videos retired per run. */
const LOOSE_VIDEO_BATCH = 500;
/** Keys checked against the tables at once. */
const CHECK_CHUNK = 200;

/**
 * Every top-level prefix a stored key can have: the upload types (receiveUpload's key prefix),
 * the other uploads, and what the server derives (avatars, company images, video encodings).
 */
export const storedKeyPrefixes = [
  ...uploadTypes,
  'companyFile',
  'chatAttachment',
  'avatar',
  'company',
  'videoWeb',
  'videoThumb',
] as const;

/**
 * Every column that holds a storage key (live or soft-deleted rows alike: a deleted row's bytes are
 * the business of whoever deleted it, and of the profile rule below). A key none of them holds, and
 * that no derived name points at, is an abandoned upload.
 */
export const keyColumns: Array<{ table: PgTable; key: PgColumn }> = [
  { table: t.userCurriculum, key: t.userCurriculum.fileKey },
  { table: t.userCertificate, key: t.userCertificate.fileKey },
  { table: t.userPicture, key: t.userPicture.fileKey },
  { table: t.videoIntroduction, key: t.videoIntroduction.fileKey },
  { table: t.videoAnswer, key: t.videoAnswer.fileKey },
  { table: t.video, key: t.video.fileKey },
  { table: t.videoEncoded, key: t.videoEncoded.fileKey },
  { table: t.applicationUserCurriculum, key: t.applicationUserCurriculum.fileKey },
  { table: t.applicationUserCertificate, key: t.applicationUserCertificate.fileKey },
  { table: t.companyFile, key: t.companyFile.fileKey },
  { table: t.message, key: t.message.attachmentKey },
];

const likeAny = (column: SQL | PgColumn, names: string[]) =>
  or(...names.map((name) => sql`${column} like ${`%/${name}%`}`))!;

/** The keys among `keys` something refers to. */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const rows = await Promise.all(
    keyColumns.map(({ table, key }) =>
      db
        .selectDistinct({ key: sql<string>`${key}` })
        .from(table)
        .where(inArray(key, keys)),
    ),
  );
  for (const r of rows.flat()) found.add(r.key);

  // Avatars: `avatar/<uuid>.png` belongs to the picture `picture/<uuid>`, and user.picture shows its URL.
  const avatars = keys.filter((k) => k.startsWith('avatar/') && !found.has(k));
  if (avatars.length > 0) {
    const names = avatars.map((k) => k.slice('avatar/'.length));
    const pictureOf = new Map(names.map((n) => [`picture/${n.replace(/\.png$/, '')}`, `avatar/${n}`]));
    const [pictures, users] = await Promise.all([
      db
        .select({ key: t.userPicture.fileKey })
        .from(t.userPicture)
        .where(inArray(t.userPicture.fileKey, [...pictureOf.keys()])),
      db.select({ picture: t.user.picture }).from(t.user).where(likeAny(t.user.picture, names)),
    ]);
    for (const p of pictures) found.add(pictureOf.get(p.key)!);
    for (const u of users) for (const n of names) if (u.picture?.includes(`/${n}`)) found.add(`avatar/${n}`);
  }

  // Company images: the company row keeps their URLs (logo, banner, gallery).
  const images = keys.filter((k) => k.startsWith('company/') && !found.has(k));
  if (images.length > 0) {
    const names = images.map((k) => k.slice('company/'.length));
    const companies = await db
      .select({ logo: t.company.logo, banner: t.company.banner, images: t.company.images })
      .from(t.company)
      .where(
        or(
          likeAny(t.company.logo, names),
          likeAny(t.company.banner, names),
          likeAny(sql`${t.company.images}::text`, names),
        ),
      );
    const text = companies.map((c) => [c.logo, c.banner, ...c.images].join(' ')).join(' ');
    for (const n of names) if (text.includes(`/${n}`)) found.add(`company/${n}`);
  }
  return found;
}

/** The profile tables whose rows go with a deleted profile, and how their keys are removed. */
const profileTables = [
  t.userCurriculum,
  t.userCertificate,
  t.userPicture,
  t.videoIntroduction,
  t.videoAnswer,
] as const;

const avatarKeyOf = (pictureKey: string) => `avatar/${pictureKey.split('/').pop()}.png`;

const hasLive = (table: (typeof profileTables)[number]) =>
  sql`exists (select 1 from ${table} where ${table.userId} = ${t.user.id} and ${table.deletedAt} is null)`;

/** A video nothing uses: no live introduction, answer or interview points at it, nor a snapshot. */
const unusedVideo = and(
  ...[t.videoIntroduction, t.videoAnswer, t.videoInterview].map(
    (table) =>
      sql`not exists (select 1 from ${table} where ${table.videoId} = ${t.video.id} and ${table.deletedAt} is null)`,
  ),
  sql`not exists (select 1 from ${t.applicationUserDetail} where ${t.applicationUserDetail.videoId} = ${t.video.id})`,
)!;

/**
 * (a) Profiles soft-deleted more than `days` ago: their CV, certificates, picture (and avatar), video
 * introduction, video answers and videos are marked deleted and their bytes removed, except what an
 * application snapshot or video interview still holds (removeUnlessHeld).
 */
async function pruneDeletedProfiles(db: Database, storage: FileStorage, now: Date, cutoff: Date) {
  const users = await db
    .select({ id: t.user.id })
    .from(t.user)
    .where(and(isNotNull(t.user.deletedAt), lt(t.user.deletedAt, cutoff), or(...profileTables.map(hasLive))))
    .orderBy(t.user.id)
    .limit(PROFILE_BATCH);
  let rows = 0;
  for (const { id } of users) {
    const keys: string[] = [];
    for (const table of profileTables) {
      const gone = await db
        .update(table)
        .set({ deletedAt: now, updatedAt: now } as never)
        .where(and(eq(table.userId, id), isNull(table.deletedAt)))
        .returning({ key: table.fileKey });
      rows += gone.length;
      for (const { key } of gone) keys.push(key, ...(table === t.userPicture ? [avatarKeyOf(key)] : []));
    }
    await db.update(t.user).set({ picture: null }).where(eq(t.user.id, id));
    // Videos: removeUnlessHeld marks those nothing holds any more deleted, with their encodings.
    const videos = await db
      .select({ key: t.video.fileKey })
      .from(t.video)
      .where(and(eq(t.video.userId, id), isNull(t.video.deletedAt)));
    keys.push(...videos.map((v) => v.key));
    // Still held (a snapshot, a video interview): kept, and the profile is not selected again.
    await removeUnlessHeld(db, storage, [...new Set(keys)]);
  }
  return { profiles: users.length, rows };
}

/** (b) Loose videos (`POST /file/video`) never used within the period: retired with their bytes. */
async function pruneLooseVideos(db: Database, storage: FileStorage, cutoff: Date) {
  const loose = await db
    .select({ id: t.video.id, key: t.video.fileKey })
    .from(t.video)
    .where(
      and(
        eq(t.video.purpose, 'video'),
        isNull(t.video.deletedAt),
        lt(t.video.createdAt, cutoff),
        unusedVideo,
      ),
    )
    .orderBy(t.video.id)
    .limit(LOOSE_VIDEO_BATCH);
  if (loose.length === 0) return 0;
  await removeUnlessHeld(
    db,
    storage,
    loose.map((v) => v.key),
  );
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.video)
    .where(
      and(
        inArray(
          t.video.id,
          loose.map((v) => v.id),
        ),
        isNotNull(t.video.deletedAt),
      ),
    );
  return n;
}

/** (b) Stored files older than the period that nothing refers to: uploads whose record never came. */
async function pruneAbandonedFiles(db: Database, storage: FileStorage, cutoff: Date) {
  let removed = 0;
  let checked = 0;
  const sweep = async (keys: string[]) => {
    checked += keys.length;
    const used = await referencedKeys(db, keys);
    for (const key of keys) {
      if (used.has(key) || removed >= ABANDONED_BATCH) continue;
      await storage.remove(key);
      removed++;
    }
  };
  for (const prefix of storedKeyPrefixes) {
    let chunk: string[] = [];
    for await (const item of storage.list(prefix)) {
      if (removed >= ABANDONED_BATCH) break;
      if (item.modifiedAt >= cutoff) continue;
      chunk.push(item.key);
      if (chunk.length === CHECK_CHUNK) {
        await sweep(chunk);
        chunk = [];
      }
    }
    if (chunk.length > 0) await sweep(chunk);
  }
  return { checked, removed };
}

/**
 * Removes stored files past their retention (docs/storage.md): (a) the files of profiles deleted more
 * than FILE_RETENTION_DAYS ago, unless an application snapshot holds them; (b) loose videos never used
 * and stored files nothing refers to, older than ABANDONED_UPLOAD_HOURS. Bounded batches; a second run
 * for the same `now` finds nothing more.
 */
export const pruneFilesJob: CronJob = {
  name: 'prune-files',
  schedule: '30 4 * * *',
  description:
    'Removes the files of profiles deleted FILE_RETENTION_DAYS ago (snapshots kept), unused loose videos and uploads nothing refers to after ABANDONED_UPLOAD_HOURS',
  async run({ db, now, storage, config }) {
    const { deletedProfileFileDays, abandonedUploadHours } = config.retention;
    const profileCutoff = new Date(now.getTime() - deletedProfileFileDays * 86_400_000);
    const uploadCutoff = new Date(now.getTime() - abandonedUploadHours * 3_600_000);
    const profiles = await pruneDeletedProfiles(db, storage, now, profileCutoff);
    const looseVideosRemoved = await pruneLooseVideos(db, storage, uploadCutoff);
    const abandoned = await pruneAbandonedFiles(db, storage, uploadCutoff);
    return {
      deletedProfiles: profiles.profiles,
      profileFilesDeleted: profiles.rows,
      looseVideosRemoved,
      storedFilesChecked: abandoned.checked,
      abandonedFilesRemoved: abandoned.removed,
    };
  },
};
