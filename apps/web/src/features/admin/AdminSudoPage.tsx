import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogTable } from './sudo/AuditLogTable';
import { CompaniesTable } from './sudo/CompaniesTable';
import { CompanyDetail } from './sudo/CompanyDetail';
import { AdminPage } from './AdminPage';
import styles from './sudo/Sudo.module.css';

/**
 * /admin/sudo (sudoer) — the companies (search, paging, a company's detail with its members to act as) and
 * the audit log. The open company and the tab live in the address (?company=, ?tab=audit).
 */
export function AdminSudoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const companyId = Number(params.get('company'));
  const tab = params.get('tab') === 'audit' ? 1 : 0;
  return (
    <AdminPage page="admin-sudo" title={t('routes.admin_sudo')} lead={t('admin:lead')}>
      <TabView
        activeIndex={tab}
        onTabChange={(e) => setParams(e.index === 1 ? { tab: 'audit' } : {})}
        className={styles.tabs}
      >
        <TabPanel
          header={t('admin:tabs.companies')}
          leftIcon="pi pi-building"
          pt={{ headerAction: { 'data-testid': 'tab-companies' } as object }}
        >
          {Number.isInteger(companyId) && companyId > 0 ? (
            <CompanyDetail key={companyId} companyId={companyId} backHref="/admin/sudo" />
          ) : (
            <CompaniesTable companyHref={(id) => `/admin/sudo?company=${id}`} />
          )}
        </TabPanel>
        <TabPanel
          header={t('admin:tabs.audit')}
          leftIcon="pi pi-history"
          pt={{ headerAction: { 'data-testid': 'tab-audit' } as object }}
        >
          <AuditLogTable />
        </TabPanel>
      </TabView>
    </AdminPage>
  );
}
