import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiCalls, aiPeople, promptId } from './admin-ai-support.js';
import { useTestApp } from './helpers.js';
import { completion, startFakeOpenAi } from './support/fake-openai.js';

const modelReply = {
  name: 'Sviluppatrice Kotlin',
  summary: 'Nel team mobile.',
  description: 'Testo.',
  responsibilities: ['App Android'],
  requirements: ['Kotlin'],
  benefits: ['Buoni pasto'],
  contractType: 'permanent',
  workMode: 'hybrid',
  salaryMin: 38_000,
  salaryMax: 46_000,
  city: 'Torino',
  seniority: 'mid',
  skills: [],
  languages: [],
};

const fake = await startFakeOpenAi({ body: completion(modelReply) });
afterAll(() => fake.close());

describe('AI tweaking with a provider: the prompt’s model settings are sent for real', () => {
  const t = useTestApp(
    {},
    { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test-key', AI_MODEL: 'env-model', AI_TIMEOUT_MS: '1500' },
  );
  const calls = aiCalls(t);
  let p: Awaited<ReturnType<typeof aiPeople>>;
  let itId: number;
  const description = 'Cerchiamo una sviluppatrice Kotlin a Torino';

  beforeAll(async () => {
    p = await aiPeople(t.db);
    itId = await promptId(t.db, 'it');
  });
  beforeEach(() => fake.reset());

  it('try-it sends the unsaved draft: its model, temperature, max_tokens and filled template; answers the raw reply', async () => {
    const res = await calls.try(p.tweaker.id, {
      description,
      lang: 'it',
      draft: {
        system: 'SISTEMA ({lang})',
        template: 'Bozza: {description} / {lang} / {other}',
        temperature: 1.3,
        model: 'draft-model',
        maxTokens: 1234,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]!.body).toEqual({
      model: 'draft-model',
      temperature: expect.closeTo(1.3, 5),
      max_tokens: 1234,
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: 'SISTEMA (it)' },
        { role: 'user', content: `Bozza: ${description} / it / {other}` },
      ],
    });
    const data = res.json().data;
    expect(data).toMatchObject({
      source: 'provider',
      model: 'draft-model',
      content: { name: 'Sviluppatrice Kotlin', salaryMinCents: 3_800_000, workMode: 'hybrid' },
    });
    expect(JSON.parse(data.raw)).toEqual(modelReply);
    // Nothing saved.
    expect((await calls.get(p.tweaker.id, itId)).json().data.version).toBe(0);
  });

  it('a draft without model or max_tokens uses AI_MODEL and leaves max_tokens out', async () => {
    const res = await calls.try(p.tweaker.id, {
      description,
      lang: 'en',
      draft: { system: 'S', template: '{description}', temperature: 0, model: '', maxTokens: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.model).toBe('env-model');
    expect(fake.received[0]!.body.model).toBe('env-model');
    expect(fake.received[0]!.body).not.toHaveProperty('max_tokens');
    expect(fake.received[0]!.body.temperature).toBe(0);
  });

  it('the saved prompt’s model, max_tokens and temperature reach both try-it and the recruiters’ drafting', async () => {
    const saved = await calls.save(p.tweaker.id, itId, {
      baseVersion: 0,
      system: 'Sistema salvato',
      template: 'Salvato: {description}',
      temperature: 0.15,
      model: 'saved-model',
      maxTokens: 700,
    });
    expect(saved.statusCode).toBe(201);

    const tried = await calls.try(p.tweaker.id, { description, lang: 'it' });
    expect(tried.statusCode).toBe(200);
    const generated = await t.request({
      method: 'POST',
      url: '/api/job/generate-content',
      payload: { description },
      as: p.adminA.id,
    });
    expect(generated.statusCode).toBe(200);
    expect(fake.received).toHaveLength(2);
    for (const { body } of fake.received) {
      expect(body).toMatchObject({
        model: 'saved-model',
        max_tokens: 700,
        temperature: expect.closeTo(0.15, 5),
        messages: [
          { role: 'system', content: 'Sistema salvato' },
          { role: 'user', content: `Salvato: ${description}` },
        ],
      });
    }
  });

  it('a provider failure is a 502 in the spec 8 shape', async () => {
    fake.enqueue({ status: 401, body: { error: { message: 'bad key' } } });
    const res = await calls.try(p.tweaker.id, { description, lang: 'it' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: 'Bad Gateway',
      message: 'The AI service did not answer',
    });
  });
});
