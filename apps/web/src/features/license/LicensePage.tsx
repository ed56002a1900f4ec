import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReference } from '../../shared/reference/useReference';
import { CompanyAccountGate } from '../../shared/ui/CompanyAccountGate';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { PageHeader } from '../../shared/ui/PageHeader';
import styles from '../spending/Billing.module.css';
import { romeDay } from '../spending/rome-calendar';
import { useActiveCompanyId } from '../spending/useActiveCompanyId';
import { CurrentLicense } from './CurrentLicense';
import type { LicenseOffer } from './license-api';
import { LicenseCatalogue } from './LicenseCatalogue';
import { LicenseHistoryTable } from './LicenseHistoryTable';
import { useLicenseHistory, useLicenseUsage } from './useLicense';

/**
 * /license — the company's licence today and its use, its licence history and the catalogue to
 * compare. Read-only: licences are granted and changed by the back office.
 */
export function LicensePage() {
  const { t } = useTranslation();
  const company = useActiveCompanyId();
  return (
    <div className={styles.page} data-page="license">
      <PageHeader title={t('routes.license')} />
      <CompanyAccountGate company={company}>
        {(companyId) => <LicenseView companyId={companyId} />}
      </CompanyAccountGate>
    </div>
  );
}

function LicenseView({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [today] = useState(() => romeDay(Date.now()));
  const usage = useLicenseUsage(companyId);
  const history = useLicenseHistory(companyId);
  const catalogue = useReference('license');
  const offers = catalogue.records as unknown as LicenseOffer[];
  const heldId = usage.data?.licenseId ?? null;
  const offer =
    offers.find((o) => o.id === heldId) ??
    history.data?.find((period) => period.licenseId === heldId)?.license ??
    null;

  return (
    <>
      <p className={styles.lead}>
        {t('billing:license.lead')} <Link to="/contacts">{t('billing:license.contactUs')}</Link>
      </p>
      {usage.isPending ? (
        <LoadingBlock label={t('billing:loading')} />
      ) : usage.data ? (
        <CurrentLicense usage={usage.data} offer={offer} />
      ) : (
        <EmptyState icon="pi pi-exclamation-circle">{t('billing:license.unavailable')}</EmptyState>
      )}
      <section className={styles.section} aria-labelledby="license-history-title">
        <h2 className={styles.sectionTitle} id="license-history-title">
          {t('billing:license.history')}
        </h2>
        {history.isPending ? (
          <LoadingBlock label={t('billing:loading')} />
        ) : history.data ? (
          <LicenseHistoryTable periods={history.data} today={today} />
        ) : (
          <EmptyState icon="pi pi-exclamation-circle">{t('billing:license.unavailable')}</EmptyState>
        )}
      </section>
      <section className={styles.section} aria-labelledby="license-catalogue-title">
        <div>
          <h2 className={styles.sectionTitle} id="license-catalogue-title">
            {t('billing:license.catalogue')}
          </h2>
          <p className={styles.sectionNote}>{t('billing:license.catalogueNote')}</p>
        </div>
        {catalogue.loading ? (
          <LoadingBlock label={t('billing:loading')} />
        ) : (
          <LicenseCatalogue offers={offers} currentId={heldId} />
        )}
      </section>
    </>
  );
}
