import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VideoStatusId } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { configuredStorage } from '../src/modules/files/storage.js';
import { VIDEO_MAX_ATTEMPTS } from '../src/modules/video/video-processor.js';
import { videoEncodingJob } from '../src/modules/scheduled/video-encoding.job.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import {
  attachInterview,
  encodedRows,
  hasFfmpeg,
  makeClip,
  probeBytes,
  processorFor,
  queueRows,
  quiet,
  storeVideo,
  tempDataDir,
  videoRow,
} from './video-support.js';

const ctx = useTestApp({}, { DATA_DIR: tempDataDir() });
let f: Awaited<ReturnType<typeof twoCompanies>>;

beforeAll(async () => {
  f = await twoCompanies(ctx.db);
});

afterEach(() => {
  vi.useRealTimers();
});

/** Fetches a signed address as a browser would: no token. */
const fetchSigned = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, headers });

const videoUrl = async (id: number, as: number) => {
  const res = await ctx.request({ method: 'GET', url: `/api/video/${id}/url`, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    url: string;
    mimeType: string;
    thumbUrl: string | null;
    expiresAt: string;
    status: string;
    encoded: boolean;
    durationSeconds: number | null;
  };
};

describe.skipIf(!hasFfmpeg)('the video pipeline (ffmpeg)', () => {
  let videoId: number;
  let clip: Buffer;

  beforeAll(async () => {
    clip = makeClip();
    videoId = await storeVideo(ctx, f.candidate.id, clip);
    await attachInterview(ctx.db, f.applicationA.id, f.candidate.id, videoId);
    const original = await videoRow(ctx.db, videoId);
    // The candidate's live introduction uses it too: its seconds are filled in by the encoder.
    await ctx.db.insert(t.videoIntroduction).values({
      userId: f.candidate.id,
      fileKey: original.fileKey,
      fileName: original.fileName,
      mimeType: original.mimeType,
      size: original.size,
      videoId,
    });
  });

  it('moves an uploaded video to encoded, with its duration, size, thumbnail and web encoding', async () => {
    expect((await videoRow(ctx.db, videoId)).videoStatusId).toBe(VideoStatusId.uploaded);
    const round = await processorFor(ctx).runOnce();
    expect(round).toEqual({ claimed: 1, encoded: 1, original: 0, retrying: 0, failed: 0 });

    const row = await videoRow(ctx.db, videoId);
    expect(row.videoStatusId).toBe(VideoStatusId.encoded);
    expect(row.statusDetail).toBeNull();
    expect(row.durationMs).toBeGreaterThan(1800);
    expect(row.durationMs).toBeLessThan(2300);
    expect([row.width, row.height]).toEqual([320, 240]);

    const [queue] = await queueRows(ctx.db, videoId);
    expect(queue).toMatchObject({ state: 'done', attempts: 1, lockedUntil: null, error: null });
    expect(queue!.finishedAt).toBeInstanceOf(Date);

    const outputs = await encodedRows(ctx.db, videoId);
    const web = outputs.find((o) => o.kind === 'web')!;
    const thumb = outputs.find((o) => o.kind === 'thumb')!;
    expect(web).toMatchObject({ mimeType: 'video/mp4', fileName: 'colloquio.mp4', width: 320, height: 240 });
    expect(web.fileKey).toMatch(/^videoWeb\/[0-9a-f-]{36}\.mp4$/);
    expect(thumb).toMatchObject({
      mimeType: 'image/jpeg',
      fileName: 'colloquio.jpg',
      width: 320,
      height: 240,
    });
    expect(thumb.fileKey).toMatch(/^videoThumb\/[0-9a-f-]{36}\.jpg$/);
    const storage = configuredStorage(ctx.config);
    expect(await storage.size(web.fileKey)).toBe(web.size);
    expect(await storage.size(thumb.fileKey)).toBe(thumb.size);

    const [intro] = await ctx.db
      .select()
      .from(t.videoIntroduction)
      .where(eq(t.videoIntroduction.videoId, videoId));
    expect(intro!.durationSeconds).toBe(2);

    // Nothing left to do.
    expect((await processorFor(ctx).runOnce()).claimed).toBe(0);
  });

  it('serves the thumbnail, and signs addresses of the web encoding and the thumbnail that expire', async () => {
    const thumb = await ctx.request({ method: 'GET', url: `/api/video/${videoId}/thumb`, as: f.adminA.id });
    expect(thumb.statusCode, thumb.body).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect([...thumb.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const before = Date.now();
    const data = await videoUrl(videoId, f.adminA.id);
    expect(data).toMatchObject({ status: 'encoded', encoded: true, mimeType: 'video/mp4' });
    expect(data.durationSeconds).toBeCloseTo(2, 0);
    const ttl = ctx.config.storage.urlTtlSeconds * 1000;
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(before + ttl - 2000);
    expect(Date.parse(data.expiresAt)).toBeLessThanOrEqual(Date.now() + ttl);

    const mp4 = await fetchSigned(data.url);
    expect(mp4.statusCode, mp4.body).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const probe = probeBytes(mp4.rawPayload);
    expect(probe.format).toContain('mp4');
    expect(probe.codecs).toEqual(expect.arrayContaining(['h264', 'aac']));
    expect(probe.durationSeconds).toBeCloseTo(2, 0);
    // A player seeks with ranges.
    const part = await fetchSigned(data.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);

    const jpeg = await fetchSigned(data.thumbUrl!);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.rawPayload.equals(thumb.rawPayload)).toBe(true);

    // Once the time passes the addresses stop working.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(data.expiresAt) + 1000);
    expect((await fetchSigned(data.url)).statusCode).toBe(403);
    expect((await fetchSigned(data.thumbUrl!)).statusCode).toBe(403);
  });

  it('the generic reads show the video, its processing and its outputs without storage keys', async () => {
    const one = await ctx.request({ method: 'GET', url: `/api/video/${videoId}`, as: f.candidate.id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      id: videoId,
      purpose: 'applicationVideoInterview',
      videoStatusId: VideoStatusId.encoded,
      width: 320,
    });
    const outputs = await ctx.request({
      method: 'GET',
      url: `/api/video-encoded?where[videoId]=${videoId}`,
      as: f.adminA.id,
    });
    expect(outputs.statusCode, outputs.body).toBe(200);
    expect(
      outputs
        .json()
        .data.map((o: { kind: string }) => o.kind)
        .sort(),
    ).toEqual(['thumb', 'web']);
    const runs = await ctx.request({
      method: 'GET',
      url: `/api/video-encoding?where[videoId]=${videoId}`,
      as: f.adminA.id,
    });
    expect(runs.json().data).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
    for (const body of [one.body, outputs.body, runs.body]) {
      expect(body).not.toMatch(/fileKey|videoWeb\/|videoThumb\/|video\/[0-9a-f]{8}-/);
    }
  });

  it('two processors side by side process a video once', async () => {
    const id = await storeVideo(ctx, f.candidate.id, clip);
    const rounds = await Promise.all([processorFor(ctx).runOnce(), processorFor(ctx).runOnce()]);
    expect(rounds.map((r) => r.claimed).sort()).toEqual([0, 1]);
    expect(rounds.reduce((n, r) => n + r.encoded, 0)).toBe(1);
    expect(await encodedRows(ctx.db, id)).toHaveLength(2);
    expect(await queueRows(ctx.db, id)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
    expect((await videoRow(ctx.db, id)).videoStatusId).toBe(VideoStatusId.encoded);
  });

  it('a file that is not a video fails after the retries, with the reason and no storage path', async () => {
    const id = await storeVideo(ctx, f.candidate.id, Buffer.from('this is not a video at all, just text'));
    const { fileKey } = await videoRow(ctx.db, id);
    // No wait between runs, and one video a round so each run is seen.
    const processor = processorFor(ctx, { retryAfterSeconds: [0, 0], roundLimit: 1 });
    for (let attempt = 1; attempt < VIDEO_MAX_ATTEMPTS; attempt++) {
      expect(await processor.runOnce()).toMatchObject({ claimed: 1, retrying: 1, failed: 0 });
      const row = await videoRow(ctx.db, id);
      expect(row.videoStatusId).toBe(VideoStatusId.encoding);
      expect(row.statusDetail).toContain(`Attempt ${attempt} of ${VIDEO_MAX_ATTEMPTS} failed`);
      expect(await queueRows(ctx.db, id)).toEqual([
        expect.objectContaining({ state: 'queued', attempts: attempt, error: expect.any(String) }),
      ]);
    }
    expect(await processor.runOnce()).toMatchObject({ claimed: 1, retrying: 0, failed: 1 });
    const row = await videoRow(ctx.db, id);
    expect(row.videoStatusId).toBe(VideoStatusId.failed);
    expect(row.statusDetail).toMatch(/^Processing failed after 3 attempts: ffprobe failed/);
    expect(row.statusDetail).toContain('colloquio.webm');
    expect(row.statusDetail).not.toContain(fileKey);
    expect(row.statusDetail).not.toContain(ctx.config.dataDir);
    const [queue] = await queueRows(ctx.db, id);
    expect(queue).toMatchObject({ state: 'failed', attempts: 3 });
    expect(await encodedRows(ctx.db, id)).toEqual([]);
    expect((await processor.runOnce()).claimed).toBe(0);
    // The original is still what there is to play.
    const data = await videoUrl(id, f.candidate.id);
    expect(data).toMatchObject({ status: 'failed', encoded: false, mimeType: 'video/webm', thumbUrl: null });
  });

  it('the cron job video-encoding runs a round', async () => {
    const id = await storeVideo(ctx, f.candidate.id, clip);
    const detail = await videoEncodingJob.run({
      db: ctx.db,
      now: new Date(),
      storage: configuredStorage(ctx.config),
      log: quiet,
      config: ctx.config,
    });
    expect(detail).toMatchObject({ claimed: 1, encoded: 1 });
    expect((await videoRow(ctx.db, id)).videoStatusId).toBe(VideoStatusId.encoded);
  });
});

describe('without ffmpeg', () => {
  const bytes = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from('webm bytes as sent')]);

  it('serves the original as sent and says so', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes);
    await attachInterview(ctx.db, f.applicationA.id, f.candidate.id, id);
    expect(await processorFor(ctx, { noFfmpeg: true }).runOnce()).toMatchObject({ claimed: 1, original: 1 });
    const row = await videoRow(ctx.db, id);
    expect(row.videoStatusId).toBe(VideoStatusId.original);
    expect(row.statusDetail).toMatch(/ffmpeg not found.*original/);
    expect(await queueRows(ctx.db, id)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);

    const data = await videoUrl(id, f.adminA.id);
    expect(data).toMatchObject({
      status: 'original',
      encoded: false,
      mimeType: 'video/webm',
      thumbUrl: null,
    });
    const served = await fetchSigned(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const thumb = await ctx.request({ method: 'GET', url: `/api/video/${id}/thumb`, as: f.adminA.id });
    expect(thumb.statusCode).toBe(404);
    expect(thumb.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('takes again a run whose runner died (its lock passed), not one still locked', async () => {
    const id = await storeVideo(ctx, f.candidate.id, bytes);
    const lockedUntil = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await ctx.db
      .update(t.videoEncoding)
      .set({ state: 'running', attempts: 1, lockedUntil: lockedUntil(600) })
      .where(eq(t.videoEncoding.videoId, id));
    expect((await processorFor(ctx, { noFfmpeg: true }).runOnce()).claimed).toBe(0);
    await ctx.db
      .update(t.videoEncoding)
      .set({ lockedUntil: lockedUntil(-1) })
      .where(eq(t.videoEncoding.videoId, id));
    expect(await processorFor(ctx, { noFfmpeg: true }).runOnce()).toMatchObject({ claimed: 1, original: 1 });
    expect(await queueRows(ctx.db, id)).toEqual([expect.objectContaining({ state: 'done', attempts: 2 })]);
  });

  it('GET /video/ai tells what this server can do', async () => {
    const res = await ctx.request({ method: 'GET', url: '/api/video/ai', as: f.candidate.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      encoder: hasFfmpeg,
      transcription: false,
      summary: false,
      provider: 'offline',
    });
    expect((await ctx.request({ method: 'GET', url: '/api/video/ai', as: f.adminB.id })).statusCode).toBe(
      200,
    );
    expect((await ctx.request({ method: 'GET', url: '/api/video/ai' })).statusCode).toBe(401);
  });
});
