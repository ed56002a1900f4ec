import { describe, expect, it } from 'vitest';
import { TeamErrorText } from '@hiring/domain';
import { checkNamespace, readLocale, sourceFiles } from '../../shared/i18n/locale-test-kit';

describe('the team namespace', () => {
  const keysOf = checkNamespace('team', {
    sources: sourceFiles('src/features/team', 'src/features/join', 'src/shared/team'),
    minUsed: 60,
  });
  for (const lang of ['it', 'en']) {
    it(`translates every team error text of the server in ${lang} (api namespace)`, () => {
      const api = readLocale(lang, 'api');
      expect(Object.values(TeamErrorText).filter((text) => typeof api[text] !== 'string')).toEqual([]);
    });
  }
  it('names every permission key of the domain', () => {
    const keys = keysOf('it');
    for (const key of [
      'jobs',
      'board',
      'candidates',
      'chat',
      'meetings',
      'team',
      'company',
      'budget',
      'pricing',
    ])
      expect(keys.has(`permissions.${key}`)).toBe(true);
  });
});
