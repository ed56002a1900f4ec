import { describe, expect, it } from 'vitest';
import { shippedCatalog } from './catalog.fixture.js';
import { detectSeniority } from './seniority.js';
import { matchSkills } from './skills.js';
import { detectWorkArea } from './work-area.js';

const seniority = (title: string, text: string, years: number | null = null) =>
  detectSeniority(title, text, years, shippedCatalog.seniorities);
const area = (title: string, text: string) =>
  detectWorkArea(title, text, matchSkills(text, shippedCatalog.skills), shippedCatalog.workAreas);

describe('detectSeniority', () => {
  it('reads the title first, then the text, then the years asked', () => {
    expect(seniority('Senior developer', 'junior welcome')).toEqual({ seniorityId: 4, defaultYears: 5 });
    expect(seniority('Sviluppatore', 'Cerchiamo un profilo junior')).toEqual({
      seniorityId: 2,
      defaultYears: 1,
    });
    expect(seniority('Responsabile di magazzino', '')).toMatchObject({ seniorityId: 5 });
    expect(seniority('Contabile', 'sarai responsabile della contabilità')).toBeNull();
    expect(seniority('Contabile', '', 5)).toMatchObject({ seniorityId: 4 });
    expect(seniority('Contabile', '', 2)).toMatchObject({ seniorityId: 3 });
  });
});

describe('detectWorkArea', () => {
  it('prefers role words of the title, then the skills, then the text', () => {
    expect(area('Magazziniere', 'uso del muletto, Excel avanzato')).toBe(7);
    expect(area('Nuova posizione', 'Esperienza con TypeScript, React e Docker')).toBe(1);
    expect(area('Nuova posizione', 'Cerchiamo un cuoco per il nostro ristorante')).toBe(12);
    expect(area('Nuova posizione', 'nulla di specifico')).toBeNull();
  });
});
