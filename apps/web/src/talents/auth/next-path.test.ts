import { describe, expect, it } from 'vitest';
import { safeNext, withQuery } from './next-path';

describe('safeNext', () => {
  it('follows the candidate app’s own paths', () => {
    expect(safeNext('/talents')).toBe('/talents');
    expect(safeNext('/talents/apply/12')).toBe('/talents/apply/12');
    expect(safeNext('/talents?x=1')).toBe('/talents?x=1');
  });

  it('never leaves the candidate app (another site, the dashboard, a look-alike path)', () => {
    for (const raw of [
      'https://evil.example/talents',
      '//evil.example/talents',
      '/login',
      '/talentsx',
      'talents/apply/1',
      '',
      null,
      undefined,
    ]) {
      expect(safeNext(raw), String(raw)).toBeNull();
    }
  });
});

describe('withQuery', () => {
  it('leaves out empty values and encodes the others', () => {
    expect(withQuery('/talents/login', { next: '/talents/apply/3', email: null, notice: '' })).toBe(
      '/talents/login?next=%2Ftalents%2Fapply%2F3',
    );
    expect(withQuery('/talents/signup', { next: null })).toBe('/talents/signup');
  });
});
