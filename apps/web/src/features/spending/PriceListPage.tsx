import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format/money';
import { labelOf } from '../../shared/reference/reference-label';
import { EmptyState } from '../../shared/ui/EmptyState';
import { LoadingBlock } from '../../shared/ui/LoadingBlock';
import { CompanyAccountGate } from '../../shared/ui/CompanyAccountGate';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { Tier } from './billing-api';
import styles from './Billing.module.css';
import { EstimateTool } from './EstimateTool';
import { PriceHistoryTable } from './PriceHistoryTable';
import { useActiveCompanyId } from './useActiveCompanyId';
import { useTierPriceList, useTiers } from './usePriceList';

/** /spending/pricelist — the tiers at today's prices, their history and an estimate (pricing module). */
export function PriceListPage() {
  const { t } = useTranslation();
  const company = useActiveCompanyId();
  return (
    <div className={styles.page} data-page="pricelist">
      <PageHeader title={t('routes.pricelist')} />
      <CompanyAccountGate
        company={company}
        permission="pricing"
        noAccess={{ text: t('billing:pricelist.noAccess'), testId: 'pricelist-no-access' }}
      >
        {(companyId) => <PriceListView companyId={companyId} />}
      </CompanyAccountGate>
    </div>
  );
}

function TierCard({ tier, lang }: { tier: Tier; lang: string }) {
  const { t } = useTranslation();
  const italian = lang.startsWith('it');
  return (
    <article className={styles.tier} aria-labelledby={`tier-${tier.id}`} data-testid={`tier-${tier.key}`}>
      <div className={styles.tierHead}>
        <h3 className={styles.tierName} id={`tier-${tier.id}`}>
          {labelOf(tier, lang)}
        </h3>
        <ToneTag
          tone={tier.source === 'company' ? 'success' : 'neutral'}
          value={t(`billing:pricelist.source.${tier.source}`)}
        />
      </div>
      <p className={styles.tierText}>{italian ? tier.description : tier.descriptionEn || tier.description}</p>
      <dl className={styles.prices}>
        <div>
          <dt>{t('billing:pricelist.publish')}</dt>
          <dd data-testid="tier-publish">{formatMoney(tier.publishCents)}</dd>
        </div>
        <div>
          <dt>{t('billing:pricelist.day')}</dt>
          <dd data-testid="tier-day">{formatMoney(tier.dayCents)}</dd>
        </div>
      </dl>
    </article>
  );
}

function PriceListView({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const tiers = useTiers(companyId);
  const [picked, setPicked] = useState<number | null>(null);
  const tierId = picked ?? tiers.data?.[0]?.id ?? null;
  const priceList = useTierPriceList(companyId, tierId);
  const tier = tiers.data?.find((x) => x.id === tierId);

  if (tiers.isPending) return <LoadingBlock label={t('billing:loading')} />;
  if (tiers.isError || !tiers.data || tiers.data.length === 0)
    return (
      <EmptyState icon="pi pi-exclamation-circle" testId="pricelist-error">
        {t('billing:pricelist.unavailable')}
      </EmptyState>
    );
  return (
    <>
      <p className={styles.lead}>{t('billing:pricelist.lead')}</p>
      <section aria-labelledby="tiers-title" className={styles.tiers} data-testid="tiers">
        <h2 id="tiers-title" className={styles.srOnly}>
          {t('billing:pricelist.tiers')}
        </h2>
        {tiers.data.map((x) => (
          <TierCard key={x.id} tier={x} lang={lang} />
        ))}
      </section>
      <section className={styles.section} aria-labelledby="history-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 className={styles.sectionTitle} id="history-title">
              {t('billing:pricelist.history.title')}
            </h2>
            <p className={styles.sectionNote}>{t('billing:pricelist.history.description')}</p>
          </div>
          <SelectButton
            value={tierId}
            options={tiers.data.map((x) => ({ value: x.id, label: labelOf(x, lang) }))}
            onChange={(event) => {
              if (event.value !== null && event.value !== undefined) setPicked(event.value as number);
            }}
            allowEmpty={false}
            aria-label={t('billing:pricelist.history.pick')}
            data-testid="history-tier"
          />
        </div>
        {priceList.isPending ? (
          <LoadingBlock label={t('billing:loading')} />
        ) : priceList.data && tier ? (
          <PriceHistoryTable priceList={priceList.data} tierName={labelOf(tier, lang)} />
        ) : (
          <EmptyState icon="pi pi-exclamation-circle">{t('billing:pricelist.unavailable')}</EmptyState>
        )}
      </section>
      <EstimateTool companyId={companyId} tiers={tiers.data} />
    </>
  );
}
