import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin namespace', () => {
  checkNamespace('admin', {
    sources: sourceFiles(
      'src/features/admin/sudo',
      'src/features/admin/dashboard',
      'src/features/admin/AdminSudoPage.tsx',
      'src/features/admin/AdminDashboardPage.tsx',
    ),
    minUsed: 60,
  });
});
