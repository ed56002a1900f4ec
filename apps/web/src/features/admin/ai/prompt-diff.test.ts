import { describe, expect, it } from 'vitest';
import { diffCounts, diffLinesOf, diffTexts } from './prompt-diff';

describe('comparing two versions of a prompt', () => {
  const before = 'Sei un recruiter.\nRispondi in JSON.\nUsa {lang}.\n';
  const after = 'Sei un recruiter esperto.\nRispondi in JSON.\nUsa {lang}.\nSii breve.\n';

  it('line by line, with the signs a reader sees without colour', () => {
    expect(diffLinesOf(before, after)).toEqual([
      { kind: 'removed', sign: '-', text: 'Sei un recruiter.' },
      { kind: 'added', sign: '+', text: 'Sei un recruiter esperto.' },
      { kind: 'same', sign: ' ', text: 'Rispondi in JSON.' },
      { kind: 'same', sign: ' ', text: 'Usa {lang}.' },
      { kind: 'added', sign: '+', text: 'Sii breve.' },
    ]);
    expect(diffCounts(diffTexts(before, after, 'lines'), 'lines')).toEqual({ added: 2, removed: 1 });
  });

  it('does not count the last line as changed when a line is added after it', () => {
    expect(diffLinesOf('Annuncio: {description}', 'Annuncio: {description}\nSii breve.')).toEqual([
      { kind: 'same', sign: ' ', text: 'Annuncio: {description}' },
      { kind: 'added', sign: '+', text: 'Sii breve.' },
    ]);
  });

  it('word by word', () => {
    const parts = diffTexts('Annuncio da: {description}', 'Annuncio breve da: {description}', 'words');
    expect(parts.filter((p) => p.kind !== 'same')).toEqual([{ kind: 'added', text: 'breve ' }]);
    expect(parts.map((p) => p.text).join('')).toBe('Annuncio breve da: {description}');
    expect(diffCounts(parts, 'words')).toEqual({ added: 1, removed: 0 });
  });

  it('finds nothing between equal texts', () => {
    expect(diffTexts('a\nb', 'a\nb', 'lines')).toEqual([{ kind: 'same', text: 'a\nb\n' }]);
    expect(diffLinesOf('', '')).toEqual([]);
  });
});
