import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../shared/i18n/locale-test-kit';

describe('the company namespace', () => {
  checkNamespace('company', {
    sources: sourceFiles(
      'src/features/company',
      'src/app/shell/CompanySwitcher.tsx',
      'src/app/shell/AppShell.tsx',
    ),
    minUsed: 50,
  });
});
