import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-mail namespace', () => {
  checkNamespace('admin-mail', {
    sources: sourceFiles(
      'src/features/admin/mail',
      'src/features/admin/recruiter',
      'src/features/team/ApiKeysSection.tsx',
    ),
    minUsed: 80,
  });
});
