import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Company.module.css';
import type { Company } from './company-api';

/** The website as people read it: no scheme, no trailing slash. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The top of the company page as a candidate sees it: banner, logo, name, website and place. */
export function CompanyHero({ company, children }: { company: Company; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={styles.banner} data-testid="company-banner">
        {company.banner ? (
          <img src={company.banner} alt={t('company:images.bannerAlt', { name: company.name })} />
        ) : (
          <div className={styles.bannerEmpty} aria-hidden="true" />
        )}
      </div>
      <div className={styles.heroBody}>
        <div className={styles.heroLogo} data-testid="company-logo">
          {company.logo ? (
            <img src={company.logo} alt={t('company:images.logoAlt', { name: company.name })} />
          ) : (
            <i className="pi pi-building" aria-hidden="true" />
          )}
        </div>
        <div className={styles.heroText}>
          <h1 id="page-title" className={styles.heroTitle}>
            {company.name}
          </h1>
          <ul className={styles.meta}>
            {company.website && (
              <li>
                <i className="pi pi-globe" aria-hidden="true" />
                <a
                  href={company.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="company-website"
                >
                  {shownUrl(company.website)}
                </a>
              </li>
            )}
            {company.place && (
              <li data-testid="company-place">
                <i className="pi pi-map-marker" aria-hidden="true" />
                <span>{company.place.place_name}</span>
              </li>
            )}
            {company.vatId && (
              <li>
                <i className="pi pi-id-card" aria-hidden="true" />
                <span>{t('company:page.vatLine', { vatId: company.vatId })}</span>
              </li>
            )}
          </ul>
        </div>
        {children && <div className={styles.heroActions}>{children}</div>}
      </div>
    </section>
  );
}
