import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { MAX_GALLERY_IMAGES } from '@hiring/domain/companies/company-page';
import styles from './Company.module.css';
import type { Company } from './company-api';
import { CompanySection } from './CompanySection';
import { ImagePicker } from './ImagePicker';
import { useRemoveCompanyImages, useUploadCompanyImage } from './useCompanyPage';

const Busy = () => (
  <span className={styles.busy}>
    <ProgressSpinner style={{ width: '2rem', height: '2rem' }} strokeWidth="6" />
  </span>
);

/** Logo (256x256 PNG), banner (1430x260 JPEG) and gallery (up to 8): uploaded at once, removable. */
export function CompanyImagesEditor({ company }: { company: Company }) {
  const { t } = useTranslation();
  const upload = useUploadCompanyImage();
  const remove = useRemoveCompanyImages(company.id);
  const send = (kind: 'logo' | 'banner' | 'gallery') => (file: File) => upload.mutateAsync({ kind, file });
  const galleryFull = company.images.length >= MAX_GALLERY_IMAGES;
  const removeButton = (kind: 'logo' | 'banner') => (
    <Button
      type="button"
      icon="pi pi-trash"
      label={t('company:images.remove')}
      text
      size="small"
      severity="danger"
      disabled={remove.isPending}
      onClick={() => remove.mutate({ [kind]: null })}
      data-testid={`company-${kind}-remove`}
    />
  );

  return (
    <CompanySection
      id="company-images"
      icon="pi-images"
      title={t('company:images.title')}
      description={t('company:images.hint')}
    >
      <div className={styles.imageRow}>
        <div className={styles.imageSlot}>
          <h3 className={styles.slotTitle}>{t('company:images.logo')}</h3>
          <ImagePicker
            id="company-logo-input"
            label={t('company:images.uploadLogo')}
            onPick={send('logo')}
            actions={company.logo && removeButton('logo')}
          >
            {(preview, busy) => (
              <div className={styles.logoPreview} data-testid="company-logo-preview">
                {preview || company.logo ? (
                  <img
                    src={preview ?? company.logo!}
                    alt={t('company:images.logoAlt', { name: company.name })}
                  />
                ) : (
                  <i className="pi pi-building" aria-hidden="true" />
                )}
                {busy && <Busy />}
              </div>
            )}
          </ImagePicker>
          <small className={styles.hint}>{t('company:images.logoSize')}</small>
        </div>

        <div className={`${styles.imageSlot} ${styles.bannerSlot}`}>
          <h3 className={styles.slotTitle}>{t('company:images.banner')}</h3>
          <ImagePicker
            id="company-banner-input"
            label={t('company:images.uploadBanner')}
            onPick={send('banner')}
            actions={company.banner && removeButton('banner')}
          >
            {(preview, busy) => (
              <div className={styles.bannerPreview} data-testid="company-banner-preview">
                {preview || company.banner ? (
                  <img
                    src={preview ?? company.banner!}
                    alt={t('company:images.bannerAlt', { name: company.name })}
                  />
                ) : (
                  <i className="pi pi-image" aria-hidden="true" />
                )}
                {busy && <Busy />}
              </div>
            )}
          </ImagePicker>
          <small className={styles.hint}>{t('company:images.bannerSize')}</small>
        </div>
      </div>

      <div className={styles.imageSlot}>
        <h3 className={styles.slotTitle}>
          {t('company:images.gallery')}{' '}
          <span className={styles.counter}>
            {company.images.length}/{MAX_GALLERY_IMAGES}
          </span>
        </h3>
        <ImagePicker
          id="company-gallery-input"
          label={t('company:images.addGallery')}
          onPick={send('gallery')}
          disabled={galleryFull}
        >
          {(preview) =>
            (company.images.length > 0 || preview) && (
              <ul className={styles.galleryGrid} aria-label={t('company:images.gallery')}>
                {company.images.map((url, index) => (
                  <li key={url} className={styles.galleryItem}>
                    <img src={url} alt={t('company:images.galleryAlt', { index: index + 1 })} />
                    <Button
                      type="button"
                      icon="pi pi-times"
                      rounded
                      severity="secondary"
                      size="small"
                      className={styles.galleryRemove}
                      aria-label={t('company:images.removeGallery', { index: index + 1 })}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate({ images: company.images.filter((other) => other !== url) })
                      }
                    />
                  </li>
                ))}
                {preview && (
                  <li className={styles.galleryItem}>
                    <img src={preview} alt="" />
                    <Busy />
                  </li>
                )}
              </ul>
            )
          }
        </ImagePicker>
        <small className={styles.hint}>
          {galleryFull
            ? t('company:images.galleryFull', { max: MAX_GALLERY_IMAGES })
            : t('company:images.gallerySize')}
        </small>
      </div>
    </CompanySection>
  );
}
