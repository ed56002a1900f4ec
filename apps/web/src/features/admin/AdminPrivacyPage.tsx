import { useTranslation } from 'react-i18next';
import { PrivacyRequests } from './privacy/PrivacyRequests';
import { AdminPage } from './AdminPage';

/**
 * /admin/privacy (sudoer) — a candidate's GDPR requests handled on their behalf: find them by email,
 * download their data, erase them with a reason and a receipt (docs/privacy.md).
 */
export function AdminPrivacyPage() {
  const { t } = useTranslation();
  return (
    <AdminPage page="admin-privacy" title={t('routes.admin_privacy')} lead={t('admin-privacy:lead')}>
      <PrivacyRequests />
    </AdminPage>
  );
}
