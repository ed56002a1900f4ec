import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-pricing namespace', () => {
  checkNamespace('admin-pricing', {
    sources: sourceFiles('src/features/admin/pricing', 'src/features/admin/AdminJobsPage.tsx'),
    minUsed: 80,
  });
});
