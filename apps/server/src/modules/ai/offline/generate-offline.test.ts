import { describe, expect, it } from 'vitest';
import { generatedJobContentSchema } from '@hiring/domain';
import { shippedCatalog } from './catalog.fixture.js';
import { generateOffline } from './generate-offline.js';

describe('generateOffline', () => {
  it('gives a complete, valid draft even from one short line, with defaults by work area', () => {
    const draft = generateOffline('Cerchiamo un cameriere', 'it', shippedCatalog);
    expect(generatedJobContentSchema.safeParse(draft).success).toBe(true);
    expect(draft.name).toBe('Cameriere');
    expect(draft.workAreaId).toBe(12);
    expect(draft.responsibilities).toHaveLength(3);
    expect(draft.responsibilities![0]).toBe('Accogliere e servire i clienti con cortesia');
    expect(draft.requirements).toHaveLength(3);
    expect(draft.benefits).toHaveLength(3);
    expect(Object.keys(draft).sort()).toEqual(
      [
        'name',
        'summary',
        'description',
        'responsibilities',
        'requirements',
        'benefits',
        'contractType',
        'workMode',
        'salaryMinCents',
        'salaryMaxCents',
        'place',
        'workAreaId',
        'seniorityId',
        'professionalSkills',
        'languages',
        'softSkillIds',
        'educationId',
        'driverLicenseIds',
        'availabilityId',
        'protectedClassIds',
      ].sort(),
    );
  });

  it('is deterministic and writes in the given language', () => {
    const text =
      'Cerchiamo un contabile con 2 anni di esperienza in Contabilità generale. Part-time, in sede a Padova.';
    const it1 = generateOffline(text, 'it', shippedCatalog);
    expect(generateOffline(text, 'it', shippedCatalog)).toEqual(it1);
    const en = generateOffline(text, 'en', shippedCatalog);
    expect(it1.benefits).toContain('Orario part-time');
    expect(en.benefits).toContain('Part-time hours');
    expect(en.summary).toMatch(/^Position: Contabile, based in Padova \(PD\), on-site work\./);
    expect(it1.professionalSkills).toEqual([{ skillId: 77, years: 2 }]);
    expect(it1.seniorityId).toBe(3);
    expect(it1.workAreaId).toBe(2);
  });

  it('adds the skills and languages it found as requirements when the text lists none', () => {
    const draft = generateOffline('Sviluppatore Python a Roma. Inglese C1.', 'en', shippedCatalog);
    expect(draft.requirements!.slice(0, 2)).toEqual(['Inglese C1', 'Python']);
    expect(draft.requirements).toHaveLength(3);
    expect(draft.languages).toEqual([{ languageId: 2, levelId: 5 }]);
    expect(draft.place?.place_name).toBe('Roma (RM)');
  });

  it('does not repeat as extra lines what the text already lists', () => {
    const draft = generateOffline(
      `Cerchiamo uno sviluppatore backend con 3 anni di esperienza in TypeScript.
Inglese B2. RAL 40.000 €, contratto a tempo indeterminato, lavoro ibrido.`,
      'it',
      shippedCatalog,
    );
    expect(draft.requirements!.slice(0, 2)).toEqual([
      'Inglese B2',
      'TypeScript (almeno 3 anni di esperienza)',
    ]);
    expect(draft.requirements).toHaveLength(3);
    expect(draft.requirements!.filter((l) => /inglese/i.test(l))).toHaveLength(1);
    expect(draft.benefits).toEqual(['RAL 40.000 €', 'Contratto a tempo indeterminato', 'Lavoro ibrido']);
  });
});
