import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { AiData } from '@hiring/domain';
import * as t from '../src/db/schema/index.js';
import { noteText } from '../src/modules/video/analysis-result.js';
import { useTestApp } from './helpers.js';
import {
  analysisFixtures,
  hasFfmpeg,
  interviewVideo,
  makeClips,
  tempDataDir,
} from './video-analysis-support.js';
import { completion, startFakeOpenAi, transcription } from './support/fake-openai.js';

if (!hasFfmpeg) {
  console.info(
    'video-analysis-ai: ffmpeg is not installed here, so the transcription tests are skipped (the audio is extracted with ffmpeg; .ci/run installs it)',
  );
}

const spoken =
  'Buongiorno, sono Carla. Da quattro anni progetto API REST in TypeScript e lavoro ogni giorno in un team di sei persone.';

const modelReply = {
  summary: 'Carla descrive quattro anni di lavoro su API REST in TypeScript, in squadra.',
  strengths: ['Esperienza concreta con API REST', '', 7, 'Esperienza concreta con API REST'],
  concerns: ['Non parla del livello di inglese'],
  requirements: [
    { requirement: 'esperienza con  API REST', result: 'met', evidence: 'Da quattro anni progetto API REST' },
    { requirement: 'Lavoro in team', result: 'brilliant', evidence: 'un team di sei persone' },
    { requirement: 'Pilotare elicotteri', result: 'met', evidence: 'inventato' },
  ],
};

const dataDir = tempDataDir();
const fake = await startFakeOpenAi({ body: completion(modelReply) }, { body: transcription(spoken) });
afterAll(async () => {
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!hasFfmpeg)('video analysis through speech-to-text and the AI model', () => {
  const ctx = useTestApp(
    { dataDir },
    {
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test-key',
      AI_MODEL: 'fake-model',
      AI_STT_MODEL: 'fake-whisper',
      AI_TIMEOUT_MS: '5000',
    },
  );
  let f: Awaited<ReturnType<typeof analysisFixtures>>;
  let withSound: number;
  let silent: number;
  const analyse = (payload: Record<string, unknown>, as = f.adminA.id) =>
    ctx.request({ method: 'POST', url: '/api/analysis/video', payload, as });

  beforeAll(async () => {
    f = await analysisFixtures(ctx.db);
    const clips = makeClips()!;
    withSound = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, clips.withSound);
    silent = await interviewVideo(ctx, f.applicationA.id, f.candidate.id, clips.silent);
  });
  beforeEach(() => fake.reset());

  it('transcribes the sound, reads it against the job’s requirements, stores and reads back the result', async () => {
    const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as AiData;

    // The audio went to the speech-to-text endpoint as a small MP3, with the model and verbose_json.
    const stt = fake.received.filter((r) => r.url === '/v1/audio/transcriptions');
    expect(stt).toHaveLength(1);
    expect(stt[0]!.headers.authorization).toBe('Bearer sk-test-key');
    expect(stt[0]!.form!.fields).toEqual({ model: 'fake-whisper', response_format: 'verbose_json' });
    expect(stt[0]!.form!.files.file).toMatchObject({ fileName: 'audio.mp3', mimeType: 'audio/mpeg' });
    expect(stt[0]!.form!.files.file!.size).toBeGreaterThan(1_000);

    // The chat model got the database prompt with the job's requirements and the transcript.
    const chat = fake.received.filter((r) => r.url === '/v1/chat/completions');
    expect(chat).toHaveLength(1);
    expect(chat[0]!.body.model).toBe('fake-model');
    expect(chat[0]!.body.response_format).toEqual({ type: 'json_object' });
    const user = chat[0]!.body.messages!.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Alfa backend developer');
    expect(user).toContain(
      '- Esperienza con API REST\n- Lavoro in team\n- TypeScript (3+ anni)\n- Inglese B2',
    );
    expect(user).toContain(spoken);
    expect(user).toContain('Lingua del modulo del candidato: en');
    expect(user).toMatch(/Durata del video: 2 s/);

    expect(data).toMatchObject({
      kind: 'video-analysis',
      videoId: withSound,
      applicationId: f.applicationA.id,
      provider: 'ai',
      model: 'fake-model',
      lang: 'it',
      result: {
        formLanguage: 'en',
        spokenLanguage: 'it',
        transcript: spoken,
        summary: modelReply.summary,
        strengths: ['Esperienza concreta con API REST'],
        concerns: ['Non parla del livello di inglese'],
        // Exactly the job's requirements: the model's verdicts where it gave one, invented ones dropped.
        requirements: [
          {
            requirement: 'Esperienza con API REST',
            result: 'met',
            evidence: 'Da quattro anni progetto API REST',
          },
          { requirement: 'Lavoro in team', result: 'unknown', evidence: '' },
          { requirement: 'TypeScript (3+ anni)', result: 'unknown', evidence: '' },
          { requirement: 'Inglese B2', result: 'unknown', evidence: '' },
        ],
        notes: [],
      },
    });
    expect(data.result.durationSeconds).toBeCloseTo(2, 0);

    const byId = await ctx.request({ method: 'GET', url: `/api/ai-data/${data.id}`, as: f.adminA.id });
    expect(byId.json().data).toMatchObject({ id: data.id, provider: 'ai', result: data.result });
    const list = await ctx.request({
      method: 'GET',
      url: `/api/ai-data?where[applicationId]=${f.applicationA.id}&where[provider]=ai`,
      as: f.adminA.id,
    });
    expect(list.json().data.map((r: AiData) => r.id)).toEqual([data.id]);
    const latest = await ctx.request({
      method: 'GET',
      url: `/api/video/${withSound}/analyze`,
      as: f.adminA.id,
    });
    expect(latest.json()).toEqual({ data });
  });

  it('uses the prompt as the back office saved it, in the language asked', async () => {
    await ctx.db
      .update(t.aiPrompt)
      .set({ template: 'REQ {requirements} SAID {transcript} IN {lang}', model: 'prompt-model' })
      .where(eq(t.aiPrompt.key, 'video-analysis'));
    try {
      const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id, lang: 'en' });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ provider: 'ai', model: 'prompt-model', lang: 'en' });
      const chat = fake.received.find((r) => r.url === '/v1/chat/completions')!;
      expect(chat.body.model).toBe('prompt-model');
      const user = chat.body.messages!.find((m) => m.role === 'user')!.content;
      expect(user).toBe(
        `REQ - Esperienza con API REST\n- Lavoro in team\n- TypeScript (3+ years)\n- English B2 SAID ${spoken} IN en`,
      );
    } finally {
      const { defaultPrompts } = await import('../src/modules/ai/default-prompts.js');
      for (const lang of ['it', 'en'] as const) {
        await ctx.db
          .update(t.aiPrompt)
          .set({ template: defaultPrompts['video-analysis']![lang].template, model: null })
          .where(and(eq(t.aiPrompt.key, 'video-analysis'), eq(t.aiPrompt.lang, lang)));
      }
    }
  });

  it('says so without the job when the video is analysed on its own (no requirements)', async () => {
    const res = await analyse({ videoId: withSound });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.result).toMatchObject({
      requirements: [],
      notes: [noteText('noRequirements', 'it')],
    });
  });

  it('retries a speech-to-text server error, then succeeds', async () => {
    fake.enqueueTranscription({ status: 503, body: { error: 'busy' }, headers: { 'retry-after': '0' } });
    const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.provider).toBe('ai');
    expect(fake.received.filter((r) => r.url === '/v1/audio/transcriptions')).toHaveLength(2);
  });

  it('falls back to the facts with a note when the speech-to-text service refuses (no 5xx)', async () => {
    fake.enqueueTranscription({ status: 401, body: { error: 'bad key' } });
    const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as AiData;
    expect(data).toMatchObject({ provider: 'offline', model: null });
    expect(data.result).toMatchObject({
      formLanguage: 'en',
      transcript: null,
      summary: null,
      strengths: [],
      concerns: [],
      requirements: [],
      notes: [noteText('serviceFailed', 'it')],
    });
    expect(data.result.durationSeconds).toBeCloseTo(2, 0);
    expect(fake.received.filter((r) => r.url === '/v1/chat/completions')).toHaveLength(0);
  });

  it('falls back when the model answers no summary, or a reply that is not JSON', async () => {
    fake.enqueue({ body: completion({ strengths: ['x'] }) }, { body: completion('not json at all') });
    for (let i = 0; i < 2; i++) {
      const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        provider: 'offline',
        result: { summary: null, notes: [noteText('serviceFailed', 'it')] },
      });
    }
  });

  it('does not call anyone for a video without sound, and says so', async () => {
    const res = await analyse({ videoId: silent, applicationId: f.applicationA.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      provider: 'offline',
      result: { transcript: null, notes: [noteText('noAudio', 'it')] },
    });
    expect(res.json().data.result.durationSeconds).toBeCloseTo(2, 0);
    expect(fake.received).toEqual([]);
  });

  it('reports no speech when the transcript is empty, without asking the model', async () => {
    fake.enqueueTranscription({ body: transcription('   ', 'english') });
    const res = await analyse({ videoId: withSound, applicationId: f.applicationA.id });
    expect(res.json().data).toMatchObject({
      provider: 'offline',
      result: { notes: [noteText('noSpeech', 'it')] },
    });
    expect(fake.received.filter((r) => r.url === '/v1/chat/completions')).toHaveLength(0);
  });
});
