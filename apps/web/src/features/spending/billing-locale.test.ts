import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../shared/i18n/locale-test-kit';

describe('the billing namespace', () => {
  checkNamespace('billing', {
    sources: sourceFiles('src/features/spending', 'src/features/license', 'src/app/shell/Banners.tsx'),
    minUsed: 100,
  });
});
