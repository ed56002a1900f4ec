import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-ai namespace', () => {
  checkNamespace('admin-ai', {
    sources: sourceFiles('src/features/admin/ai', 'src/features/admin/AdminAiPage.tsx'),
    minUsed: 80,
  });
});
