import { describe, expect, it } from 'vitest';
import { locationToPlace } from '../../../shared/reference/location-place';
import { rankByPrefix } from '../../../shared/reference/rank-by-prefix';
import { referenceLabel } from './reference-item';

describe('reference items', () => {
  it('names a record in the UI language (languages keep their Italian name in nameIt)', () => {
    expect(referenceLabel({ id: 1, name: 'Lavoro in team', nameEn: 'Teamwork' }, 'it')).toBe(
      'Lavoro in team',
    );
    expect(referenceLabel({ id: 1, name: 'Lavoro in team', nameEn: 'Teamwork' }, 'en')).toBe('Teamwork');
    expect(referenceLabel({ id: 2, name: 'English', nameIt: 'Inglese' }, 'it')).toBe('Inglese');
    expect(referenceLabel({ id: 2, name: 'English', nameIt: 'Inglese' }, 'en')).toBe('English');
    expect(referenceLabel({ id: 3, name: 'B', nameEn: null }, 'en')).toBe('B');
  });

  it('ranks prefix matches first, then contains, case-insensitively', () => {
    const names = ['JavaScript', 'Java', 'TypeScript', 'Go'];
    expect(rankByPrefix(names, 'SCRIPT', (n) => n)).toEqual(['JavaScript', 'TypeScript']);
    expect(rankByPrefix(names, 'ja', (n) => n)).toEqual(['Java', 'JavaScript']);
    expect(rankByPrefix(['Scripting', 'TypeScript'], 'script', (n) => n)).toEqual([
      'Scripting',
      'TypeScript',
    ]);
  });

  it('turns a reference location into a place with [lng, lat]', () => {
    expect(locationToPlace({ id: 1, name: 'Torino', province: 'TO', lat: 45.0703, lng: 7.6869 })).toEqual({
      id: 1,
      place_name: 'Torino (TO)',
      center: [7.6869, 45.0703],
    });
  });
});
