import { TabPanel, TabView } from 'primereact/tabview';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './pricing/Pricing.module.css';
import { AdminPage } from './AdminPage';
import { TiersPanel } from './pricing/TiersPanel';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';

// The first tab comes with the page; the others load when opened (docs/performance.md, "First load").
const CompanyPanel = lazy(async () => ({ default: (await import('./pricing/CompanyPanel')).CompanyPanel }));
const LicensesPanel = lazy(async () => ({
  default: (await import('./pricing/LicensesPanel')).LicensesPanel,
}));
const HistoryPanel = lazy(async () => ({ default: (await import('./pricing/HistoryPanel')).HistoryPanel }));

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
            <Suspense fallback={<LoadingBlock label={t('admin-pricing:loading')} />}>
              <CompanyPanel />
            </Suspense>
          </div>
        </TabPanel>
        <TabPanel header={t('admin-pricing:tabs.licenses')}>
          <Suspense fallback={<LoadingBlock label={t('admin-pricing:loading')} />}>
            <LicensesPanel />
          </Suspense>
        </TabPanel>
        <TabPanel header={t('admin-pricing:tabs.history')}>
          <Suspense fallback={<LoadingBlock label={t('admin-pricing:loading')} />}>
            <HistoryPanel />
          </Suspense>
        </TabPanel>
      </TabView>
    </AdminPage>
  );
}
