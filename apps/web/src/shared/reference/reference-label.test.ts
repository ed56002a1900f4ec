import { describe, expect, it } from 'vitest';
import { labelOf } from './reference-label';

describe('labelOf', () => {
  it('names a record in the UI language', () => {
    expect(labelOf({ name: 'Inglese', nameEn: 'English' }, 'en')).toBe('English');
    expect(labelOf({ name: 'Inglese', nameEn: 'English' }, 'it')).toBe('Inglese');
    expect(labelOf({ name: 'English', nameIt: 'Inglese' }, 'it')).toBe('Inglese');
  });

  it('names a question by its text, so sorting a table of questions never meets undefined', () => {
    const question = { text: 'Perché questo lavoro?', textEn: 'Why this job?' } as never;
    expect(labelOf(question, 'it')).toBe('Perché questo lavoro?');
    expect(labelOf(question, 'en')).toBe('Why this job?');
    expect(labelOf({} as never, 'en')).toBe('');
  });
});
