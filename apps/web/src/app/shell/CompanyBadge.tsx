import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyMenuItem } from '../../shared/stores/useSessionStore';
import styles from './AppShell.module.css';

/** The logo of a company in the top bar, or the building icon when it has none. */
export function CompanyLogo({ company }: { company: Pick<CompanyMenuItem, 'logo'> | undefined }) {
  return company?.logo ? (
    <img className={styles.companyLogo} src={company.logo} alt="" data-testid="shell-company-logo" />
  ) : (
    <i className={`pi pi-building ${styles.companyIcon}`} aria-hidden="true" />
  );
}

/** The top bar's company of a user of one company (no switcher then): its logo and name, to its page. */
export function CompanyBadge({ company }: { company: CompanyMenuItem }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/company"
      className={styles.companyBadge}
      aria-label={t('company:shell.badge', { name: company.name })}
      data-testid="company-badge"
    >
      <CompanyLogo company={company} />
      <span className={styles.companyBadgeName}>{company.name}</span>
    </Link>
  );
}
