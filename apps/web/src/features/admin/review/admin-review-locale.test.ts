import { describe } from 'vitest';
import { checkNamespace, sourceFiles } from '../../../shared/i18n/locale-test-kit';

describe('the admin-review namespace', () => {
  checkNamespace('admin-review', {
    sources: sourceFiles(
      'src/features/admin/review',
      'src/features/admin/AdminEnrollmentPage.tsx',
      'src/features/admin/AdminApprovalPage.tsx',
      'src/features/jobs/JobStatusTags.tsx',
      'src/features/join/ConfirmCodeStep.tsx',
    ),
    minUsed: 60,
  });
});
