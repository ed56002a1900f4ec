import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { configuredFfmpeg } from '../src/modules/video/ffmpeg.js';
import { createVideoProcessor } from '../src/modules/video/video-processor.js';
import { createVideo } from '../src/modules/video/video-records.js';
import type { TestContext } from './helpers.js';

/** A logger that says nothing. */
export const quiet = { info() {}, warn() {}, error() {}, debug() {} } as never;

/** ffmpeg and ffprobe run here (Debian's package; `.ci/run` installs it). */
export const hasFfmpeg = (() => {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

if (!hasFfmpeg)
  console.info(
    'video tests: ffmpeg/ffprobe not found on this machine, the encoding pipeline tests are skipped',
  );

/** A data directory of its own per test file (the storage writes under `files/`). */
export const tempDataDir = () => mkdtempSync(join(tmpdir(), 'video-test-data-'));

/** Two seconds of a 320×240 test picture with a 440 Hz tone, as WebM (VP8/Vorbis), made by ffmpeg. */
export function makeClip(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'video-test-clip-'));
  try {
    const out = join(dir, 'clip.webm');
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '2', '-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libvorbis', out],
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What ffprobe says of some bytes: the container and the codecs of its streams. */
export function probeBytes(data: Buffer): { format: string; codecs: string[]; durationSeconds: number } {
  const dir = mkdtempSync(join(tmpdir(), 'video-test-probe-'));
  try {
    const path = join(dir, 'file');
    writeFileSync(path, data);
    const json = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
        {
          encoding: 'utf8',
        },
      ),
    ) as { format: { format_name: string; duration: string }; streams: Array<{ codec_name: string }> };
    return {
      format: json.format.format_name,
      codecs: json.streams.map((s) => s.codec_name),
      durationSeconds: Number(json.format.duration),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Stores the bytes and records the candidate's video with its queued processing, as an upload does. */
export async function storeVideo(
  ctx: TestContext,
  userId: number,
  data: Buffer,
  purpose: 'video' | 'applicationVideoInterview' = 'applicationVideoInterview',
): Promise<number> {
  const fileKey = `video/${randomUUID()}.webm`;
  const size = await configuredStorage(ctx.config).write(fileKey, data);
  return createVideo(ctx.db, {
    userId,
    purpose,
    file: { fileKey, fileName: 'colloquio.webm', mimeType: 'video/webm', size },
  });
}

/** The video as a video interview of an application. */
export async function attachInterview(db: Database, applicationId: number, userId: number, videoId: number) {
  await db.insert(t.videoInterview).values({ applicationId, userId, videoId });
}

/** A processor over the test's database and storage; a missing ffmpeg when asked. */
export function processorFor(
  ctx: TestContext,
  options: { noFfmpeg?: boolean; retryAfterSeconds?: number[]; roundLimit?: number } = {},
) {
  const video = options.noFfmpeg
    ? { ...ctx.config.video, ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' }
    : ctx.config.video;
  return createVideoProcessor({
    db: ctx.db,
    storage: configuredStorage(ctx.config),
    ffmpeg: configuredFfmpeg({ video }),
    log: quiet,
    retryAfterSeconds: options.retryAfterSeconds,
    roundLimit: options.roundLimit,
  });
}

export async function videoRow(db: Database, id: number) {
  const [row] = await db.select().from(t.video).where(eq(t.video.id, id));
  return row!;
}

export async function queueRows(db: Database, videoId: number) {
  return db.select().from(t.videoEncoding).where(eq(t.videoEncoding.videoId, videoId));
}

export async function encodedRows(db: Database, videoId: number) {
  return db.select().from(t.videoEncoded).where(eq(t.videoEncoded.videoId, videoId));
}
