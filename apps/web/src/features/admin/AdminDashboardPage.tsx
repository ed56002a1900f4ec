import { useTranslation } from 'react-i18next';
import { hasAdminAccess } from '../../app/routes/access';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useCurrentUser } from '../auth/useCurrentUser';
import { QuickLinks } from '../dashboard/QuickLinks';
import { quickLinks } from '../dashboard/quick-links';
import styles from './dashboard/Dashboard.module.css';
import { KpiCards } from './dashboard/KpiCards';
import { AdminPage } from './AdminPage';
import { kpiPermissions } from './dashboard/kpi-cards';

/** /admin — the service's figures the admin's pages cover, and the back-office pages they may open. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const access = useCan();
  const user = useCurrentUser();
  if (!user) return null;
  const mayOpen = (permission: Parameters<typeof hasAdminAccess>[1]) => hasAdminAccess(user, permission);
  return (
    <AdminPage page="admin" title={t('routes.admin')} lead={t('dashboard.introAdmin')}>
      {kpiPermissions.some(mayOpen) && <KpiCards mayOpen={mayOpen} />}
      <section aria-labelledby="admin-links-title">
        <h2 id="admin-links-title" className={styles.sectionTitle}>
          {t('admin:links.title')}
        </h2>
        <QuickLinks links={quickLinks(user, modules, access.can)} labelledBy="admin-links-title" />
      </section>
    </AdminPage>
  );
}
