import { describe, expect, it } from 'vitest';
import { flattenQuery } from './flatten-query';

describe('flattenQuery', () => {
  it('keeps scalar values as they are', () => {
    expect(flattenQuery({ take: 200, skip: 0, name: 'Ada', active: true })).toEqual([
      ['take', '200'],
      ['skip', '0'],
      ['name', 'Ada'],
      ['active', 'true'],
    ]);
  });

  it('writes nested objects with brackets', () => {
    expect(flattenQuery({ where: { name: { contains: 'x' }, companyId: 3 } })).toEqual([
      ['where[name][contains]', 'x'],
      ['where[companyId]', '3'],
    ]);
  });

  it('writes arrays with indices, also inside objects', () => {
    expect(flattenQuery({ select: ['id', 'name'], where: { id: { in: [4, 7] } } })).toEqual([
      ['select[0]', 'id'],
      ['select[1]', 'name'],
      ['where[id][in][0]', '4'],
      ['where[id][in][1]', '7'],
    ]);
  });

  it('writes objects inside arrays', () => {
    expect(flattenQuery({ order: [{ name: 'ASC' }, { id: 'DESC' }] })).toEqual([
      ['order[0][name]', 'ASC'],
      ['order[1][id]', 'DESC'],
    ]);
  });

  it('skips undefined, keeps null as an empty value, serialises dates as ISO', () => {
    const updatedAt = new Date(Date.UTC(2026, 10, 22, 10, 30));
    expect(flattenQuery({ a: undefined, b: null, where: { updatedAt: { gt: updatedAt } } })).toEqual([
      ['b', ''],
      ['where[updatedAt][gt]', '2026-11-22T10:30:00.000Z'],
    ]);
  });

  it('produces nothing for empty arrays and objects', () => {
    expect(flattenQuery({ select: [], where: {} })).toEqual([]);
  });

  it('encodes to a query string the server can parse', () => {
    const search = new URLSearchParams(flattenQuery({ where: { name: { contains: 'a&b c' } } }));
    expect(search.toString()).toBe('where%5Bname%5D%5Bcontains%5D=a%26b+c');
  });
});
