import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GeneratedJobContent } from '@hiring/domain';
import { aiPrompt } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';
import { completion, startFakeOpenAi } from './support/fake-openai.js';

const modelReply = {
  name: 'Sviluppatore TypeScript',
  summary: 'Un ruolo nel team prodotto.',
  description: 'Testo completo.',
  responsibilities: ['Sviluppare API', '', 42, 'Sviluppare API'],
  requirements: ['TypeScript'],
  benefits: ['Buoni pasto'],
  contractType: 'permanent',
  workMode: 'teleport',
  salaryMin: 45_000,
  salaryMax: 35_000,
  city: 'Milano',
  workArea: 'IT and software development',
  seniority: 'senior',
  skills: [{ name: 'typescript', years: 4 }, { name: 'Quantum knitting', years: 3 }, { name: 'React' }],
  languages: [
    { name: 'Inglese', level: 'C1' },
    { name: 'Klingon', level: 'B2' },
  ],
};

// The real client against a local OpenAI-compatible server; a short timeout for the timeout case.
const fake = await startFakeOpenAi({ body: completion(modelReply) });
afterAll(() => fake.close());

describe('POST /job/generate-content with an AI provider', () => {
  const t = useTestApp(
    {},
    { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1500' },
  );
  let adminA: number;
  const generate = (description: string) =>
    t.request({ method: 'POST', url: '/api/job/generate-content', payload: { description }, as: adminA });

  beforeEach(async () => {
    adminA ??= (await twoCompanies(t.db)).adminA.id;
    fake.reset();
  });

  it('sends model, messages, key and the database prompt, and maps names to reference ids', async () => {
    await t.db
      .update(aiPrompt)
      .set({
        system: 'SYSTEM FROM DB ({lang})',
        template: 'Describe: {description} [{lang}]',
        temperature: 0.2,
      })
      .where(eq(aiPrompt.lang, 'it'));
    const res = await generate('Cerchiamo uno sviluppatore TypeScript a Milano');
    expect(res.statusCode).toBe(200);

    expect(fake.received).toHaveLength(1);
    const [request] = fake.received;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-key');
    expect(request!.body).toEqual({
      model: 'fake-model',
      temperature: expect.closeTo(0.2, 5),
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'SYSTEM FROM DB (it)' },
        { role: 'user', content: 'Describe: Cerchiamo uno sviluppatore TypeScript a Milano [it]' },
      ],
    });

    const data = (res.json() as { data: GeneratedJobContent }).data;
    expect(data).toMatchObject({
      name: 'Sviluppatore TypeScript',
      summary: 'Un ruolo nel team prodotto.',
      description: 'Testo completo.',
      responsibilities: ['Sviluppare API'],
      contractType: 'permanent',
      workMode: null,
      salaryMinCents: 3_500_000,
      salaryMaxCents: 4_500_000,
      place: { id: 13, place_name: 'Milano (MI)', center: [9.19, 45.4642] },
      workAreaId: 1,
      seniorityId: 4,
      // Unknown skill and language names are dropped; years snap to the picker's options.
      professionalSkills: [
        { skillId: 1, years: 3 },
        { skillId: 16, years: 0 },
      ],
      languages: [{ languageId: 2, levelId: 5 }],
    });
  });

  it('retries a 500, then answers', async () => {
    fake.enqueue({ status: 500, body: { error: 'overloaded' } });
    const res = await generate('Cerchiamo uno sviluppatore TypeScript');
    expect(res.statusCode).toBe(200);
    expect(fake.received).toHaveLength(2);
  });

  it('honours Retry-After on a 429', async () => {
    fake.enqueue({ status: 429, headers: { 'retry-after': '1' }, body: { error: 'slow down' } });
    const started = Date.now();
    const res = await generate('Cerchiamo uno sviluppatore TypeScript');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.received).toHaveLength(2);
  });

  it('gives up after two retries with a 502', async () => {
    fake.enqueue({ status: 503 }, { status: 502 }, { status: 500 });
    const res = await generate('Cerchiamo uno sviluppatore TypeScript');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The AI service did not answer',
    });
    expect(fake.received).toHaveLength(3);
  });

  it('answers 502 when the provider does not answer in time', async () => {
    fake.enqueue({ delayMs: 5_000, body: completion(modelReply) });
    const started = Date.now();
    const res = await generate('Cerchiamo uno sviluppatore TypeScript');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: 'The AI service did not answer' });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers 502 on malformed JSON, a reply without a title, and a refused key', async () => {
    fake.enqueue(
      { raw: '{"choices": [' },
      { body: completion('this is not json') },
      { body: completion({ summary: 'no name' }) },
      { status: 401, body: { error: 'bad key' } },
    );
    for (let i = 0; i < 4; i++) {
      const res = await generate('Cerchiamo uno sviluppatore TypeScript');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ statusCode: 502, message: 'The AI service did not answer' });
    }
    // None of these is retried.
    expect(fake.received).toHaveLength(4);
  });

  it('still refuses an empty description without calling the provider', async () => {
    const res = await generate('   ');
    expect(res.statusCode).toBe(400);
    expect(fake.received).toHaveLength(0);
  });
});
