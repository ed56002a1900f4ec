import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VideoStatusId } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import { video, videoAnswer, videoEncoded, videoEncoding, videoIntroduction } from '../../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { roundLoop, type RoundLoop } from '../scheduled/round-loop.js';
import type { FfmpegTools, ProbeResult } from './ffmpeg.js';

/** Runs over one video before it is marked failed. */
export const VIDEO_MAX_ATTEMPTS = 3;
/** Seconds to wait before the 2nd and the 3rd run after a failure. */
export const VIDEO_RETRY_AFTER_SECONDS = [60, 600] as const;
/**
 * How long a claimed row stays the claimer's: longer than the encoder may take (ffmpeg.ts's limits),
 * so only a runner that died leaves a row whose lock passes, and another runner then takes it again.
 */
export const VIDEO_LOCK_SECONDS = 20 * 60;
/**
 * Videos one round works through: one for an instance's loop (it drains round after round, and a
 * stop waits for one video at most), a few for a run of the cron job.
 */
export const VIDEO_ROUND_LIMIT = 1;
export const VIDEO_CRON_ROUND_LIMIT = 5;

export const noEncoderDetail =
  'No encoder on this server (ffmpeg not found): the original is served as it was sent.';

export interface VideoRound {
  claimed: number;
  encoded: number;
  /** Served as sent: no encoder here. */
  original: number;
  /** Failed this time, to be tried again. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

export type VideoProcessor = RoundLoop<VideoRound>;

export interface VideoProcessorOptions {
  db: Database;
  storage: FileStorage;
  ffmpeg: FfmpegTools;
  log: FastifyBaseLogger;
  /** Tests shorten the waits between runs. */
  retryAfterSeconds?: readonly number[];
  roundLimit?: number;
}

interface Claim {
  id: number;
  videoId: number;
  attempts: number;
}

/**
 * Claims one due row of the queue — queued and due, or running with its lock passed (its runner
 * died) — in a short transaction: `FOR UPDATE SKIP LOCKED` makes a second runner (another instance,
 * another round) skip the row the first is claiming instead of waiting for it and then claiming it
 * too; the claim sets it running with a lock, so after the commit nobody else takes it either.
 */
async function claimOne(db: Database): Promise<Claim | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: videoEncoding.id, videoId: videoEncoding.videoId, attempts: videoEncoding.attempts })
      .from(videoEncoding)
      .where(
        or(
          and(eq(videoEncoding.state, 'queued'), lte(videoEncoding.runAfter, sql`now()`)),
          and(eq(videoEncoding.state, 'running'), lt(videoEncoding.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(videoEncoding.runAfter), asc(videoEncoding.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const attempts = due.attempts + 1;
    await tx
      .update(videoEncoding)
      .set({
        state: 'running',
        attempts,
        lockedUntil: sql`now() + make_interval(secs => ${VIDEO_LOCK_SECONDS}::int)`,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(videoEncoding.id, due.id));
    await tx
      .update(video)
      .set({ videoStatusId: VideoStatusId.encoding, updatedAt: sql`now()` })
      .where(and(eq(video.id, due.videoId), isNull(video.deletedAt)));
    return { id: due.id, videoId: due.videoId, attempts };
  });
}

/** The queue row is still ours: the same run (attempt) holds it. */
const stillOurs = (claim: Claim) =>
  and(
    eq(videoEncoding.id, claim.id),
    eq(videoEncoding.state, 'running'),
    eq(videoEncoding.attempts, claim.attempts),
  );

const detailText = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
};

/** A name for an output, from the original's: `intro.webm` → `intro.mp4`. */
const outputName = (original: string, ext: string) => {
  const stem = basename(original, extname(original)).slice(0, 200) || 'video';
  return `${stem}.${ext}`;
};

type Output = {
  kind: 'web' | 'thumb';
  fileKey: string;
  fileName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
};

/**
 * The video processor (docs/video.md): each round claims due rows of `video_encoding` one at a time
 * and, outside any transaction, probes the original, makes a JPEG thumbnail and an H.264/AAC MP4 web
 * encoding, stores them under new keys, then records them (`video_encoded`), the duration and size
 * (`video`, and the seconds of the introduction or answer using it) and the status `encoded`. A
 * failure is tried again later (VIDEO_RETRY_AFTER_SECONDS), then the video is `failed` with the
 * reason. Without ffmpeg the video is `original`: the file is served as sent.
 */
export function createVideoProcessor(options: VideoProcessorOptions): VideoProcessor {
  const { db, storage, ffmpeg, log } = options;
  const retryAfter = options.retryAfterSeconds ?? VIDEO_RETRY_AFTER_SECONDS;
  const roundLimit = options.roundLimit ?? VIDEO_ROUND_LIMIT;

  async function finishWithoutEncoder(claim: Claim) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(videoEncoding)
        .set({ state: 'done', lockedUntil: null, error: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(stillOurs(claim))
        .returning({ id: videoEncoding.id });
      if (!row) return;
      await tx
        .update(video)
        .set({ videoStatusId: VideoStatusId.original, statusDetail: noEncoderDetail, updatedAt: sql`now()` })
        .where(eq(video.id, claim.videoId));
    });
  }

  /** Makes the outputs in a temporary directory and stores them; resolves to them and the probe. */
  async function encode(original: { fileKey: string; fileName: string }) {
    const local = await storage.localPath(original.fileKey);
    const dir = await mkdtemp(join(tmpdir(), 'hiring-video-'));
    try {
      const source: ProbeResult = await ffmpeg.probe(local.path);
      if (!source.hasVideo) throw new Error('The file has no video stream');
      const thumbPath = join(dir, 'thumb.jpg');
      const webPath = join(dir, 'web.mp4');
      const thumb = await ffmpeg.thumbnail(local.path, thumbPath, source.durationMs);
      const web = await ffmpeg.encodeWeb(local.path, webPath, source);
      const outputs: Output[] = [];
      for (const [kind, path, ext, mimeType, size] of [
        ['web', webPath, 'mp4', 'video/mp4', web],
        ['thumb', thumbPath, 'jpg', 'image/jpeg', thumb],
      ] as const) {
        const fileKey = `${kind === 'web' ? 'videoWeb' : 'videoThumb'}/${randomUUID()}.${ext}`;
        const bytes = await storage.write(fileKey, createReadStream(path));
        outputs.push({
          kind,
          fileKey,
          fileName: outputName(original.fileName, ext),
          mimeType,
          size: bytes,
          width: size.width,
          height: size.height,
        });
      }
      return { source, web, outputs };
    } catch (error) {
      // The error is shown to people (statusDetail, GET /video-encoding): no paths, no storage keys.
      const text = detailText(error)
        .split(local.path)
        .join(original.fileName)
        .split(dir)
        .join('')
        .split(original.fileKey)
        .join(original.fileName);
      throw new Error(text, { cause: error });
    } finally {
      await rm(dir, { recursive: true, force: true });
      await local.release();
    }
  }

  /** Records what the encoder made, if the run is still ours; resolves to the keys it replaced. */
  async function record(claim: Claim, made: Awaited<ReturnType<typeof encode>>): Promise<string[] | null> {
    const durationMs = made.source.durationMs ?? made.web.durationMs;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(videoEncoding)
        .set({ state: 'done', lockedUntil: null, error: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(stillOurs(claim))
        .returning({ id: videoEncoding.id });
      if (!row) return null;
      const before = await tx
        .select({ fileKey: videoEncoded.fileKey })
        .from(videoEncoded)
        .where(eq(videoEncoded.videoId, claim.videoId));
      for (const output of made.outputs) {
        const { kind: _kind, ...fields } = output;
        await tx
          .insert(videoEncoded)
          .values({ videoId: claim.videoId, ...output })
          .onConflictDoUpdate({
            target: [videoEncoded.videoId, videoEncoded.kind],
            set: { ...fields, createdAt: sql`now()` },
          });
      }
      await tx
        .update(video)
        .set({
          videoStatusId: VideoStatusId.encoded,
          statusDetail: null,
          durationMs,
          width: made.source.width,
          height: made.source.height,
          updatedAt: sql`now()`,
        })
        .where(eq(video.id, claim.videoId));
      if (durationMs !== null) {
        const durationSeconds = Math.round(durationMs / 1000);
        await tx
          .update(videoIntroduction)
          .set({ durationSeconds })
          .where(eq(videoIntroduction.videoId, claim.videoId));
        await tx.update(videoAnswer).set({ durationSeconds }).where(eq(videoAnswer.videoId, claim.videoId));
      }
      const kept = new Set(made.outputs.map((o) => o.fileKey));
      return before.map((b) => b.fileKey).filter((key) => !kept.has(key));
    });
  }

  async function recordFailure(claim: Claim, error: unknown): Promise<'retrying' | 'failed'> {
    const detail = detailText(error);
    const last = claim.attempts >= VIDEO_MAX_ATTEMPTS;
    const waitSeconds = retryAfter[Math.min(claim.attempts - 1, retryAfter.length - 1)] ?? 0;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(videoEncoding)
        .set(
          last
            ? {
                state: 'failed',
                lockedUntil: null,
                error: detail,
                finishedAt: sql`now()`,
                updatedAt: sql`now()`,
              }
            : {
                state: 'queued',
                lockedUntil: null,
                error: detail,
                runAfter: sql`now() + make_interval(secs => ${waitSeconds}::int)`,
                updatedAt: sql`now()`,
              },
        )
        .where(stillOurs(claim))
        .returning({ id: videoEncoding.id });
      if (!row) return;
      await tx
        .update(video)
        .set(
          last
            ? {
                videoStatusId: VideoStatusId.failed,
                statusDetail: `Processing failed after ${claim.attempts} attempts: ${detail}`,
                updatedAt: sql`now()`,
              }
            : {
                statusDetail: `Attempt ${claim.attempts} of ${VIDEO_MAX_ATTEMPTS} failed, trying again: ${detail}`,
                updatedAt: sql`now()`,
              },
        )
        .where(eq(video.id, claim.videoId));
    });
    return last ? 'failed' : 'retrying';
  }

  async function processOne(claim: Claim, round: VideoRound) {
    const [original] = await db
      .select({ fileKey: video.fileKey, fileName: video.fileName, deletedAt: video.deletedAt })
      .from(video)
      .where(eq(video.id, claim.videoId));
    if (!original || original.deletedAt) {
      // Nothing to process: the video went away while queued.
      await db
        .update(videoEncoding)
        .set({ state: 'done', lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(stillOurs(claim));
      return;
    }
    if (claim.attempts > VIDEO_MAX_ATTEMPTS) {
      // Its runner died on the last attempt: the lock passed with no attempt left.
      round[await recordFailure(claim, new Error('the encoder stopped before finishing'))]++;
      return;
    }
    if (!(await ffmpeg.available())) {
      await finishWithoutEncoder(claim);
      round.original++;
      return;
    }
    let made: Awaited<ReturnType<typeof encode>> | null = null;
    try {
      made = await encode(original);
      const replaced = await record(claim, made);
      if (replaced === null) {
        // Another runner took the row over (our lock passed): its outputs win, ours go.
        await Promise.all(made.outputs.map((o) => storage.remove(o.fileKey)));
        return;
      }
      await Promise.all(replaced.map((key) => storage.remove(key).catch(() => undefined)));
      round.encoded++;
    } catch (error) {
      if (made) await Promise.all(made.outputs.map((o) => storage.remove(o.fileKey).catch(() => undefined)));
      log.warn(
        { videoId: claim.videoId, attempts: claim.attempts, err: detailText(error) },
        'video not processed',
      );
      round[await recordFailure(claim, error)]++;
    }
  }

  async function runOnce(): Promise<VideoRound> {
    const round: VideoRound = { claimed: 0, encoded: 0, original: 0, retrying: 0, failed: 0 };
    while (round.claimed < roundLimit) {
      const claim = await claimOne(db);
      if (!claim) break;
      round.claimed++;
      await processOne(claim, round);
    }
    if (round.claimed > 0) log.info(round, 'video round');
    return round;
  }

  return roundLoop({
    runOnce,
    more: (round) => round.claimed === roundLimit,
    log,
    name: 'video processor',
  });
}
