import { describe, expect, it } from 'vitest';
import { typeAheadMatch } from './menu-type-ahead';

const labels = [
  'Dashboard',
  'Nuova ricerca',
  'Gestione annunci',
  'Profili salvati',
  'Messaggi',
  'Pagine aziendali',
];

describe('typeAheadMatch', () => {
  it('finds the first entry starting with the typed letters, whatever their case', () => {
    expect(typeAheadMatch(labels, 'p', 0)).toBe(3);
    expect(typeAheadMatch(labels, 'Pa', 3)).toBe(5);
    expect(typeAheadMatch(labels, 'MES', 0)).toBe(4);
  });

  it('moves on to the next entry with the same letter typed again, wrapping around', () => {
    expect(typeAheadMatch(labels, 'pp', 3)).toBe(5);
    expect(typeAheadMatch(labels, 'ppp', 5)).toBe(3);
  });

  it('finds nothing for letters no entry starts with', () => {
    expect(typeAheadMatch(labels, 'x', 0)).toBe(-1);
    expect(typeAheadMatch(labels, 'px', 3)).toBe(-1);
    expect(typeAheadMatch(labels, '', 0)).toBe(-1);
  });
});
