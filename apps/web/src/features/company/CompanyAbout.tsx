import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/EmptyState';
import styles from './Company.module.css';
import type { Company } from './company-api';
import { CompanySection } from './CompanySection';

/** The description and the gallery, read only. */
export function CompanyAbout({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <>
      <CompanySection id="company-about" icon="pi-info-circle" title={t('company:page.about')}>
        {company.description ? (
          <p className={styles.description} data-testid="company-description">
            {company.description}
          </p>
        ) : (
          <EmptyState icon="pi pi-align-left">{t('company:page.noDescription')}</EmptyState>
        )}
      </CompanySection>
      {company.images.length > 0 && (
        <CompanySection id="company-gallery" icon="pi-images" title={t('company:images.gallery')}>
          <ul className={styles.galleryGrid} aria-label={t('company:images.gallery')}>
            {company.images.map((url, index) => (
              <li key={url} className={styles.galleryItem}>
                <img src={url} alt={t('company:images.galleryAlt', { index: index + 1 })} loading="lazy" />
              </li>
            ))}
          </ul>
        </CompanySection>
      )}
    </>
  );
}
