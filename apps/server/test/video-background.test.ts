import { describe, expect, it, vi } from 'vitest';
import { RoleId, VideoStatusId } from '@hiring/domain';
import { createCandidate } from '../src/db/seed/factories.js';
import { fileUpload } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import { hasFfmpeg, makeClip, queueRows, tempDataDir, videoRow } from './video-support.js';

/**
 * The processor each instance starts (video-background.ts): an upload wakes it at once, so with a
 * timer of an hour the video is still encoded right after it is sent.
 */
describe.skipIf(!hasFfmpeg)('the background video processor', () => {
  const ctx = useTestApp({}, { DATA_DIR: tempDataDir(), VIDEO_PROCESS_INTERVAL_MS: '3600000' });

  it('encodes an uploaded video without waiting for its timer', async () => {
    const candidate = await createCandidate(ctx.db, {
      firstname: 'Vera',
      lastname: 'Video',
      roleId: RoleId.user,
    });
    const upload = await ctx.request({
      method: 'POST',
      url: '/api/file/video',
      as: candidate.id,
      ...fileUpload('presentazione.webm', makeClip(), 'video/webm'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().data.id as number;
    await vi.waitFor(
      async () => expect((await videoRow(ctx.db, id)).videoStatusId).toBe(VideoStatusId.encoded),
      { timeout: 30_000, interval: 50 },
    );
    expect(await queueRows(ctx.db, id)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
    const url = await ctx.request({ method: 'GET', url: `/api/video/${id}/url`, as: candidate.id });
    expect(url.json().data).toMatchObject({ status: 'encoded', encoded: true, mimeType: 'video/mp4' });
  });
});
