import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyPanel } from './pricing/CompanyPanel';
import { HistoryPanel } from './pricing/HistoryPanel';
import { LicensesPanel } from './pricing/LicensesPanel';
import styles from './pricing/Pricing.module.css';
import { AdminPage } from './AdminPage';
import { TiersPanel } from './pricing/TiersPanel';

/** /admin/jobs — back office: job pricing (tiers and list prices, company prices and licences, history). */
export function AdminJobsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  return (
    <AdminPage page="admin-jobs" title={t('admin-pricing:title')} lead={t('admin-pricing:lead')}>
      <TabView activeIndex={tab} onTabChange={(e) => setTab(e.index)}>
        <TabPanel header={t('admin-pricing:tabs.tiers')}>
          <div className={styles.form}>
            <TiersPanel />
          </div>
        </TabPanel>
        <TabPanel header={t('admin-pricing:tabs.company')}>
          <div className={styles.form}>
            <CompanyPanel />
          </div>
        </TabPanel>
        <TabPanel header={t('admin-pricing:tabs.licenses')}>
          <LicensesPanel />
        </TabPanel>
        <TabPanel header={t('admin-pricing:tabs.history')}>
          <HistoryPanel />
        </TabPanel>
      </TabView>
    </AdminPage>
  );
}
