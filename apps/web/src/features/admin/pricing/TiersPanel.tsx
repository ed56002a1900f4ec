import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/format/money';
import { labelOf } from '../../../shared/reference/reference-label';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { LoadingBlock } from '../../../shared/ui/LoadingBlock';
import { PriceHistoryTable } from '../../spending/PriceHistoryTable';
import { PriceDialog, type PriceInput } from './PriceDialog';
import { patchTier, postListPrice, type AdminTier, type TierPatch } from './pricing-api';
import styles from './Pricing.module.css';
import { TierEditDialog } from './TierEditDialog';
import { useAdminTiers, useListPrice, usePricingWrite } from './usePricingAdmin';

/** The tiers with their list prices: edit a tier, set a new list price from a moment, see the history. */
export function TiersPanel() {
  const { t, i18n } = useTranslation('admin-pricing');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const tiers = useAdminTiers();
  const [editing, setEditing] = useState<AdminTier | null>(null);
  const [pricing, setPricing] = useState<AdminTier | null>(null);
  const [picked, setPicked] = useState<number | null>(null);
  const historyTierId = picked ?? tiers.data?.[0]?.id ?? null;
  const listPrice = useListPrice(historyTierId);
  const historyTier = tiers.data?.find((x) => x.id === historyTierId);

  const saveTier = usePricingWrite(
    (input: { id: number; patch: TierPatch }) => patchTier(input.id, input.patch),
    'admin-pricing:tiers.edit.saved',
    () => setEditing(null),
  );
  const savePrice = usePricingWrite(
    (input: { id: number; price: PriceInput }) =>
      postListPrice(input.id, {
        publishCents: input.price.publishCents!,
        dayCents: input.price.dayCents!,
        ...(input.price.validFrom ? { validFrom: input.price.validFrom } : {}),
        ...(input.price.note ? { note: input.price.note } : {}),
      }),
    'admin-pricing:price.saved',
    () => setPricing(null),
  );

  if (tiers.isPending) return <LoadingBlock label={t('admin-pricing:loading')} />;
  if (tiers.isError)
    return <EmptyState icon="pi pi-exclamation-circle">{t('admin-pricing:unavailable')}</EmptyState>;

  const price = (row: AdminTier, key: 'publishCents' | 'dayCents') => (
    <span className={styles.money}>
      {row.listPrice ? (
        formatMoney(row.listPrice[key])
      ) : (
        <span className={styles.muted}>{t('admin-pricing:tiers.noPrice')}</span>
      )}
      {row.nextListPrice && (
        <span className={styles.next}>
          {t('admin-pricing:tiers.next', {
            amount: formatMoney(row.nextListPrice[key]),
            date: formatDateTime(row.nextListPrice.validFrom),
          })}
        </span>
      )}
    </span>
  );

  return (
    <>
      <section className={styles.section} aria-labelledby="tiers-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 className={styles.sectionTitle} id="tiers-title">
              {t('admin-pricing:tiers.title')}
            </h2>
            <p className={styles.sectionNote}>{t('admin-pricing:tiers.note')}</p>
          </div>
        </div>
        <DataTable
          value={tiers.data}
          dataKey="id"
          size="small"
          stripedRows
          aria-labelledby="tiers-title"
          emptyMessage={t('admin-pricing:empty')}
          data-testid="admin-tiers"
        >
          <Column field="order" header={t('admin-pricing:tiers.order')} />
          <Column field="key" header={t('admin-pricing:tiers.key')} />
          <Column
            field="name"
            header={t('admin-pricing:tiers.name')}
            body={(row: AdminTier) => (
              <>
                <strong>{labelOf(row, lang)}</strong>
                <span className={styles.next}>
                  {lang.startsWith('it') ? row.description : row.descriptionEn}
                </span>
              </>
            )}
          />
          <Column
            header={t('admin-pricing:tiers.publish')}
            body={(row: AdminTier) => price(row, 'publishCents')}
          />
          <Column header={t('admin-pricing:tiers.day')} body={(row: AdminTier) => price(row, 'dayCents')} />
          <Column
            header={t('admin-pricing:actions')}
            body={(row: AdminTier) => (
              <div className={styles.rowActions}>
                <Button
                  icon="pi pi-pencil"
                  text
                  size="small"
                  label={t('admin-pricing:tiers.editAction')}
                  aria-label={t('admin-pricing:tiers.editLabel', { tier: labelOf(row, lang) })}
                  onClick={() => setEditing(row)}
                  data-testid={`tier-edit-${row.key}`}
                />
                <Button
                  icon="pi pi-euro"
                  text
                  size="small"
                  label={t('admin-pricing:tiers.priceAction')}
                  aria-label={t('admin-pricing:tiers.priceLabel', { tier: labelOf(row, lang) })}
                  onClick={() => setPricing(row)}
                  data-testid={`tier-price-${row.key}`}
                />
              </div>
            )}
          />
        </DataTable>
      </section>
      <section className={styles.section} aria-labelledby="list-history-title">
        <div className={styles.sectionHead}>
          <div>
            <h2 className={styles.sectionTitle} id="list-history-title">
              {t('admin-pricing:tiers.historyTitle')}
            </h2>
            <p className={styles.sectionNote}>{t('admin-pricing:tiers.historyNote')}</p>
          </div>
          <SelectButton
            value={historyTierId}
            options={(tiers.data ?? []).map((x) => ({ value: x.id, label: labelOf(x, lang) }))}
            onChange={(e) => {
              if (e.value !== null && e.value !== undefined) setPicked(e.value as number);
            }}
            allowEmpty={false}
            aria-label={t('admin-pricing:tiers.historyPick')}
            data-testid="list-history-tier"
          />
        </div>
        {listPrice.data && historyTier ? (
          <PriceHistoryTable
            priceList={{
              ...listPrice.data,
              publishCents: listPrice.data.publishCents ?? 0,
              dayCents: listPrice.data.dayCents ?? 0,
              validFrom: listPrice.data.validFrom ?? '',
            }}
            tierName={labelOf(historyTier, lang)}
          />
        ) : (
          <LoadingBlock label={t('admin-pricing:loading')} />
        )}
      </section>
      <TierEditDialog
        tier={editing}
        busy={saveTier.isPending}
        onHide={() => setEditing(null)}
        onSave={(patch) => editing && saveTier.mutate({ id: editing.id, patch })}
      />
      <PriceDialog
        mode={pricing ? 'list' : null}
        title={t('admin-pricing:price.listTitle', { tier: pricing ? labelOf(pricing, lang) : '' })}
        initial={pricing?.listPrice ?? undefined}
        busy={savePrice.isPending}
        onHide={() => setPricing(null)}
        onSave={(input) => pricing && savePrice.mutate({ id: pricing.id, price: input })}
      />
    </>
  );
}
