import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { useTestApp } from './helpers.js';
import { sampleVideos } from './questions-media.js';
import { analysisFixtures, interviewVideo, tempDataDir } from './video-analysis-support.js';

/** Analyses spend the same AI allowance as job drafting (rule aiGenerate: 20 per user in 10 minutes). */
const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('POST /analysis/video rate limit', () => {
  const ctx = useTestApp({ dataDir }, { RATE_LIMITS: 'true' });

  it('counts analyses and drafts together: the 21st AI call of a user gets 429, another user’s does not', async () => {
    const f = await analysisFixtures(ctx.db);
    const videoId = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, sampleVideos.webm, {
      durationMs: 1_000,
    });
    const analyse = (as: number) =>
      ctx.request({
        method: 'POST',
        url: '/api/analysis/video',
        payload: { videoId, applicationId: f.applicationA.id },
        as,
        remoteAddress: `10.0.1.${as % 250}`,
      });
    const draft = (as: number) =>
      ctx.request({
        method: 'POST',
        url: '/api/job/generate-content',
        payload: { description: 'Cerchiamo un magazziniere a Bologna' },
        as,
        remoteAddress: `10.0.1.${as % 250}`,
      });
    for (let i = 0; i < 10; i++) expect((await draft(f.adminA.id)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await analyse(f.adminA.id)).statusCode).toBe(201);
    const refused = await analyse(f.adminA.id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many attempts/),
    });
    expect((await draft(f.adminA.id)).statusCode).toBe(429);
    // Company A's other member has an allowance of their own (the assistant reaches no application: 404).
    expect((await analyse(f.assistantA.id)).statusCode).toBe(404);
  });
});
