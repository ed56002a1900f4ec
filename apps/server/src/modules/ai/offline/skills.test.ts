import { describe, expect, it } from 'vitest';
import { shippedCatalog } from './catalog.fixture.js';
import { matchSkills, snapYears } from './skills.js';

const ids = (text: string) => matchSkills(text, shippedCatalog.skills).map((s) => [s.skillId, s.years]);

describe('matchSkills', () => {
  it('finds reference skills by Italian or English name, in order, whole words only', () => {
    expect(ids('Usiamo React e TypeScript, niente JavaScript')).toEqual([
      [16, null],
      [1, null],
      [2, null],
    ]);
    expect(ids('Experience with REST APIs and automated testing')).toEqual([
      [51, null],
      [54, null],
    ]);
  });

  it('leaves out a skill found only inside a longer one', () => {
    expect(ids('Sviluppo mobile con React Native')).toEqual([[28, null]]);
  });

  it('reads years from the same clause, snapped to the picker options', () => {
    expect(ids('3 anni di esperienza in TypeScript e React. Docker è un plus')).toEqual([
      [1, 3],
      [16, 3],
      [40, null],
    ]);
    expect(ids('4+ years of Python; Kubernetes (7 years)')).toEqual([
      [3, 3],
      [41, 5],
    ]);
  });

  it('snaps years down to an option', () => {
    expect([0, 1, 4, 7, 12].map(snapYears)).toEqual([0, 1, 3, 5, 10]);
  });
});
