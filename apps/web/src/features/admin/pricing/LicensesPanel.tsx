import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money';
import { labelOf } from '../../../shared/reference/reference-label';
import { LicenseDialog } from './LicenseDialog';
import {
  createLicense,
  getLicenses,
  pricingKeys,
  updateLicense,
  type License,
  type LicenseBody,
} from './pricing-api';
import styles from './Pricing.module.css';
import { usePricingWrite } from './usePricingAdmin';

/** The licence catalogue: seats, posts included and the monthly price; each change audited. */
export function LicensesPanel() {
  const { t, i18n } = useTranslation('admin-pricing');
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const licenses = useQuery({ queryKey: pricingKeys.licenses, queryFn: ({ signal }) => getLicenses(signal) });
  const [editing, setEditing] = useState<License | 'new' | null>(null);
  const save = usePricingWrite(
    (body: LicenseBody) =>
      editing === 'new' || editing === null ? createLicense(body) : updateLicense(editing.id, body),
    'admin-pricing:licenses.edit.saved',
    () => setEditing(null),
  );
  return (
    <section className={styles.section} aria-labelledby="licenses-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 className={styles.sectionTitle} id="licenses-title">
            {t('admin-pricing:licenses.title')}
          </h2>
          <p className={styles.sectionNote}>{t('admin-pricing:licenses.note')}</p>
        </div>
        <Button
          icon="pi pi-plus"
          label={t('admin-pricing:licenses.newAction')}
          onClick={() => setEditing('new')}
          data-testid="license-new"
        />
      </div>
      <DataTable
        value={licenses.data ?? []}
        dataKey="id"
        size="small"
        stripedRows
        loading={licenses.isPending}
        aria-labelledby="licenses-title"
        emptyMessage={t('admin-pricing:empty')}
        data-testid="license-catalogue"
      >
        <Column header={t('admin-pricing:licenses.name')} body={(row: License) => labelOf(row, lang)} />
        <Column field="seats" header={t('admin-pricing:licenses.seats')} />
        <Column field="jobPostsIncluded" header={t('admin-pricing:licenses.posts')} />
        <Column
          header={t('admin-pricing:licenses.price')}
          body={(row: License) => <span className={styles.money}>{formatMoney(row.monthlyPriceCents)}</span>}
        />
        <Column
          header={t('admin-pricing:actions')}
          body={(row: License) => (
            <Button
              icon="pi pi-pencil"
              text
              size="small"
              label={t('admin-pricing:tiers.editAction')}
              aria-label={t('admin-pricing:licenses.editLabel', { license: labelOf(row, lang) })}
              onClick={() => setEditing(row)}
            />
          )}
        />
      </DataTable>
      <LicenseDialog
        license={editing}
        busy={save.isPending}
        onHide={() => setEditing(null)}
        onSave={(body) => save.mutate(body)}
      />
    </section>
  );
}
