import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { labelOf } from '../../../shared/reference/reference-label';
import { ConfirmActionDialog, type ConfirmRequest } from '../../../shared/ui/ConfirmActionDialog';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { ToneTag } from '../../../shared/ui/ToneTag';
import type { Tier } from '../../spending/billing-api';
import { CompanyPicker } from './CompanyPicker';
import { LicenseGrantDialog, type GrantInput } from './LicenseGrantDialog';
import { PriceDialog, type PriceInput } from './PriceDialog';
import {
  endLicensePeriod,
  getCompanyTiers,
  getLicensePeriods,
  getLicenses,
  getOverrides,
  grantLicense,
  postOverride,
  pricingKeys,
  withdrawLicensePeriod,
  type CompanyOption,
  type LicensePeriod,
  type OverrideRow,
} from './pricing-api';
import styles from './Pricing.module.css';
import { useAdminTiers, usePricingWrite } from './usePricingAdmin';

/** One company: its prices per tier (override or list), overrides and their history, its licence periods. */
export function CompanyPanel() {
  const { t } = useTranslation('admin-pricing');
  const [company, setCompany] = useState<CompanyOption | null>(null);
  return (
    <>
      <section className={styles.section} aria-labelledby="company-title">
        <div>
          <h2 className={styles.sectionTitle} id="company-title">
            {t('admin-pricing:company.title')}
          </h2>
          <p className={styles.sectionNote}>{t('admin-pricing:company.note')}</p>
        </div>
        <CompanyPicker value={company} onChange={setCompany} />
      </section>
      {company ? (
        <CompanyPrices key={company.id} company={company} />
      ) : (
        <EmptyState icon="pi pi-building" testId="pricing-no-company">
          {t('admin-pricing:company.none')}
        </EmptyState>
      )}
    </>
  );
}

type PriceTarget = { tier: Tier; mode: 'override' | 'end' };

function CompanyPrices({ company }: { company: CompanyOption }) {
  const { t, i18n } = useTranslation('admin-pricing');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const base = [...pricingKeys.company(company.id)];
  const tiers = useQuery({
    queryKey: [...base, 'tiers'],
    queryFn: ({ signal }) => getCompanyTiers(company.id, signal),
  });
  const overrides = useQuery({
    queryKey: [...base, 'overrides'],
    queryFn: ({ signal }) => getOverrides(company.id, signal),
  });
  const periods = useQuery({
    queryKey: [...base, 'licences'],
    queryFn: ({ signal }) => getLicensePeriods(company.id, signal),
  });
  const licenses = useQuery({ queryKey: pricingKeys.licenses, queryFn: ({ signal }) => getLicenses(signal) });
  const adminTiers = useAdminTiers();
  const [target, setTarget] = useState<PriceTarget | null>(null);
  const [grant, setGrant] = useState<'grant' | 'end' | null>(null);
  const [ending, setEnding] = useState<LicensePeriod | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const saveOverride = usePricingWrite(
    (input: { tierId: number; price: PriceInput }) => postOverride(company.id, input.tierId, input.price),
    'admin-pricing:company.saved',
    () => setTarget(null),
  );
  const saveGrant = usePricingWrite(
    (input: GrantInput) => grantLicense({ companyId: company.id, ...input }),
    'admin-pricing:licenses.grant.saved',
    () => setGrant(null),
  );
  const saveEnd = usePricingWrite(
    (input: { id: number; endsOn: string }) => endLicensePeriod(input.id, input.endsOn),
    'admin-pricing:licenses.grant.ended',
    () => {
      setGrant(null);
      setEnding(null);
    },
  );
  const withdraw = usePricingWrite(
    (id: number) => withdrawLicensePeriod(id),
    'admin-pricing:licenses.grant.withdrawn',
  );

  const tierName = (tierId: number) => {
    const found = adminTiers.data?.find((x) => x.id === tierId);
    return found ? labelOf(found, lang) : String(tierId);
  };
  const cents = (value: number | null) =>
    value === null ? (
      <span className={styles.muted}>{t('admin-pricing:company.listPrice')}</span>
    ) : (
      <span className={styles.money}>{formatMoney(value)}</span>
    );

  return (
    <>
      <section className={styles.section} aria-labelledby="company-prices-title">
        <h2 className={styles.sectionTitle} id="company-prices-title">
          {t('admin-pricing:company.prices', { company: company.name })}
        </h2>
        {tiers.isPending ? (
          <LoadingBlock label={t('admin-pricing:loading')} />
        ) : (
          <DataTable
            value={tiers.data?.tiers ?? []}
            dataKey="id"
            size="small"
            stripedRows
            aria-labelledby="company-prices-title"
            emptyMessage={t('admin-pricing:empty')}
            data-testid="company-prices"
          >
            <Column header={t('admin-pricing:tiers.name')} body={(row: Tier) => labelOf(row, lang)} />
            <Column header={t('admin-pricing:tiers.publish')} body={(row: Tier) => cents(row.publishCents)} />
            <Column header={t('admin-pricing:tiers.day')} body={(row: Tier) => cents(row.dayCents)} />
            <Column
              header={t('admin-pricing:company.source')}
              body={(row: Tier) => (
                <ToneTag
                  tone={row.source === 'company' ? 'success' : 'neutral'}
                  value={t(`admin-pricing:company.sources.${row.source}`)}
                />
              )}
            />
            <Column
              header={t('admin-pricing:actions')}
              body={(row: Tier) => (
                <div className={styles.rowActions}>
                  <Button
                    icon="pi pi-tag"
                    text
                    size="small"
                    label={t('admin-pricing:company.override')}
                    aria-label={t('admin-pricing:company.overrideLabel', { tier: labelOf(row, lang) })}
                    onClick={() => setTarget({ tier: row, mode: 'override' })}
                    data-testid={`override-${row.key}`}
                  />
                  {row.source === 'company' && (
                    <Button
                      icon="pi pi-times"
                      text
                      size="small"
                      severity="danger"
                      label={t('admin-pricing:company.end')}
                      aria-label={t('admin-pricing:company.endLabel', { tier: labelOf(row, lang) })}
                      onClick={() => setTarget({ tier: row, mode: 'end' })}
                      data-testid={`override-end-${row.key}`}
                    />
                  )}
                </div>
              )}
            />
          </DataTable>
        )}
      </section>
      <section className={styles.section} aria-labelledby="overrides-title">
        <div>
          <h2 className={styles.sectionTitle} id="overrides-title">
            {t('admin-pricing:company.historyTitle')}
          </h2>
          <p className={styles.sectionNote}>{t('admin-pricing:company.historyNote')}</p>
        </div>
        <DataTable
          value={overrides.data ?? []}
          dataKey="id"
          size="small"
          stripedRows
          paginator={(overrides.data?.length ?? 0) > 10}
          rows={10}
          loading={overrides.isPending}
          emptyMessage={t('admin-pricing:company.noOverrides')}
          aria-labelledby="overrides-title"
          data-testid="company-overrides"
        >
          <Column
            header={t('admin-pricing:history.validFrom')}
            body={(row: OverrideRow) => formatDateTime(row.validFrom)}
          />
          <Column
            header={t('admin-pricing:history.tier')}
            body={(row: OverrideRow) => tierName(row.tierId)}
          />
          <Column
            header={t('admin-pricing:history.kind')}
            body={(row: OverrideRow) =>
              row.publishCents === null && row.dayCents === null
                ? t('admin-pricing:company.kindEnd')
                : t('admin-pricing:company.kindOverride')
            }
          />
          <Column
            header={t('admin-pricing:tiers.publish')}
            body={(row: OverrideRow) => cents(row.publishCents)}
          />
          <Column header={t('admin-pricing:tiers.day')} body={(row: OverrideRow) => cents(row.dayCents)} />
          <Column
            header={t('admin-pricing:history.actor')}
            body={(row: OverrideRow) =>
              row.createdBy ? `${row.createdBy.firstname} ${row.createdBy.lastname}` : ''
            }
          />
          <Column field="note" header={t('admin-pricing:price.note')} />
        </DataTable>
      </section>
      <section className={styles.section} aria-labelledby="periods-title">
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle} id="periods-title">
            {t('admin-pricing:licenses.periodsTitle', { company: company.name })}
          </h2>
          <Button
            icon="pi pi-plus"
            label={t('admin-pricing:licenses.grant.action')}
            onClick={() => setGrant('grant')}
            data-testid="license-grant"
          />
        </div>
        <DataTable
          value={periods.data ?? []}
          dataKey="id"
          size="small"
          stripedRows
          loading={periods.isPending}
          emptyMessage={t('admin-pricing:licenses.noPeriods')}
          aria-labelledby="periods-title"
          data-testid="license-periods"
        >
          <Column
            header={t('admin-pricing:licenses.name')}
            body={(row: LicensePeriod) => (row.license ? labelOf(row.license, lang) : row.licenseId)}
          />
          <Column
            header={t('admin-pricing:licenses.grant.startsOn')}
            body={(row: LicensePeriod) => formatDate(row.startsOn)}
          />
          <Column
            header={t('admin-pricing:licenses.grant.endsOn')}
            body={(row: LicensePeriod) =>
              row.endsOn ? (
                formatDate(row.endsOn)
              ) : (
                <span className={styles.muted}>{t('admin-pricing:licenses.open')}</span>
              )
            }
          />
          <Column field="note" header={t('admin-pricing:licenses.grant.note')} />
          <Column
            header={t('admin-pricing:actions')}
            body={(row: LicensePeriod) => (
              <div className={styles.rowActions}>
                <Button
                  icon="pi pi-calendar-times"
                  text
                  size="small"
                  label={t('admin-pricing:licenses.endAction')}
                  onClick={() => {
                    setEnding(row);
                    setGrant('end');
                  }}
                />
                <Button
                  icon="pi pi-trash"
                  text
                  size="small"
                  severity="danger"
                  label={t('admin-pricing:licenses.withdrawAction')}
                  onClick={() =>
                    setConfirm({
                      title: t('admin-pricing:licenses.withdrawTitle'),
                      message: t('admin-pricing:licenses.withdrawMessage'),
                      acceptLabel: t('admin-pricing:licenses.withdrawAction'),
                      onAccept: () => withdraw.mutate(row.id),
                    })
                  }
                />
              </div>
            )}
          />
        </DataTable>
      </section>
      <PriceDialog
        mode={target?.mode ?? null}
        title={
          target?.mode === 'end'
            ? t('admin-pricing:company.endTitle', { tier: target ? labelOf(target.tier, lang) : '' })
            : t('admin-pricing:company.overrideTitle', {
                tier: target ? labelOf(target.tier, lang) : '',
                company: company.name,
              })
        }
        busy={saveOverride.isPending}
        onHide={() => setTarget(null)}
        onSave={(price) => target && saveOverride.mutate({ tierId: target.tier.id, price })}
      />
      <LicenseGrantDialog
        open={grant}
        licenses={licenses.data ?? []}
        busy={saveGrant.isPending || saveEnd.isPending}
        onHide={() => {
          setGrant(null);
          setEnding(null);
        }}
        onGrant={(input) => saveGrant.mutate(input)}
        onEnd={(endsOn) => ending && saveEnd.mutate({ id: ending.id, endsOn })}
      />
      <ConfirmActionDialog request={confirm} onDone={() => setConfirm(null)} />
    </>
  );
}
