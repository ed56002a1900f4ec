import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { ToggleButton } from 'primereact/togglebutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { useConfig } from '../../shared/config/useConfig';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useStatusStore } from '../../shared/stores/useStatusStore';
import { useReferenceSync } from '../../shared/reference/useReferenceSync';
import { AccountMenu } from './AccountMenu';
import styles from './AppShell.module.css';
import { AppFooter } from './AppFooter';
import { Banners } from './Banners';
import { Breadcrumbs } from './Breadcrumbs';
import { CompanyBadge } from './CompanyBadge';
import { CompanySwitcher } from './CompanySwitcher';
import { ImpersonationBanner, type ShellUser } from './ImpersonationBanner';
import { usesAdminMenu } from './menu-entries';
import { NewJobDialog } from './NewJobDialog';
import { ExpiredPasswordGate } from '../../features/auth/ExpiredPasswordGate';
import { NoticesMenu } from './NoticesMenu';
import { SideMenu } from './SideMenu';
import { useShellCompanies } from './useShellCompanies';

/**
 * The shell layout of spec section 2 around every non-captive page: top bar (notifications,
 * company switcher or Admin badge, account menu), sidebar menu, breadcrumb, banners and footer.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { dashboardName } = useConfig();
  const user = useCurrentUser() as ShellUser | null;
  const { pathname } = useLocation();
  // The path where the narrow screen's menu was opened: it closes by itself when the page changes.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? pathname : null);
  const [newJobOpen, setNewJobOpen] = useState(false);
  const wideLayout = useStatusStore((state) => state.wideLayout);
  const setWideLayout = useStatusStore((state) => state.setWideLayout);
  const isAdminMenu = user ? usesAdminMenu(user) : false;
  const companies = useShellCompanies(user !== null && !isAdminMenu);
  useReferenceSync(user?.id);

  if (!user) return <PageLoading />;
  const wide = user.isSu && wideLayout;

  return (
    <div className={`${styles.shell} ${wide ? styles.wide : ''}`} data-layout={wide ? 'wide' : 'normal'}>
      <ExpiredPasswordGate />
      <a className={styles.skipLink} href="#page-content">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.topBar}>
        <Button
          type="button"
          icon={menuOpen ? 'pi pi-times' : 'pi pi-bars'}
          text
          rounded
          severity="secondary"
          className={styles.menuToggle}
          aria-label={t('shell.menu.toggle')}
          aria-expanded={menuOpen}
          aria-controls="side-nav"
          data-testid="menu-toggle"
          onClick={() => setMenuOpen(!menuOpen)}
        />
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{dashboardName}</span>
        </Link>
        <div className={styles.topBarEnd}>
          {user.isSu && (
            <>
              <Tag value={t('shell.su.badge')} severity="danger" icon="pi pi-bolt" data-testid="su-badge" />
              <ToggleButton
                checked={wideLayout}
                onChange={(event) => setWideLayout(event.value)}
                onLabel={t('shell.su.wide')}
                offLabel={t('shell.su.normal')}
                onIcon="pi pi-window-minimize"
                offIcon="pi pi-window-maximize"
                aria-label={t('shell.su.layoutToggle')}
                className={styles.layoutToggle}
              />
            </>
          )}
          {isAdminMenu ? (
            <Tag value={t('shell.adminBadge')} severity="info" icon="pi pi-shield" data-testid="admin-badge" />
          ) : (
            companies &&
            (companies.menu.length > 1 ? (
              <CompanySwitcher companies={companies.menu} />
            ) : (
              companies.menu[0] && <CompanyBadge company={companies.menu[0]} />
            ))
          )}
          <NoticesMenu />
          <AccountMenu user={user} />
        </div>
      </header>
      <ImpersonationBanner user={user} />
      <div className={styles.body}>
        <nav
          id="side-nav"
          className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`}
          aria-label={t('shell.menu.label')}
        >
          <SideMenu user={user} onNewJob={() => setNewJobOpen(true)} onNavigate={() => setMenuOpen(false)} />
        </nav>
        {menuOpen && <div className={styles.scrim} onClick={() => setMenuOpen(false)} aria-hidden="true" />}
        <div className={styles.content} id="page-content" tabIndex={-1}>
          <Banners />
          <Breadcrumbs />
          <div className={styles.page}>
            <Outlet />
          </div>
          <AppFooter />
        </div>
      </div>
      <NewJobDialog visible={newJobOpen} onHide={() => setNewJobOpen(false)} />
    </div>
  );
}
