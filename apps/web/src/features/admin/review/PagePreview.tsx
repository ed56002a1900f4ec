import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { PagePreviewData } from './review-api';
import styles from './Review.module.css';

/** The company page as candidates would see it: banner, logo, name, place, website, description, gallery. */
export function PagePreview({ page }: { page: PagePreviewData }) {
  const { t } = useTranslation();
  return (
    <article
      className={styles.preview}
      data-testid="page-preview"
      aria-label={t('admin-review:page.previewLabel')}
    >
      {page.banner && <img src={page.banner} alt="" className={styles.banner} />}
      <div className={styles.previewCompany}>
        {page.logo && <img src={page.logo} alt="" className={styles.logo} />}
        <h2 className={styles.previewTitle}>{page.name}</h2>
      </div>
      <div className={styles.facts}>
        {page.place && <Tag icon="pi pi-map-marker" value={page.place} severity="secondary" rounded />}
        {page.website && <Tag icon="pi pi-globe" value={page.website} severity="secondary" rounded />}
      </div>
      {page.description ? (
        <p className={styles.description}>{page.description}</p>
      ) : (
        <p className={styles.muted}>{t('admin-review:page.noDescription')}</p>
      )}
      {page.images.length > 0 && (
        <div className={styles.gallery}>
          {page.images.map((url, i) => (
            <img key={url} src={url} alt={t('admin-review:page.imageAlt', { n: i + 1 })} />
          ))}
        </div>
      )}
    </article>
  );
}
