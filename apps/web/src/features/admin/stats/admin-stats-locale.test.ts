import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-stats namespace', () => {
  checkNamespace('admin-stats', {
    sources: sourceFiles('src/features/admin/stats', 'src/features/admin/AdminStatsPage.tsx'),
    minUsed: 20,
  });
});
