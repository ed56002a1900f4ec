import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import styles from '../spending/Billing.module.css';
import type { LicenseOffer } from './license-api';

/** The licences on offer, to compare with the one held (changing it goes through the account manager). */
export function LicenseCatalogue(props: { offers: readonly LicenseOffer[]; currentId: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const italian = lang.startsWith('it');
  const offers = [...props.offers].sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents || a.id - b.id);
  return (
    <div className={styles.offers} data-testid="license-catalogue">
      {offers.map((offer) => {
        const current = offer.id === props.currentId;
        return (
          <article
            key={offer.id}
            className={styles.tier}
            data-current={current}
            aria-labelledby={`offer-${offer.id}`}
            data-testid="license-offer"
          >
            <div className={styles.tierHead}>
              <h3 className={styles.tierName} id={`offer-${offer.id}`}>
                {labelOf(offer, lang)}
              </h3>
              {current && <Tag severity="success" value={t('billing:license.yours')} />}
            </div>
            <p className={styles.tierText}>
              {(italian ? offer.description : offer.descriptionEn || offer.description) ?? ''}
            </p>
            <dl className={styles.prices}>
              <div>
                <dt>{t('billing:license.seats')}</dt>
                <dd>{offer.seats}</dd>
              </div>
              <div>
                <dt>{t('billing:license.posts')}</dt>
                <dd>{offer.jobPostsIncluded}</dd>
              </div>
              <div>
                <dt>{t('billing:license.monthly')}</dt>
                <dd>{formatMoney(offer.monthlyPriceCents)}</dd>
              </div>
            </dl>
          </article>
        );
      })}
    </div>
  );
}
