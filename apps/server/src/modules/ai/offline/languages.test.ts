import { describe, expect, it } from 'vitest';
import { shippedCatalog } from './catalog.fixture.js';
import { matchLanguages } from './languages.js';

const match = (text: string) => matchLanguages(text, shippedCatalog.languages, shippedCatalog.languageLevels);

describe('matchLanguages', () => {
  it('reads CEFR codes and level words next to each language', () => {
    expect(match('Inglese B2, tedesco base')).toEqual([
      { languageId: 2, levelId: 4 },
      { languageId: 4, levelId: 2 },
    ]);
    expect(match('English fluent; native Italian')).toEqual([
      { languageId: 2, levelId: 5 },
      { languageId: 1, levelId: 7 },
    ]);
    expect(match('Francese C1')).toEqual([{ languageId: 3, levelId: 5 }]);
  });

  it('assumes B2 for a language requirement without a level, and skips adjectives', () => {
    expect(match("Richiesta la conoscenza dell'inglese")).toEqual([{ languageId: 2, levelId: 4 }]);
    expect(match('An Italian company in the fashion business')).toEqual([]);
  });
});
