import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { RoleId } from '@hiring/domain';
import { createApplication, createUser } from '../src/db/seed/factories.js';
import * as t from '../src/db/schema/index.js';
import { configuredStorage, type FileStorage } from '../src/modules/files/storage.js';
import { pruneFilesJob } from '../src/modules/scheduled/prune-files.job.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

const dataDir = mkdtempSync(join(tmpdir(), 'files-storage-prune-'));
const ctx = useTestApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const NOW = new Date('2031-03-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const daysAgo = (d: number) => hoursAgo(d * 24);

let storage: FileStorage;
const log = { warn: () => {}, info: () => {}, error: () => {} } as never;
const run = () => pruneFilesJob.run({ db: ctx.db, now: NOW, storage, log, config: ctx.config });

/** A stored file written `ageHours` before NOW. */
async function put(prefix: string, ageHours: number, ext = ''): Promise<string> {
  const key = `${prefix}/${randomUUID()}${ext}`;
  await storage.write(key, Buffer.from(key));
  const when = hoursAgo(ageHours);
  await utimes(join(dataDir, 'files', key), when, when);
  return key;
}
const exists = async (key: string) => (await storage.size(key)) !== null;
const file = (fileKey: string, mimeType = 'application/pdf') => ({
  fileKey,
  fileName: fileKey.split('/').pop()!,
  mimeType,
  size: fileKey.length,
});

async function addVideo(userId: number, purpose: string, createdAt: Date) {
  const key = await put(purpose, 24 * 40);
  const [row] = await ctx.db
    .insert(t.video)
    .values({ userId, purpose, ...file(key, 'video/webm'), createdAt })
    .returning();
  const encoded: string[] = [];
  for (const kind of ['web', 'thumb'] as const) {
    const k = await put(
      kind === 'web' ? 'videoWeb' : 'videoThumb',
      24 * 40,
      kind === 'web' ? '.mp4' : '.jpg',
    );
    await ctx.db.insert(t.videoEncoded).values({ videoId: row!.id, kind, ...file(k, 'video/mp4') });
    encoded.push(k);
  }
  return { id: row!.id, key, encoded };
}

describe('prune-files', () => {
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  const keys: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let oldVideo: Awaited<ReturnType<typeof addVideo>>;
  let introVideo: Awaited<ReturnType<typeof addVideo>>;
  let answerVideo: Awaited<ReturnType<typeof addVideo>>;
  let looseOld: Awaited<ReturnType<typeof addVideo>>;
  let looseNew: Awaited<ReturnType<typeof addVideo>>;
  let looseUsed: Awaited<ReturnType<typeof addVideo>>;

  beforeAll(async () => {
    storage = configuredStorage(ctx.config);
    f = await twoCompanies(ctx.db);
    const db = ctx.db;
    // Gone 31 days ago: every file goes, except what their application snapshot holds.
    const gone = await createUser(db, { firstname: 'Dario', lastname: 'Via', roleId: RoleId.user });
    ids.gone = gone.id;
    keys.goneCv = await put('curriculum', 24 * 60);
    keys.goneCert = await put('certificate', 24 * 60);
    keys.gonePicture = await put('picture', 24 * 60);
    keys.goneAvatar = `avatar/${keys.gonePicture.split('/')[1]}.png`;
    await storage.write(keys.goneAvatar, Buffer.from('png'));
    await utimes(join(dataDir, 'files', keys.goneAvatar), daysAgo(60), daysAgo(60));
    await db.insert(t.userCurriculum).values({ userId: gone.id, ...file(keys.goneCv) });
    await db.insert(t.userCertificate).values({ userId: gone.id, name: 'Cert', ...file(keys.goneCert) });
    await db.insert(t.userPicture).values({ userId: gone.id, ...file(keys.gonePicture, 'image/png') });
    await db
      .update(t.user)
      .set({ picture: `/api/storage/${keys.goneAvatar}?v=2`, deletedAt: daysAgo(31) })
      .where(eq(t.user.id, gone.id));
    introVideo = await addVideo(gone.id, 'videoIntroduction', daysAgo(50));
    await db
      .insert(t.videoIntroduction)
      .values({ userId: gone.id, ...file(introVideo.key, 'video/webm'), videoId: introVideo.id });
    answerVideo = await addVideo(gone.id, 'videoAnswer', daysAgo(50));
    await db
      .insert(t.videoAnswer)
      .values({ userId: gone.id, ...file(answerVideo.key, 'video/webm'), videoId: answerVideo.id });
    // An older introduction, replaced but kept by the application it was sent with.
    oldVideo = await addVideo(gone.id, 'videoIntroduction', daysAgo(55));
    const application = await createApplication(db, {
      jobId: f.jobA1.id,
      userId: gone.id,
      jobApplicationStatusId: f.columnsA1[0]!.id,
    });
    await db
      .insert(t.applicationUserDetail)
      .values({ applicationId: application.id, data: {}, videoId: oldVideo.id });
    await db
      .insert(t.applicationUserCurriculum)
      .values({ applicationId: application.id, ...file(keys.goneCv) }); // the CV went with it

    // Deleted 5 days ago: kept for now.
    const recent = await createUser(db, { firstname: 'Rita', lastname: 'Recente', roleId: RoleId.user });
    keys.recentCv = await put('curriculum', 24 * 10);
    await db.insert(t.userCurriculum).values({ userId: recent.id, ...file(keys.recentCv) });
    await db
      .update(t.user)
      .set({ deletedAt: daysAgo(5) })
      .where(eq(t.user.id, recent.id));

    // A live candidate's files, an avatar and company images in use, a chat attachment.
    keys.liveCv = await put('curriculum', 24 * 90);
    await db.insert(t.userCurriculum).values({ userId: f.candidate.id, ...file(keys.liveCv) });
    keys.livePicture = await put('picture', 24 * 90);
    await db.insert(t.userPicture).values({ userId: f.candidate.id, ...file(keys.livePicture, 'image/png') });
    keys.liveAvatar = `avatar/${keys.livePicture.split('/')[1]}.png`;
    await storage.write(keys.liveAvatar, Buffer.from('png'));
    await utimes(join(dataDir, 'files', keys.liveAvatar), daysAgo(90), daysAgo(90));
    keys.staffAvatar = await put('avatar', 24 * 90, '.png'); // only user.picture points at it
    await db
      .update(t.user)
      .set({ picture: `/api/storage/${keys.staffAvatar}?v=2` })
      .where(eq(t.user.id, f.adminA.id));
    keys.logo = await put('company', 24 * 90, '.png');
    keys.gallery = await put('company', 24 * 90, '.png');
    keys.oldLogo = await put('company', 24 * 90, '.png'); // replaced, its removal failed
    await db
      .update(t.company)
      .set({ logo: `/api/storage/${keys.logo}?v=2`, images: [`/api/storage/${keys.gallery}?v=2`] })
      .where(eq(t.company.id, f.companyA.id));
    keys.companyFile = await put('companyFile', 24 * 90);
    await db.insert(t.companyFile).values({
      companyId: f.companyA.id,
      userId: f.adminA.id,
      ...file(keys.companyFile),
    });

    // Abandoned: written, never recorded (old), and a fresh upload whose record may still come.
    keys.abandonedCv = await put('curriculum', 25);
    keys.abandonedChat = await put('chatAttachment', 48);
    keys.abandonedLogoOriginal = await put('companyLogo', 30);
    keys.freshUpload = await put('curriculum', 23);

    // Loose videos: one never used for two days, one fresh, one used as an introduction.
    looseOld = await addVideo(f.candidate.id, 'video', hoursAgo(48));
    looseNew = await addVideo(f.candidate.id, 'video', hoursAgo(2));
    looseUsed = await addVideo(f.candidate.id, 'video', hoursAgo(72));
    await db
      .insert(t.videoIntroduction)
      .values({ userId: f.candidate.id, ...file(looseUsed.key, 'video/webm'), videoId: looseUsed.id });
  });

  it('removes the files of profiles deleted past the retention, keeping what snapshots hold', async () => {
    const result = await run();
    expect(result).toMatchObject({
      deletedProfiles: 1,
      profileFilesDeleted: 5, // CV, certificate, picture, introduction, answer
      looseVideosRemoved: 1,
      abandonedFilesRemoved: 4, // the CV, the chat file, the logo original, the replaced logo
    });
    for (const key of [keys.goneCert, keys.gonePicture, keys.goneAvatar]) {
      expect(await exists(key!), key).toBe(false);
    }
    for (const v of [introVideo, answerVideo]) {
      for (const key of [v.key, ...v.encoded]) expect(await exists(key), key).toBe(false);
    }
    const rows = await ctx.db
      .select({ id: t.video.id, deletedAt: t.video.deletedAt })
      .from(t.video)
      .where(eq(t.video.userId, ids.gone!));
    const deleted = new Map(rows.map((r) => [r.id, r.deletedAt]));
    expect(deleted.get(introVideo.id)).not.toBeNull();
    expect(deleted.get(answerVideo.id)).not.toBeNull();
    // The application still shows the CV and the introduction that were sent.
    expect(await exists(keys.goneCv!)).toBe(true);
    expect(deleted.get(oldVideo.id)).toBeNull();
    for (const key of [oldVideo.key, ...oldVideo.encoded]) expect(await exists(key), key).toBe(true);
    const [cv] = await ctx.db
      .select()
      .from(t.userCurriculum)
      .where(eq(t.userCurriculum.fileKey, keys.goneCv!));
    expect(cv!.deletedAt).toEqual(NOW);
    const [user] = await ctx.db
      .select({ picture: t.user.picture })
      .from(t.user)
      .where(eq(t.user.id, ids.gone!));
    expect(user!.picture).toBeNull();
    // Deleted only 5 days ago: nothing happens yet.
    expect(await exists(keys.recentCv!)).toBe(true);
  });

  it('removes uploads nothing refers to after the period, and unused loose videos', async () => {
    for (const key of [keys.abandonedCv, keys.abandonedChat, keys.abandonedLogoOriginal, keys.oldLogo]) {
      expect(await exists(key!), key).toBe(false);
    }
    for (const key of [
      keys.freshUpload,
      keys.liveCv,
      keys.livePicture,
      keys.liveAvatar,
      keys.staffAvatar,
      keys.logo,
      keys.gallery,
      keys.companyFile,
    ]) {
      expect(await exists(key!), key).toBe(true);
    }
    for (const key of [looseOld.key, ...looseOld.encoded]) expect(await exists(key), key).toBe(false);
    for (const v of [looseNew, looseUsed]) {
      for (const key of [v.key, ...v.encoded]) expect(await exists(key), key).toBe(true);
    }
    const [old] = await ctx.db.select().from(t.video).where(eq(t.video.id, looseOld.id));
    expect(old!.deletedAt).not.toBeNull();
  });

  it('is idempotent: a second run for the same time finds nothing more', async () => {
    const again = await run();
    expect(again).toMatchObject({
      deletedProfiles: 0,
      profileFilesDeleted: 0,
      looseVideosRemoved: 0,
      abandonedFilesRemoved: 0,
    });
    expect(again.storedFilesChecked).toBeGreaterThan(0);
    expect(await exists(keys.goneCv!)).toBe(true);
    expect(await exists(oldVideo.key)).toBe(true);
  });
});
