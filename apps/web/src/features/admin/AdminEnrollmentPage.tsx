import { TabMenu } from 'primereact/tabmenu';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EnrollmentTable } from './review/EnrollmentTable';
import { enrollmentStates, type EnrollmentState } from './review/review-api';
import { AdminPage } from './AdminPage';

const tabs: Array<EnrollmentState | 'all'> = ['verified', 'requested', 'rejected', 'completed', 'all'];
const icons: Record<(typeof tabs)[number], string> = {
  verified: 'pi pi-inbox',
  requested: 'pi pi-envelope',
  rejected: 'pi pi-ban',
  completed: 'pi pi-check-circle',
  all: 'pi pi-list',
};

/**
 * /admin/enrollment (enrollment) — company signups by state: those whose email is confirmed wait for the
 * back office (verified, the first tab); resend a code, complete or reject with a reason. The tab lives in
 * the address (?state=).
 */
export function AdminEnrollmentPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const tab = tabs.find((name) => name === asked) ?? 'verified';
  const state = (enrollmentStates as readonly string[]).includes(tab) ? (tab as EnrollmentState) : null;
  return (
    <AdminPage
      page="admin-enrollment"
      title={t('routes.admin_enroll')}
      lead={t('admin-review:enrollment.lead')}
    >
      <TabMenu
        model={tabs.map((name) => ({
          label: t(`admin-review:enrollment.tabs.${name}`),
          icon: icons[name],
          className: `tab-${name}`,
        }))}
        activeIndex={tabs.indexOf(tab)}
        onTabChange={(e) => {
          const name = tabs[e.index]!;
          setParams(name === 'verified' ? {} : { state: name });
        }}
        aria-label={t('admin-review:enrollment.tabsLabel')}
      />
      <EnrollmentTable key={tab} state={state} />
    </AdminPage>
  );
}
