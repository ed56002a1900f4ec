import { useMutation } from '@tanstack/react-query';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage } from '../../shared/i18n/i18n';
import { rememberLanguage } from '../../shared/i18n/remember-language';
import { languages } from '../../shared/i18n/languages';
import { endSession } from '../../shared/stores/clear-session';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import { baseZIndexFor, TOP_BAR_MENU_Z_INDEX } from '../../shared/ui/layers';
import styles from './AppShell.module.css';

/** The account menu of the top bar: account settings, language, log out. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menu = useRef<Menu>(null);
  const name = `${user.firstname} ${user.lastname}`.trim();
  const saveLanguage = useMutation({
    mutationFn: rememberLanguage,
  });
  const logout = useMutation({
    mutationFn: endSession,
    onSettled: () => navigate('/login', { replace: true }),
  });

  const items: MenuItem[] = [
    {
      label: name,
      items: [
        {
          label: t('shell.account.settings'),
          icon: 'pi pi-user-edit',
          command: () => void navigate('/account'),
        },
      ],
    },
    {
      label: t('common.language'),
      items: languages.map((lng) => ({
        label: t(`common.languages.${lng}`),
        icon: i18n.resolvedLanguage === lng ? 'pi pi-check' : 'pi pi-globe',
        command: () => {
          void changeLanguage(lng);
          saveLanguage.mutate(lng);
        },
      })),
    },
    { separator: true },
    {
      label: t('shell.account.logout'),
      icon: 'pi pi-sign-out',
      command: () => logout.mutate(),
    },
  ];

  return (
    <>
      <Menu
        model={items}
        popup
        ref={menu}
        id="account-menu"
        baseZIndex={baseZIndexFor(TOP_BAR_MENU_Z_INDEX)}
        popupAlignment="right"
      />
      <Button
        type="button"
        text
        severity="secondary"
        className={styles.accountButton}
        aria-label={t('shell.account.open', { name })}
        aria-haspopup="menu"
        aria-controls="account-menu"
        data-testid="account-menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        {/* Initials drawn by CSS: the accessible name must contain all the visible text (WCAG 2.5.3). */}
        {user.picture ? (
          <Avatar image={user.picture} shape="circle" aria-hidden="true" />
        ) : (
          <span
            aria-hidden="true"
            className={styles.accountInitials}
            data-initials={(user.firstname[0] ?? '') + (user.lastname[0] ?? '')}
          />
        )}
        <span className={styles.accountName}>{name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </Button>
    </>
  );
}
