import { describe, expect, it } from 'vitest';
import { cleanFilters, countFilters, filtersOf, sortChoices, sortKey } from './search-form';

describe('search form', () => {
  it('leaves out empty lists, blank text and an unticked exclude-employed', () => {
    expect(
      cleanFilters({
        text: '  ',
        workAreaIds: [],
        seniorityIds: [2],
        excludeEmployed: false,
        company: ' Acme ',
        professionalSkills: [{ skillId: 3, years: 2 }],
      }),
    ).toEqual({ seniorityIds: [2], company: 'Acme', professionalSkills: [{ skillId: 3, years: 2 }] });
    expect(countFilters({ text: 'java', excludeEmployed: true, languages: [] })).toBe(2);
  });

  it('reads stored filters through the contract, dropping what no longer fits', () => {
    expect(filtersOf({ seniorityIds: [1], location: { locationId: 4, radiusKm: 20 } })).toEqual({
      seniorityIds: [1],
      location: { locationId: 4, radiusKm: 20 },
    });
    expect(filtersOf({ bogus: true })).toEqual({});
    expect(filtersOf(null)).toEqual({});
  });

  it('offers rank, name and lastname both ways, created and modified', () => {
    expect(sortChoices.map(sortKey)).toEqual([
      'rank:desc',
      'name:asc',
      'name:desc',
      'lastname:asc',
      'lastname:desc',
      'created:desc',
      'modified:desc',
    ]);
  });
});
