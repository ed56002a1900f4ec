import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useCurrentUser } from '../auth/useCurrentUser';
import { QuickLinks } from '../dashboard/QuickLinks';
import { quickLinks } from '../dashboard/quick-links';
import styles from '../home/PlaceholderPage.module.css';

/** /admin — the back-office pages the admin's permissions open. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const access = useCan();
  const user = useCurrentUser();
  return (
    <div className={styles.page} data-page="admin">
      <h1 className={styles.title} id="page-title">
        {t('routes.admin')}
      </h1>
      <p className={styles.text}>{t('dashboard.introAdmin')}</p>
      {user && <QuickLinks links={quickLinks(user, modules, access.can)} labelledBy="page-title" />}
    </div>
  );
}
