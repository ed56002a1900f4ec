import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../shared/i18n/locale-test-kit';

describe('the interviews namespace', () => {
  checkNamespace('interviews', {
    sources: sourceFiles('src/features/interviews', 'src/features/account/WorkingHoursSection.tsx'),
    minUsed: 40,
    forms: ['one', 'other', 'recruiter', 'candidate'],
  });
});
