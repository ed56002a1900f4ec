import { describe, expect, it } from 'vitest';
import {
  excerpt,
  fold,
  foldWithMap,
  highlightRanges,
  searchFaq,
  searchTerms,
  type FaqDoc,
} from './faq-search';

const doc = (id: string, question: string, answer = '', keywords = ''): FaqDoc => ({
  id,
  topicId: 't',
  question,
  answer,
  keywords,
});

const docs = [
  doc('a', 'Come cambio la password?', 'Nella pagina Account premi «Cambia password».'),
  doc(
    'b',
    'Perché il mio annuncio è in attesa?',
    'Lo staff controlla gli annunci prima della pubblicazione.',
  ),
  doc('c', 'Come pubblico un annuncio?', 'Scegli Pubblica: servono titolo e descrizione.', 'online'),
  doc('d', 'Quanto costa pubblicare?', 'Un prezzo di pubblicazione e uno giornaliero.'),
  doc('e', 'Ho dimenticato la password', 'Usa «Password dimenticata?» nella pagina di accesso.'),
];
const ids = (text: string) => searchFaq(docs, text).map((hit) => hit.doc.id);

describe('fold', () => {
  it('drops case and accents and plain-types apostrophes', () => {
    expect(fold('Perché È così’')).toBe("perche e cosi'");
    expect(fold('Ünïcödé')).toBe('unicode');
  });
});

describe('searchFaq', () => {
  it('finds nothing for an empty or blank text', () => {
    expect(searchFaq(docs, '')).toEqual([]);
    expect(searchFaq(docs, '   ')).toEqual([]);
  });

  it('is case- and accent-insensitive', () => {
    expect(ids('PERCHE')).toEqual(['b']);
    expect(ids('perché')).toEqual(['b']);
    expect(ids('piu')).toEqual(ids('più'));
  });

  it('puts questions with a word starting with the text first, then those containing it, then answers', () => {
    // 'pubblic': a word of c's and d's questions starts with it; b only has it in its answer.
    expect(ids('pubblic')).toEqual(['c', 'd', 'b']);
    // 'ubblic' is inside words only: contains, never a prefix.
    expect(searchFaq(docs, 'ubblic').map((hit) => [hit.doc.id, hit.rank])).toEqual([
      ['c', 1],
      ['d', 1],
      ['b', 2],
    ]);
  });

  it('keeps the guide order within a rank', () => {
    expect(ids('password')).toEqual(['a', 'e']);
  });

  it('finds an entry by its keywords', () => {
    expect(searchFaq(docs, 'online')).toEqual([{ doc: docs[2], rank: 2 }]);
  });

  it('finds every word of a text in any order when the phrase itself does not occur', () => {
    expect(searchFaq(docs, 'password accesso').map((hit) => [hit.doc.id, hit.rank])).toEqual([['e', 3]]);
    expect(ids('password cambio')).toEqual(['a']);
    expect(ids('password fattura')).toEqual([]);
  });
});

describe('highlightRanges', () => {
  it('marks every occurrence of every word in the original text, accents and case kept', () => {
    const text = 'Perché pubblicare? PERCHÉ sì.';
    const ranges = highlightRanges(text, searchTerms('perche').words);
    expect(ranges.map(([s, e]) => text.slice(s, e))).toEqual(['Perché', 'PERCHÉ']);
  });

  it('merges overlapping words', () => {
    const text = 'password dimenticata';
    expect(highlightRanges(text, ['pass', 'sword'])).toEqual([[0, 8]]);
  });

  it('maps through characters written decomposed', () => {
    const text = 'Perche\u0301 no';
    const [range] = highlightRanges(text, ['perche']);
    expect(text.slice(...range!)).toBe('Perche\u0301');
  });
});

describe('excerpt', () => {
  const long = `${'parola '.repeat(20)}il colloquio online ha un link ${'altro '.repeat(40)}fine`;

  it('cuts around the first match at spaces, with ellipses', () => {
    const text = excerpt(long, ['colloquio'])!;
    expect(text.startsWith('…parola')).toBe(true);
    expect(text).toContain('il colloquio online');
    expect(text.endsWith('…')).toBe(true);
  });

  it('gives the whole text when it is short, and null without a match', () => {
    expect(excerpt('Un colloquio.', ['colloquio'])).toBe('Un colloquio.');
    expect(excerpt('Un colloquio.', ['fattura'])).toBeNull();
  });
});

describe('fold and the highlight map', () => {
  it('fold the same way, character by character or whole', () => {
    for (const text of ['Perché È così’', 'İstanbul', 'Ärger über Öl', 'l’annuncio', 'e\u0301'])
      expect(foldWithMap(text).folded).toBe(fold(text));
  });
});
