import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutboxTable } from './mail/OutboxTable';
import { PolicyMailings } from './mail/PolicyMailings';
import { TemplateTryer } from './mail/TemplateTryer';
import { AdminPage } from './AdminPage';
import styles from './mail/AdminMail.module.css';

const tabs = ['outbox', 'templates', 'policy'] as const;

/**
 * /admin/mail (sudoer) — the outbox (every mail the product sent or queued, with its content), the
 * template tryer (preview, send to an address) and the privacy-policy mailings. The tab is in the address.
 */
export function AdminMailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const index = Math.max(0, tabs.indexOf(params.get('tab') as (typeof tabs)[number]));
  return (
    <AdminPage page="admin-mail" title={t('routes.admin_mail')} lead={t('admin-mail:lead')}>
      <TabView
        activeIndex={index}
        onTabChange={(e) => setParams(e.index === 0 ? {} : { tab: tabs[e.index]! })}
        className={styles.tabs}
      >
        <TabPanel
          header={t('admin-mail:tabs.outbox')}
          leftIcon="pi pi-inbox"
          pt={{ headerAction: { 'data-testid': 'tab-outbox' } as object }}
        >
          <OutboxTable />
        </TabPanel>
        <TabPanel
          header={t('admin-mail:tabs.templates')}
          leftIcon="pi pi-file-edit"
          pt={{ headerAction: { 'data-testid': 'tab-templates' } as object }}
        >
          <TemplateTryer />
        </TabPanel>
        <TabPanel
          header={t('admin-mail:tabs.policy')}
          leftIcon="pi pi-shield"
          pt={{ headerAction: { 'data-testid': 'tab-policy' } as object }}
        >
          <PolicyMailings />
        </TabPanel>
      </TabView>
    </AdminPage>
  );
}
