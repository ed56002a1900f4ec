import { describe, expect, it } from 'vitest';
import { searchLocal } from './local-search';
import { labelOf, namesOf } from './reference-label';

const skills = [
  { id: 1, name: 'JavaScript', nameEn: 'JavaScript' },
  { id: 2, name: 'Java', nameEn: 'Java' },
  { id: 3, name: 'TypeScript', nameEn: 'TypeScript' },
  { id: 4, name: 'Lavoro in team', nameEn: 'Teamwork' },
  { id: 5, name: 'Go', nameEn: null },
];

const find = (text: string, lang = 'it', limit?: number) =>
  searchLocal(skills, text, namesOf, (r) => labelOf(r, lang), limit).map((r) => r.id);

describe('local reference search (spec 5)', () => {
  it('is case-insensitive, prefix matches first then contains, each group by label', () => {
    expect(find('SCRIPT')).toEqual([1, 3]);
    expect(find('ja')).toEqual([2, 1]);
    expect(find('a')).toEqual([2, 1, 4]);
  });

  it('finds a record by any of its names and lists it under the UI label', () => {
    expect(find('team')).toEqual([4]);
    expect(find('lavoro', 'en')).toEqual([4]);
    expect(find('teamw', 'it')).toEqual([4]);
  });

  it('keeps a prefix match ahead even when another name only contains the text', () => {
    const records = [
      { id: 1, name: 'Scripting' },
      { id: 2, name: 'Abc', nameEn: 'script writer' },
    ];
    expect(searchLocal(records, 'script', namesOf, (r) => r.name).map((r) => r.id)).toEqual([2, 1]);
  });

  it('lists everything by label for empty text, and honours the limit', () => {
    expect(find('  ')).toEqual([5, 2, 1, 4, 3]);
    expect(find('', 'it', 2)).toEqual([5, 2]);
    expect(find('zzz')).toEqual([]);
  });

  it('names languages by nameIt in Italian', () => {
    expect(labelOf({ name: 'English', nameIt: 'Inglese' }, 'it')).toBe('Inglese');
    expect(labelOf({ name: 'English', nameIt: 'Inglese' }, 'en')).toBe('English');
    expect(labelOf({ name: 'B', nameEn: null }, 'en')).toBe('B');
  });
});
