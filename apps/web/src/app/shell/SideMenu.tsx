import { InputText } from 'primereact/inputtext';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import type { SessionUser } from '../../shared/stores/useSessionStore';
import styles from './AppShell.module.css';
import { activeEntryName, areasKnown, filterEntries, menuEntries } from './menu-entries';
import { useMenuTypeAhead } from './useMenuTypeAhead';

/** The menu search and the type-ahead forget the typed text this long after the last keystroke (spec section 9). */
export const MENU_SEARCH_CLEAR_MS = 500;

interface SideMenuProps {
  user: SessionUser;
  onNewJob: () => void;
  onNavigate: () => void;
}

/** The left sidebar menu: recruiter or admin entries, with the type-ahead search. */
export function SideMenu({ user, onNewJob, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const { modules } = useConfig();
  const access = useCan();
  const ready = areasKnown(user, access);
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typeAhead = useMenuTypeAhead(MENU_SEARCH_CLEAR_MS);

  const entries = useMemo(
    () => menuEntries(user, modules, access.can).map((entry) => ({ ...entry, label: t(entry.label) })),
    [user, modules, access, t],
  );
  const visible = filterEntries(entries, search);
  const active = activeEntryName(pathname, entries);

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  const onSearch = (value: string) => {
    setSearch(value);
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => setSearch(''), MENU_SEARCH_CLEAR_MS);
  };

  return (
    <div className={styles.sideMenu}>
      <span className={`p-input-icon-left ${styles.menuSearch}`}>
        <i className="pi pi-search" aria-hidden="true" />
        <InputText
          type="search"
          value={search}
          placeholder={t('shell.menu.searchPlaceholder')}
          aria-label={t('shell.menu.search_label')}
          data-testid="menu-search"
          onChange={(event) => onSearch(event.target.value)}
        />
      </span>
      <ul
        className={styles.menuList}
        data-testid={ready ? 'side-menu' : undefined}
        aria-busy={!ready}
        onKeyDown={typeAhead}
      >
        {(ready ? visible : []).map((entry) => (
          <li key={entry.name} data-entry={entry.name}>
            {/* A Link, not a NavLink: the active entry follows our rule (a board highlights board_list), not the URL. */}
            <Link
              to={entry.path}
              className={`${styles.menuLink} ${active === entry.name ? styles.menuLinkActive : ''}`}
              aria-current={active === entry.name ? 'page' : undefined}
              data-active={active === entry.name}
              onClick={onNavigate}
            >
              <i className={entry.icon} aria-hidden="true" />
              <span>{entry.label}</span>
            </Link>
            {entry.hasNewAction && (
              <button
                type="button"
                className={styles.menuSubLink}
                onClick={onNewJob}
                data-testid="menu-new-job"
              >
                <i className="pi pi-plus" aria-hidden="true" />
                <span>{t('shell.menu.newJob')}</span>
              </button>
            )}
          </li>
        ))}
        {ready && visible.length === 0 && <li className={styles.empty}>{t('shell.menu.noMatch')}</li>}
      </ul>
    </div>
  );
}
