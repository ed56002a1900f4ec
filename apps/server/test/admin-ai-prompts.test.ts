import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aiPrompt, aiPromptVersion, auditLog } from '../src/db/schema/index.js';
import { seedAiPrompts } from '../src/db/seed/ai-prompt-seed.js';
import { defaultPrompts } from '../src/modules/ai/default-prompts.js';
import { aiCalls, aiPeople, promptId } from './admin-ai-support.js';
import { useTestApp } from './helpers.js';

const shipped = defaultPrompts['job-generate']!.it!;

describe('AI tweaking: prompts, versions, rollback (/admin/ai)', () => {
  const t = useTestApp();
  const calls = aiCalls(t);
  let p: Awaited<ReturnType<typeof aiPeople>>;
  let itId: number;
  let enId: number;
  const edit = (over: Record<string, unknown> = {}) => ({
    system: 'Sei un recruiter. Rispondi in JSON ({lang}).',
    template: 'Annuncio da: {description}',
    temperature: 0.7,
    model: 'tuned-model',
    maxTokens: 900,
    note: 'più breve',
    baseVersion: 0,
    ...over,
  });

  beforeAll(async () => {
    p = await aiPeople(t.db);
    itId = await promptId(t.db, 'it');
    enId = await promptId(t.db, 'en');
  });

  it('refuses every call to an admin without ai-tweaking and to a company user (403), and to nobody (401)', async () => {
    for (const as of [p.otherAdmin.id, p.adminA.id, p.assistantA.id]) {
      const answers = await Promise.all([
        calls.list(as),
        calls.get(as, itId),
        calls.versions(as, itId),
        calls.version(as, itId, 0),
        calls.save(as, itId, edit()),
        calls.rollback(as, itId, { version: 0, baseVersion: 1 }),
        calls.try(as, { description: 'Cerchiamo un sviluppatore', lang: 'it' }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
      }
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/admin/ai/prompt' });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.db.select().from(aiPrompt).where(eq(aiPrompt.id, itId));
    expect(row!.version).toBe(0);
  });

  it('lists the prompts with paging, sorting and filters, and reads one at the shipped version 0', async () => {
    const all = await calls.list(p.tweaker.id, '?count=true&orderBy=key,lang');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({
      total: 4,
      data: [
        { id: enId, key: 'job-generate', lang: 'en', version: 0, updatedByName: null },
        { id: itId, key: 'job-generate', lang: 'it', version: 0, updatedByName: null },
        { key: 'video-analysis', lang: 'en', version: 0 },
        { key: 'video-analysis', lang: 'it', version: 0 },
      ],
    });
    const onlyIt = await calls.list(
      p.tweaker.id,
      '?count=true&where[lang][eq]=it&where[key][eq]=job-generate',
    );
    expect(onlyIt.json()).toMatchObject({ total: 1, data: [{ id: itId }] });
    const paged = await calls.list(p.tweaker.id, '?count=true&take=1&skip=1&orderBy=key,lang');
    expect(paged.json()).toMatchObject({ total: 4, data: [{ key: 'job-generate', lang: 'it' }] });
    const badField = await calls.list(p.tweaker.id, '?where[system][contains]=x');
    expect(badField.statusCode).toBe(400);

    const one = await calls.get(p.tweaker.id, itId);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: itId,
      version: 0,
      system: shipped.system,
      template: shipped.template,
      model: null,
      maxTokens: null,
      requiredPlaceholders: ['description'],
    });
    const v0 = await calls.version(p.tweaker.id, itId, 0);
    expect(v0.json().data).toMatchObject({ version: 0, template: shipped.template, createdByName: null });
    expect((await calls.versions(p.tweaker.id, itId, '?count=true')).json()).toEqual({ data: [], total: 0 });
    expect((await calls.get(p.tweaker.id, 999_999)).statusCode).toBe(404);
    expect((await calls.version(p.tweaker.id, itId, 1)).statusCode).toBe(404);
  });

  it('refuses bad drafts with 400 and writes nothing', async () => {
    const bad = [
      edit({ system: '   ' }),
      edit({ template: '' }),
      edit({ template: 'Annuncio senza segnaposto' }),
      edit({ temperature: 2.5 }),
      edit({ temperature: -0.1 }),
      edit({ maxTokens: 0 }),
      edit({ maxTokens: 32_001 }),
      edit({ baseVersion: -1 }),
      edit({ extra: true }),
      { system: 'x' },
    ];
    for (const payload of bad) {
      const res = await calls.save(p.tweaker.id, itId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const missing = await calls.save(p.tweaker.id, itId, edit({ template: 'Senza {lang}' }));
    expect(missing.json().message).toEqual(['template: the placeholder {description} is missing']);
    expect(await t.db.select().from(aiPromptVersion)).toEqual([]);
    expect((await calls.save(p.tweaker.id, 999_999, edit())).statusCode).toBe(404);
  });

  it('saves v1 in one go: the version row, the prompt row, the shipped text kept as v0, and the audit', async () => {
    const res = await calls.save(p.tweaker.id, itId, edit());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      version: 1,
      template: 'Annuncio da: {description}',
      temperature: 0.7,
      model: 'tuned-model',
      maxTokens: 900,
      updatedByUserId: p.tweaker.id,
      updatedByName: 'Tina Tweak',
    });
    const history = await calls.versions(p.tweaker.id, itId, '?count=true');
    expect(history.json()).toMatchObject({
      total: 2,
      data: [
        { version: 1, note: 'più breve', createdByName: 'Tina Tweak', model: 'tuned-model', maxTokens: 900 },
        { version: 0, note: null, createdByName: null, model: null },
      ],
    });
    const oldestFirst = await calls.versions(p.tweaker.id, itId, '?order[version]=ASC');
    expect(oldestFirst.json().data.map((v: { version: number }) => v.version)).toEqual([0, 1]);
    const byNote = await calls.versions(p.tweaker.id, itId, '?count=true&where[note][contains]=brev');
    expect(byNote.json()).toMatchObject({ total: 1, data: [{ version: 1 }] });
    expect((await calls.version(p.tweaker.id, itId, 0)).json().data.template).toBe(shipped.template);
    expect((await calls.version(p.tweaker.id, itId, 1)).json().data.template).toBe(
      'Annuncio da: {description}',
    );
    // The English prompt is untouched.
    expect((await calls.get(p.tweaker.id, enId)).json().data.version).toBe(0);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'prompt-save'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: p.tweaker.id,
      data: { key: 'job-generate', lang: 'it', version: 1 },
    });
    // Empty model and maxTokens mean the defaults.
    const v2 = await calls.save(
      p.tweaker.id,
      itId,
      edit({ baseVersion: 1, model: '', maxTokens: null, note: '' }),
    );
    expect(v2.json().data).toMatchObject({ version: 2, model: null, maxTokens: null });
    expect((await calls.version(p.tweaker.id, itId, 2)).json().data.note).toBeNull();
  });

  it('answers 409 to a save from a stale version and keeps the newer one', async () => {
    const stale = await calls.save(
      p.tweaker.id,
      itId,
      edit({ baseVersion: 1, template: 'Vecchio {description}' }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
    expect(stale.json().message).toContain('v2');
    // Two editors from the same version: one wins, the other gets 409.
    const [a, b] = await Promise.all([
      calls.save(p.tweaker.id, itId, edit({ baseVersion: 2, note: 'A' })),
      calls.save(p.su.id, itId, edit({ baseVersion: 2, note: 'B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(aiPromptVersion).where(eq(aiPromptVersion.promptId, itId));
    expect(rows.map((r) => r.version).sort()).toEqual([0, 1, 2, 3]);
  });

  it('rolls back to v0 as a new version copying it, audited; stale or unknown versions are refused', async () => {
    const res = await calls.rollback(p.tweaker.id, itId, { version: 0, baseVersion: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      version: 4,
      system: shipped.system,
      template: shipped.template,
      temperature: shipped.temperature,
      model: null,
      maxTokens: null,
    });
    const [latest] = (await calls.versions(p.tweaker.id, itId, '?take=1')).json().data;
    expect(latest).toMatchObject({ version: 4, note: 'rollback to v0', createdByName: 'Tina Tweak' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'prompt-rollback'));
    expect(audit.map((a) => a.data)).toEqual([{ key: 'job-generate', lang: 'it', version: 4, from: 0 }]);

    expect((await calls.rollback(p.tweaker.id, itId, { version: 1, baseVersion: 3 })).statusCode).toBe(409);
    expect((await calls.rollback(p.tweaker.id, itId, { version: 99, baseVersion: 4 })).statusCode).toBe(404);
    expect((await calls.rollback(p.tweaker.id, itId, { version: 4, baseVersion: 4 })).statusCode).toBe(400);
    expect((await calls.rollback(p.tweaker.id, itId, { version: 'x', baseVersion: 4 })).statusCode).toBe(400);
  });

  it('is open to a super user too', async () => {
    expect((await calls.list(p.su.id)).statusCode).toBe(200);
    const res = await calls.rollback(p.su.id, itId, { version: 1, baseVersion: 4 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      version: 5,
      template: 'Annuncio da: {description}',
      model: 'tuned-model',
    });
  });

  it('the seed leaves an edited prompt alone and still follows the shipped text of an unedited one', async () => {
    await t.db
      .update(aiPrompt)
      .set({ template: 'Drifted {description}' })
      .where(and(eq(aiPrompt.id, enId)));
    await seedAiPrompts(t.db);
    const [it_, en] = await Promise.all([calls.get(p.tweaker.id, itId), calls.get(p.tweaker.id, enId)]);
    expect(it_.json().data).toMatchObject({ version: 5, template: 'Annuncio da: {description}' });
    expect(en.json().data.template).toBe(defaultPrompts['job-generate']!.en!.template);
  });

  it('try-it drafts offline when no provider is configured, with or without an unsaved draft, and saves nothing', async () => {
    const description =
      'Cerchiamo uno sviluppatore TypeScript a Milano. Requisiti: 3 anni di esperienza in TypeScript. RAL 40.000 €';
    const saved = await calls.try(p.tweaker.id, { description, lang: 'it' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ source: 'offline', content: { name: expect.any(String) } });
    expect(saved.json().data.raw).toBeUndefined();
    const drafted = await calls.try(p.tweaker.id, {
      description,
      lang: 'en',
      draft: { system: 'S', template: 'T {description}', temperature: 1 },
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json().data.source).toBe('offline');
    expect(drafted.json().data.content).toMatchObject({ description, salaryMinCents: 4_000_000 });

    for (const payload of [
      { description: '  ', lang: 'it' },
      { description, lang: 'fr' },
      { description, lang: 'it', draft: { system: 'S', template: 'no placeholder', temperature: 1 } },
      { description, lang: 'it', draft: { system: 'S', template: '{description}', temperature: 9 } },
    ]) {
      expect((await calls.try(p.tweaker.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await calls.get(p.tweaker.id, itId)).json().data.version).toBe(5);
  });
});
