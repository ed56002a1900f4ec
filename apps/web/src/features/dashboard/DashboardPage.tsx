import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBackOffice } from '../../app/routes/access';
import { pathTo } from '../../app/routes/route-paths';
import { areasKnown } from '../../app/shell/menu-entries';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useLogout';
import styles from './DashboardPage.module.css';
import { QuickLinks } from './QuickLinks';
import { quickLinks } from './quick-links';
import { useCompanyRoleName } from './useCompanyRoleName';

/** / — greets the user and leads to the areas they may use (back-office pages for admins). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const access = useCan();
  const user = useCurrentUser();
  const logout = useLogout();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : '';
  const backOffice = user ? isBackOffice(user) : false;
  const links = user ? quickLinks(user, modules, access.can) : [];
  const company = useSessionStore((state) => state.company);
  const roleId = useSessionStore((state) => state.role);
  const roleName = useCompanyRoleName(backOffice ? null : roleId);

  return (
    <div className={styles.page}>
      <header>
        <div className={styles.heading}>
          <h1 id="home-title" className={styles.title}>
            {t('home.greeting', { name })}
          </h1>
          {backOffice && <Tag value={t('home.admin')} severity="info" icon="pi pi-shield" />}
        </div>
        <p className={styles.intro}>{t(backOffice ? 'dashboard.introAdmin' : 'dashboard.intro')}</p>
      </header>

      <section aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className={styles.sectionTitle}>
          {t('dashboard.quickLinks')}
        </h2>
        {user &&
          (areasKnown(user, access) ? (
            <QuickLinks links={links} labelledBy="quick-links-title" />
          ) : (
            <LoadingBlock label={t('shell.loading')} />
          ))}
      </section>

      <section aria-labelledby="account-title">
        <h2 id="account-title" className={styles.sectionTitle}>
          {t('dashboard.yourAccount')}
        </h2>
        <div className={styles.account}>
          <dl className={styles.facts}>
            {!backOffice && company && (
              <>
                <dt>{t('home.company')}</dt>
                <dd data-testid="account-company">{company.name}</dd>
              </>
            )}
            <dt>{t('home.role')}</dt>
            <dd
              data-testid="account-role"
              data-admin={backOffice}
              data-role-id={backOffice ? undefined : roleId}
            >
              {backOffice ? t('home.admin') : roleId === null ? t('home.notAdmin') : (roleName ?? '…')}
            </dd>
            {user && (
              <>
                <dt>{t('login.email')}</dt>
                <dd>{user.email}</dd>
              </>
            )}
          </dl>
          <div className={styles.actions}>
            <Link to={pathTo('account')} className="p-button p-component p-button-outlined">
              <span className="p-button-icon p-button-icon-left pi pi-cog" aria-hidden="true" />
              <span className="p-button-label">{t('dashboard.accountSettings')}</span>
            </Link>
            <Button
              type="button"
              label={t('home.logout')}
              icon="pi pi-sign-out"
              severity="secondary"
              outlined
              onClick={logout}
            />
          </div>
        </div>
      </section>
    </div>
  );
}
