import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../shared/config/useConfig';
import styles from './AppShell.module.css';
import { CookieDialog } from './CookieDialog';
import { LegalDialog, type LegalDocument } from './LegalDialog';

/** The footer: the year and the legal links, opened in modals. */
export function AppFooter() {
  const { t } = useTranslation();
  const { dashboardName } = useConfig();
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const [cookies, setCookies] = useState(false);
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <span>{t('shell.footer.title', { year, name: dashboardName })}</span>
      <ul>
        <li>
          <a
            href="/web-conditions.html"
            onClick={(event) => {
              event.preventDefault();
              setLegal('web-conditions');
            }}
          >
            {t('shell.footer.conditions')}
          </a>
        </li>
        <li>
          <a
            href="/web-policy-user.html"
            onClick={(event) => {
              event.preventDefault();
              setLegal('web-policy-user');
            }}
          >
            {t('shell.footer.privacy')}
          </a>
        </li>
        <li>
          <button type="button" className={styles.linkButton} onClick={() => setCookies(true)}>
            {t('shell.footer.cookies')}
          </button>
        </li>
      </ul>
      <LegalDialog name={legal} onHide={() => setLegal(null)} />
      <CookieDialog visible={cookies} onHide={() => setCookies(false)} />
    </footer>
  );
}
