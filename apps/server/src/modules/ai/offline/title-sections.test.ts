import { describe, expect, it } from 'vitest';
import { splitSections } from './sections.js';
import { extractTitle } from './title.js';

describe('extractTitle', () => {
  it.each([
    ['Cerchiamo uno sviluppatore backend senior con 3 anni di esperienza.', 'Sviluppatore backend senior'],
    ["Azienda leader ricerca un'addetta alla contabilità per la sede di Roma.", 'Addetta alla contabilità'],
    ['We are looking for a Senior Frontend Developer with 5+ years in React.', 'Senior Frontend Developer'],
    ["We're hiring a Product Designer to join our team", 'Product Designer'],
    ['Data Analyst\nSiamo una startup in crescita.', 'Data Analyst'],
    ['Il nostro negozio di Verona apre a settembre.', 'Il nostro negozio di Verona apre a settembre'],
    // Found by fuzzing: a first sentence of punctuation only gave an empty title.
    ['- - -\nMagazziniere a Bologna', 'Magazziniere a Bologna'],
  ])('%s → %s', (text, title) => {
    expect(extractTitle(text)).toBe(title);
  });

  it('keeps titles within 80 characters, cut at a word', () => {
    const title = extractTitle(`${'Parola '.repeat(30)}fine.`);
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('Parola')).toBe(true);
  });
});

describe('splitSections', () => {
  it('files lines under headings and other sentences by their words', () => {
    const sections = splitSections(`Cerchiamo un magazziniere.
Siamo un'azienda di Bologna.
Ti occuperai di carico e scarico merci.
Requisiti:
- patente B
- uso del muletto
Offriamo buoni pasto, welfare aziendale e formazione.`);
    expect(sections).toEqual({
      intro: ['Cerchiamo un magazziniere', "Siamo un'azienda di Bologna"],
      responsibilities: ['Ti occuperai di carico e scarico merci'],
      requirements: ['Patente B', 'Uso del muletto'],
      benefits: ['Buoni pasto', 'Welfare aziendale e formazione'],
    });
  });

  it('skips the heading line of the title and reads English headings; nouns are no verbs', () => {
    const sections = splitSections(`Product Designer
We're a fintech startup building payment tools.
What you'll do:
- Design end-to-end flows
Responsabilità: analisi dei requisiti
What we offer: hybrid work, stock options`);
    expect(sections).toEqual({
      intro: ["We're a fintech startup building payment tools"],
      responsibilities: ['Design end-to-end flows', 'Analisi dei requisiti'],
      requirements: [],
      benefits: ['Hybrid work', 'Stock options'],
    });
  });
});
