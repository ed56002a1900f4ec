import { describe, expect, it } from 'vitest';
import { allSentences, clip, findTerm, lines, uniqueLines } from './text.js';

describe('offline text helpers', () => {
  it('finds whole words only, with short names matching their case', () => {
    expect(findTerm('Esperienza con JavaScript', 'Java')).toBe(-1);
    expect(findTerm('Esperienza con Java e Spring', 'Java')).toBe(15);
    expect(findTerm('C++ e C# richiesti', 'C#')).toBe(6);
    expect(findTerm('sviluppo .NET', '.NET')).toBe(9);
    expect(findTerm('we go fast', 'Go')).toBe(-1);
    expect(findTerm('Backend in Go', 'Go')).toBe(11);
    expect(findTerm('react  native', 'React Native')).toBe(0);
  });

  it('splits lines without bullets and sentences without breaking figures', () => {
    expect(lines('- uno\n\n• due\n1) tre\n  ')).toEqual(['uno', 'due', 'tre']);
    expect(allSentences('RAL 35.000 €. Usiamo Node.js ogni giorno! Ok')).toEqual([
      'RAL 35.000 €',
      'Usiamo Node.js ogni giorno!',
      'Ok',
    ]);
  });

  it('clips at a word boundary and de-duplicates lines', () => {
    expect(clip('Sviluppatore backend senior con esperienza', 20)).toBe('Sviluppatore backend');
    expect(uniqueLines(['Docker', ' docker ', '', 'Git'])).toEqual(['Docker', 'Git']);
  });
});
