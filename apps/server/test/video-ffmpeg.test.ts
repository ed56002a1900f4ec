import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FfmpegError, ffmpegTools } from '../src/modules/video/ffmpeg.js';
import { hasFfmpeg } from './video-support.js';

/** The ffmpeg wrapper alone (no database): missing binaries, one call at a time, timeouts, no audio. */
const dir = mkdtempSync(join(tmpdir(), 'video-ffmpeg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for ffprobe that logs when it starts and ends, and answers empty JSON after a pause. */
function fakeProbe(pauseSeconds: number) {
  const log = join(dir, `calls-${pauseSeconds}.log`);
  const bin = join(dir, `fake-ffprobe-${pauseSeconds}`);
  writeFileSync(
    bin,
    `#!/bin/sh\necho start >> '${log}'\nsleep ${pauseSeconds}\necho end >> '${log}'\necho '{}'\n`,
  );
  chmodSync(bin, 0o755);
  return { bin, calls: () => readFileSync(log, 'utf8').trim().split('\n') };
}

describe('ffmpeg.ts', () => {
  it('is unavailable when a binary does not run, and says why a call fails', async () => {
    const tools = ffmpegTools({ ffmpegPath: join(dir, 'no-ffmpeg'), ffprobePath: join(dir, 'no-ffprobe') });
    expect(await tools.available()).toBe(false);
    const error = await tools.probe(join(dir, 'x.webm')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as Error).message).toMatch(/could not start/);
  });

  it('runs one call at a time in a process', async () => {
    const probe = fakeProbe(0.2);
    const tools = ffmpegTools({ ffmpegPath: probe.bin, ffprobePath: probe.bin });
    const results = await Promise.all([1, 2, 3].map(() => tools.probe(join(dir, 'x.webm'))));
    expect(results[0]).toMatchObject({ durationMs: null, hasVideo: false, hasAudio: false });
    expect(probe.calls()).toEqual(['start', 'end', 'start', 'end', 'start', 'end']);
  });

  it('kills a call that takes longer than its limit', async () => {
    const probe = fakeProbe(5);
    const tools = ffmpegTools({ ffmpegPath: probe.bin, ffprobePath: probe.bin, timeouts: { probe: 100 } });
    const error = await tools.probe(join(dir, 'x.webm')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).timedOut).toBe(true);
    expect(probe.calls()).toEqual(['start']);
  });

  it.skipIf(!hasFfmpeg)(
    'encodes a silent upright clip within 720×1280 with even sides, and finds no audio in it',
    async () => {
      const { execFileSync } = await import('node:child_process');
      const input = join(dir, 'tall.webm');
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1081x1921:rate=5'],
        ...['-t', '0.4', '-c:v', 'libvpx', '-an', input],
      ]);
      const tools = ffmpegTools({ ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' });
      const source = await tools.probe(input);
      expect(source).toMatchObject({ width: 1081, height: 1921, hasVideo: true, hasAudio: false });
      const web = await tools.encodeWeb(input, join(dir, 'tall.mp4'), source);
      expect(web).toMatchObject({ width: 720, height: 1278, hasAudio: false });
      expect(web.format).toContain('mp4');
      const thumb = await tools.thumbnail(input, join(dir, 'tall.jpg'), source.durationMs);
      expect(thumb.width).toBe(640);
      expect(await tools.extractAudio(input, join(dir, 'tall.mp3'))).toBe(false);
    },
  );
});
