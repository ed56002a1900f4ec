import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { createVideo } from '../src/modules/video/video-records.js';
import type { TestContext } from './helpers.js';
import { ref } from './candidates-support.js';
import { twoCompanies } from './fixtures.js';

/** ffmpeg runs here (Debian's package; `.ci/run` installs it): the clips with sound are made with it. */
export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * Small WebM clips made by ffmpeg: two seconds of a test picture with a tone, and the same without
 * sound. Null without ffmpeg.
 */
export function makeClips(): { withSound: Buffer; silent: Buffer } | null {
  if (!hasFfmpeg) return null;
  const dir = mkdtempSync(join(tmpdir(), 'video-analysis-clip-'));
  try {
    const picture = ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'];
    const common = ['-t', '2', '-c:v', 'libvpx', '-b:v', '100k', '-y', '-loglevel', 'error'];
    execFileSync('ffmpeg', [
      ...picture,
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000'],
      ...common,
      '-c:a',
      'libvorbis',
      join(dir, 'sound.webm'),
    ]);
    execFileSync('ffmpeg', [...picture, ...common, '-an', join(dir, 'silent.webm')]);
    return {
      withSound: readFileSync(join(dir, 'sound.webm')),
      silent: readFileSync(join(dir, 'silent.webm')),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A data directory of its own per test file (the storage writes under it). */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'video-analysis-data-'));
}

/** The requirements of company A's job in the fixtures: lines, a skill with years, a language with a level. */
export const jobRequirementsContent = {
  name: 'Alfa backend developer',
  requirements: ['Esperienza con API REST', 'Lavoro in team'],
  professionalSkills: [{ skillId: ref.TS, years: 3 as const }],
  languages: [{ languageId: ref.ENGLISH, levelId: ref.B2 }],
};

/** Stores the bytes and records a video of the candidate, as an upload would. */
export async function storeVideo(
  ctx: TestContext,
  userId: number,
  data: Buffer,
  extra: Partial<typeof t.video.$inferInsert> = {},
): Promise<number> {
  const fileKey = `video/${randomUUID()}.webm`;
  const size = await configuredStorage(ctx.config).write(fileKey, data);
  const id = await createVideo(ctx.db, {
    userId,
    purpose: 'applicationVideoInterview',
    file: { fileKey, fileName: 'colloquio.webm', mimeType: 'video/webm', size },
  });
  if (Object.keys(extra).length > 0) await ctx.db.update(t.video).set(extra).where(eq(t.video.id, id));
  return id;
}

/** A video interview of an application: the candidate's video, used by that application. */
export async function interviewVideo(
  ctx: TestContext,
  applicationId: number,
  userId: number,
  data: Buffer,
  extra: Partial<typeof t.video.$inferInsert> = {},
): Promise<number> {
  const videoId = await storeVideo(ctx, userId, data, extra);
  await ctx.db.insert(t.videoInterview).values({ applicationId, userId, videoId });
  return videoId;
}

/** The fixtures' two companies, company A's job carrying requirements, the candidate writing in English. */
export async function analysisFixtures(db: Database) {
  const f = await twoCompanies(db);
  await db.update(t.job).set({ content: jobRequirementsContent }).where(eq(t.job.id, f.jobA1.id));
  await db.update(t.user).set({ lang: 'en' }).where(eq(t.user.id, f.candidate.id));
  return f;
}
