import { describe, expect, it } from 'vitest';
import { ErrorText, generatedJobContentSchema, type GeneratedJobContent } from '@hiring/domain';
import { eq } from 'drizzle-orm';
import { seedAiPrompts } from '../src/db/seed/ai-prompt-seed.js';
import { addMember, createUser } from '../src/db/seed/factories.js';
import { aiPrompt } from '../src/db/schema/index.js';
import { twoCompanies } from './fixtures.js';
import { useTestApp } from './helpers.js';

/** `POST /job/generate-content` with no AI configured: the offline generator answers. */
describe('POST /job/generate-content (offline generator)', () => {
  const t = useTestApp();
  let f: Awaited<ReturnType<typeof twoCompanies>>;
  let englishAdmin: number;

  const generate = (description: unknown, as: number) =>
    t.request({ method: 'POST', url: '/api/job/generate-content', payload: { description }, as });
  const content = (res: { json: () => unknown }) => (res.json() as { data: GeneratedJobContent }).data;

  it('drafts an Italian post from an Italian description, with the reference ids it names', async () => {
    f = await twoCompanies(t.db);
    const res = await generate(
      `Cerchiamo uno sviluppatore backend senior con 3 anni di esperienza in TypeScript, per la sede di Milano.
Ti occuperai di progettare API REST. Inglese B2.
Offriamo contratto a tempo indeterminato, RAL 40.000 €, lavoro ibrido.`,
      f.adminA.id,
    );
    expect(res.statusCode).toBe(200);
    const data = content(res);
    expect(generatedJobContentSchema.safeParse(data).success).toBe(true);
    expect(data.name).toBe('Sviluppatore backend senior');
    expect(data.summary).toMatch(/^Posizione: Sviluppatore backend senior, sede di Milano/);
    expect(data.professionalSkills).toContainEqual({ skillId: 1, years: 3 }); // TypeScript
    expect(data.place).toEqual({ id: 13, place_name: 'Milano (MI)', center: [9.19, 45.4642] });
    expect(data.salaryMinCents).toBe(4_000_000);
    expect(data.salaryMaxCents).toBe(4_000_000);
    expect(data.contractType).toBe('permanent');
    expect(data.workMode).toBe('hybrid');
    expect(data.seniorityId).toBe(4);
    expect(data.workAreaId).toBe(1);
    expect(data.languages).toEqual([{ languageId: 2, levelId: 4 }]);
    expect(data.responsibilities!.length).toBeGreaterThanOrEqual(3);
    expect(data.requirements!.length).toBeGreaterThanOrEqual(3);
    expect(data.benefits).toContain('Contratto a tempo indeterminato');
  });

  it('writes in English for a user who reads English, and gives the same draft twice', async () => {
    englishAdmin = (await createUser(t.db, { lang: 'en' })).id;
    await addMember(t.db, { userId: englishAdmin, companyId: f.companyA.id, companyRoleId: 2 });
    const description = `We are looking for a Junior Frontend Developer with React and TypeScript, based in Turin.
You will build user interfaces. English fluent. Salary 28k-32k, fully remote.`;
    const first = await generate(description, englishAdmin);
    const second = await generate(description, englishAdmin);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const data = content(first);
    expect(data.name).toBe('Junior Frontend Developer');
    expect(data.summary).toMatch(/^Position: Junior Frontend Developer, based in Torino/);
    expect(data.professionalSkills!.map((s) => s.skillId)).toEqual([16, 1]); // React, TypeScript
    expect(data.professionalSkills!.every((s) => s.years === 1)).toBe(true); // junior's default
    expect(data.seniorityId).toBe(2);
    expect(data.workMode).toBe('remote');
    expect([data.salaryMinCents, data.salaryMaxCents]).toEqual([2_800_000, 3_200_000]);
    expect(data.languages).toEqual([{ languageId: 2, levelId: 5 }]);
    expect(data.benefits).toEqual(['Salary 28k-32k', 'Fully remote', 'Continuous training and room to grow']);
  });

  it('refuses an empty, blank or missing description with the spec text', async () => {
    // Punctuation only (found by fuzzing: no title could be drafted, a 500).
    const blank = [
      { description: '' },
      { description: '  \n ' },
      {},
      { description: 42 },
      { description: '!?.' },
    ];
    for (const payload of blank) {
      const res = await t.request({
        method: 'POST',
        url: '/api/job/generate-content',
        payload,
        as: f.adminA.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: ErrorText.generateEmpty });
    }
  });

  it('needs the jobs permission in the active company, and a signed-in caller', async () => {
    const res = await generate('Cerchiamo un magazziniere a Bologna', f.loner.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: ErrorText.forbidden });
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/job/generate-content',
      payload: { description: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets a hiring assistant (letters U) draft', async () => {
    const res = await generate('Cerchiamo un magazziniere a Bologna', f.assistantA.id);
    expect(res.statusCode).toBe(200);
    expect(content(res).place?.place_name).toBe('Bologna (BO)');
    expect(content(res).workAreaId).toBe(7);
  });

  it('seeds the job-generate prompt per language, idempotently, keeping what an admin edited', async () => {
    const rows = await t.db.select().from(aiPrompt).where(eq(aiPrompt.key, 'job-generate'));
    expect(rows.map((r) => r.lang).sort()).toEqual(['en', 'it']);
    for (const row of rows) {
      expect(row.template).toContain('{description}');
      expect(row.template).toContain('{lang}');
    }
    await t.db
      .update(aiPrompt)
      .set({ system: 'edited by an admin', updatedByUserId: f.adminA.id })
      .where(eq(aiPrompt.lang, 'it'));
    await t.db.update(aiPrompt).set({ system: 'stray change' }).where(eq(aiPrompt.lang, 'en'));
    await seedAiPrompts(t.db);
    await seedAiPrompts(t.db);
    const after = await t.db.select().from(aiPrompt).where(eq(aiPrompt.key, 'job-generate'));
    expect(after).toHaveLength(2);
    expect(after.find((r) => r.lang === 'it')!.system).toBe('edited by an admin');
    expect(after.find((r) => r.lang === 'en')!.system).toBe(rows.find((r) => r.lang === 'en')!.system);
  });
});
