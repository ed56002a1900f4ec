import { ProgressBar } from 'primereact/progressbar';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import { EmptyState } from '../../shared/ui/EmptyState';
import styles from '../spending/Billing.module.css';
import type { LicenseUsage } from '@hiring/domain';
import type { LicenseOffer } from './license-api';
import { allowanceUse } from './license-period';

function Allowance(props: { label: string; used: number; allowed: number; testId: string }) {
  const { t } = useTranslation();
  const use = allowanceUse(props.used, props.allowed);
  return (
    <div className={styles.usageItem} data-testid={props.testId}>
      <div className={styles.usageHead}>
        <span>{props.label}</span>
        <span className={styles.money} data-testid={`${props.testId}-value`}>
          {t('billing:license.usedOf', { used: props.used, allowed: props.allowed })}
        </span>
      </div>
      <ProgressBar
        value={use.percent}
        showValue={false}
        style={{ height: '0.6rem' }}
        className={styles.bar}
        data-over={use.over}
        aria-label={`${props.label}: ${t('billing:license.usedOf', { used: props.used, allowed: props.allowed })}`}
      />
      {use.over && <Tag severity="danger" value={t('billing:license.overAllowance')} />}
    </div>
  );
}

/** The licence held today: its name, validity, what it allows and how much of it is used. */
export function CurrentLicense(props: { usage: LicenseUsage; offer: LicenseOffer | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const { usage, offer } = props;
  if (usage.companyLicenseId === null || usage.name === null || usage.startsOn === null)
    return (
      <EmptyState icon="pi pi-id-card" testId="license-none">
        {t('billing:license.none')} <Link to="/contacts">{t('billing:license.contactUs')}</Link>
      </EmptyState>
    );
  return (
    <section className={styles.section} aria-labelledby="license-current" data-testid="license-current">
      <div className={styles.licenseHead}>
        <h2 className={styles.licenseName} id="license-current">
          {labelOf({ name: usage.name, nameEn: usage.nameEn }, lang)}
        </h2>
        <Tag severity="success" value={t('billing:license.states.active')} />
      </div>
      <p className={styles.sectionNote} data-testid="license-validity">
        {usage.endsOn === null
          ? t('billing:license.validOpen', { start: formatDate(usage.startsOn) })
          : t('billing:license.valid', { start: formatDate(usage.startsOn), end: formatDate(usage.endsOn) })}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('billing:license.seats')}</dt>
          <dd>{usage.seats}</dd>
        </div>
        <div>
          <dt>{t('billing:license.posts')}</dt>
          <dd>{usage.jobPostsIncluded}</dd>
        </div>
        {offer && (
          <div>
            <dt>{t('billing:license.monthly')}</dt>
            <dd data-testid="license-price">{formatMoney(offer.monthlyPriceCents)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.usage}>
        <Allowance
          label={t('billing:license.seatsUsed')}
          used={usage.seatsUsed}
          allowed={usage.seats}
          testId="license-seats"
        />
        <Allowance
          label={t('billing:license.postsPublished')}
          used={usage.jobPostsPublished}
          allowed={usage.jobPostsIncluded}
          testId="license-posts"
        />
      </div>
      <p className={styles.hint}>{t('billing:license.seatsNote')}</p>
    </section>
  );
}
