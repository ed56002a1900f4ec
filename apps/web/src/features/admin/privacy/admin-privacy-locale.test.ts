import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-privacy namespace', () => {
  checkNamespace('admin-privacy', {
    sources: sourceFiles('src/features/admin/privacy', 'src/features/admin/AdminPrivacyPage.tsx'),
    minUsed: 25,
  });
});
