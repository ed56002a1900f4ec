import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { AiData } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { noteText } from '../src/modules/video/analysis-result.js';
import { expectError } from './candidates-support.js';
import { useTestApp } from './helpers.js';
import { sampleVideos } from './questions-media.js';
import {
  analysisFixtures,
  hasFfmpeg,
  interviewVideo,
  makeClips,
  tempDataDir,
} from './video-analysis-support.js';
import { completion, startFakeOpenAi } from './support/fake-openai.js';

const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Fixtures = Awaited<ReturnType<typeof analysisFixtures>>;

/** Without speech-to-text the analysis reports the facts only: the offline result. */
describe('video analysis without speech-to-text (offline)', () => {
  const ctx = useTestApp({ dataDir });
  let f: Fixtures;
  let videoId: number;
  const analyse = (as: number | undefined, payload: Record<string, unknown>) =>
    ctx.request({ method: 'POST', url: '/api/analysis/video', payload, as });
  const get = (url: string, as?: number) => ctx.request({ method: 'GET', url: `/api${url}`, as });

  beforeAll(async () => {
    f = await analysisFixtures(ctx.db);
    videoId = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, sampleVideos.webm, {
      durationMs: 2_500,
    });
  });

  it('stores the facts (duration, form language), invents nothing, says why, and reads it back', async () => {
    const res = await analyse(f.adminA.id, { videoId, applicationId: f.applicationA.id });
    expect(res.statusCode, res.body).toBe(201);
    const data = (res.json() as { data: AiData }).data;
    expect(data).toEqual({
      id: expect.any(Number),
      kind: 'video-analysis',
      videoId,
      applicationId: f.applicationA.id,
      provider: 'offline',
      model: null,
      lang: 'it',
      createdAt: expect.any(String),
      result: {
        durationSeconds: 2.5,
        formLanguage: 'en',
        spokenLanguage: null,
        transcript: null,
        summary: null,
        strengths: [],
        concerns: [],
        requirements: [],
        notes: [noteText('noTranscription', 'it')],
      },
    });
    const [row] = await ctx.db.select().from(t.aiData).where(eq(t.aiData.id, data.id));
    expect(row).toMatchObject({
      companyId: f.companyA.id,
      createdByUserId: f.adminA.id,
      kind: 'video-analysis',
    });

    const one = await get(`/ai-data/${data.id}`, f.adminA.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({ id: data.id, provider: 'offline', result: data.result });
    const byApplication = await get(`/ai-data?where[applicationId]=${f.applicationA.id}`, f.adminA.id);
    expect(byApplication.json().data.map((r: { id: number }) => r.id)).toEqual([data.id]);
    const byVideo = await get(`/ai-data?where[videoId]=${videoId}&count=true`, f.adminA.id);
    expect(byVideo.json()).toMatchObject({ total: 1, data: [{ id: data.id }] });
    const latest = await get(`/video/${videoId}/analyze`, f.adminA.id);
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({ data });
  });

  it('writes in the language asked; the latest analysis is the one /video/{id}/analyze answers', async () => {
    const res = await analyse(f.adminA.id, { videoId, applicationId: f.applicationA.id, lang: 'en' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data as AiData;
    expect(data.lang).toBe('en');
    expect(data.result.notes).toEqual([noteText('noTranscription', 'en')]);
    expect((await get(`/video/${videoId}/analyze`, f.adminA.id)).json().data.id).toBe(data.id);
  });

  it('without an application: the video the caller may see, no requirements', async () => {
    const res = await analyse(f.adminA.id, { videoId });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ applicationId: null, provider: 'offline' });
  });

  it('answers null from /video/{id}/analyze before any analysis', async () => {
    const other = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, sampleVideos.webm);
    const res = await get(`/video/${other}/analyze`, f.adminA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it('reports the duration from ffprobe when the encoder has not recorded it, else says it is unknown', async () => {
    const clip = makeClips()?.silent ?? sampleVideos.webm;
    const fresh = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, clip);
    const res = await analyse(f.adminA.id, { videoId: fresh, applicationId: f.applicationA.id });
    expect(res.statusCode).toBe(201);
    const { result } = res.json().data as AiData;
    if (hasFfmpeg) {
      expect(result.durationSeconds).toBeCloseTo(2, 0);
      expect(result.notes).toEqual([noteText('noTranscription', 'it')]);
    } else {
      console.info('ffmpeg is not installed here: the duration stays unknown (no ffprobe)');
      expect(result.durationSeconds).toBeNull();
      expect(result.notes).toEqual([noteText('noTranscription', 'it'), noteText('noDuration', 'it')]);
    }
  });

  it('refuses a video that is not one of the application’s (400) and bad bodies (400)', async () => {
    const elsewhere = await interviewVideo(ctx, f.applicationB.id, f.candidate.id, sampleVideos.webm);
    expectError(await analyse(f.adminA.id, { videoId: elsewhere, applicationId: f.applicationA.id }), 400);
    expectError(await analyse(f.adminA.id, { videoId: 'x' }), 400);
    expectError(await analyse(f.adminA.id, { videoId, lang: 'de' }), 400);
    expectError(await analyse(f.adminA.id, { videoId, extra: true }), 400);
    expectError(await get(`/ai-data?where[result][eq]=x`, f.adminA.id), 400);
  });

  it('hides a company’s analyses and videos from other companies (404, empty) and from candidates (403)', async () => {
    const mine = (await analyse(f.adminA.id, { videoId, applicationId: f.applicationA.id })).json()
      .data as AiData;
    // Another company: neither the application, nor the video, nor the analysis.
    expectError(await analyse(f.adminB.id, { videoId, applicationId: f.applicationA.id }), 404);
    expectError(await analyse(f.adminB.id, { videoId }), 404);
    expectError(await get(`/ai-data/${mine.id}`, f.adminB.id), 404);
    expect((await get(`/ai-data`, f.adminB.id)).json()).toEqual({ data: [] });
    expectError(await get(`/video/${videoId}/analyze`, f.adminB.id), 404);
    // Company A's hiring assistant reaches only their own jobs (U): not this application.
    expectError(await analyse(f.assistantA.id, { videoId, applicationId: f.applicationA.id }), 404);
    expectError(await get(`/ai-data/${mine.id}`, f.assistantA.id), 404);
    // The candidate: no company, no company analysis (even of their own video).
    for (const res of [
      await analyse(f.candidate.id, { videoId }),
      await get(`/ai-data/${mine.id}`, f.candidate.id),
      await get(`/ai-data`, f.candidate.id),
      await get(`/video/${videoId}/analyze`, f.candidate.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
    }
    // Nobody signed in.
    expect((await analyse(undefined, { videoId })).statusCode).toBe(401);
    expect((await get(`/ai-data/${mine.id}`)).statusCode).toBe(401);
  });

  it('keeps each company’s analysis of a shared video apart', async () => {
    // The same video used by the candidate's application to company B (e.g. the introduction both got).
    await ctx.db.insert(t.videoInterview).values({
      applicationId: f.applicationB.id,
      userId: f.candidate.id,
      videoId,
    });
    const theirs = (await analyse(f.adminB.id, { videoId, applicationId: f.applicationB.id })).json()
      .data as AiData;
    const ours = (await get(`/video/${videoId}/analyze`, f.adminA.id)).json().data as AiData;
    expect(ours.id).not.toBe(theirs.id);
    expect((await get(`/video/${videoId}/analyze`, f.adminB.id)).json().data.id).toBe(theirs.id);
    const listA = (await get(`/ai-data?where[videoId]=${videoId}`, f.adminA.id)).json().data as AiData[];
    expect(listA.map((r) => r.id)).not.toContain(theirs.id);
  });

  it('no longer shows an analysis once the application is out of reach (removed)', async () => {
    const mine = (await analyse(f.adminA.id, { videoId, applicationId: f.applicationA.id })).json()
      .data as AiData;
    await ctx.db
      .update(t.application)
      .set({ deletedAt: new Date() })
      .where(eq(t.application.id, f.applicationA.id));
    try {
      expectError(await get(`/ai-data/${mine.id}`, f.adminA.id), 404);
    } finally {
      await ctx.db
        .update(t.application)
        .set({ deletedAt: null })
        .where(eq(t.application.id, f.applicationA.id));
    }
  });
});

/** Speech-to-text configured but no ffmpeg to extract the sound: the facts, and a note; no call made. */
describe('video analysis with speech-to-text but without ffmpeg', async () => {
  const fake = await startFakeOpenAi({ body: completion({ summary: 'x' }) });
  afterAll(() => fake.close());
  const ctx = useTestApp(
    { dataDir },
    {
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'fake-model',
      AI_STT_MODEL: 'fake-whisper',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
    },
  );

  it('answers the offline result saying the server has no ffmpeg', async () => {
    const f = await analysisFixtures(ctx.db);
    const videoId = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, sampleVideos.webm, {
      durationMs: 1_000,
    });
    const res = await ctx.request({
      method: 'POST',
      url: '/api/analysis/video',
      payload: { videoId, applicationId: f.applicationA.id },
      as: f.adminA.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      provider: 'offline',
      result: { durationSeconds: 1, transcript: null, summary: null, notes: [noteText('noEncoder', 'it')] },
    });
    expect(fake.received).toEqual([]);
  });
});
