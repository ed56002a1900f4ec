import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCandidate, ErasureReceipt } from '@hiring/domain';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { openBlob } from '../../../shared/files/open-blob';
import { formatDate } from '../../../shared/format/date';
import { ErasureDialog } from './ErasureDialog';
import { ErasureReceiptCard } from './ErasureReceiptCard';
import {
  fetchCandidateExport,
  MIN_EMAIL_SEARCH,
  useCandidatesByEmail,
  useEraseCandidate,
} from './privacy-api';
import styles from './AdminPrivacy.module.css';

/**
 * A candidate's request, handled by a sudoer: find them by email, see who it is, download their data
 * (access request) or erase them (erasure request, with a reason), and keep the receipt's code.
 */
export function PrivacyRequests() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const showApiError = useApiErrorToast();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState('');
  const found = useCandidatesByEmail(email);
  const erase = useEraseCandidate();
  const [erasing, setErasing] = useState<AdminCandidate | null>(null);
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setReceipt(null);
    setEmail(typed.trim());
  };
  const download = (candidate: AdminCandidate) => {
    setExporting(candidate.id);
    fetchCandidateExport(candidate.id)
      .then((blob) => openBlob(blob, `data-export-${candidate.id}.zip`, false))
      .catch(showApiError)
      .finally(() => setExporting(null));
  };
  const confirmErasure = (reason: string) => {
    if (!erasing) return;
    erase.mutate(
      { id: erasing.id, reason },
      {
        onSuccess: (done) => {
          setReceipt(done);
          setErasing(null);
          void queryClient.invalidateQueries({ queryKey: ['admin-privacy', 'candidates'] });
        },
      },
    );
  };
  const tooShort = typed.trim().length < MIN_EMAIL_SEARCH;

  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="privacy-find-title">
        <h2 id="privacy-find-title" className={styles.cardTitle}>
          {t('admin-privacy:find.title')}
        </h2>
        <p className={styles.muted}>{t('admin-privacy:find.intro')}</p>
        <form className={styles.searchRow} onSubmit={search} role="search">
          <div className={styles.field}>
            <label htmlFor="privacy-email">{t('admin-privacy:find.email')}</label>
            <InputText
              id="privacy-email"
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="nome@esempio.it"
              autoComplete="off"
              aria-describedby="privacy-email-hint"
              data-testid="privacy-email"
            />
            <small id="privacy-email-hint" className={styles.muted}>
              {t('admin-privacy:find.hint', { min: MIN_EMAIL_SEARCH })}
            </small>
          </div>
          <Button
            type="submit"
            label={t('admin-privacy:find.submit')}
            icon="pi pi-search"
            disabled={tooShort}
            loading={found.isFetching}
            data-testid="privacy-search"
          />
        </form>
        {email.length >= MIN_EMAIL_SEARCH && (
          <DataTable
            value={found.data ?? []}
            loading={found.isPending}
            size="small"
            dataKey="id"
            emptyMessage={t('admin-privacy:find.empty')}
            aria-label={t('admin-privacy:find.results')}
            data-testid="privacy-results"
          >
            <Column
              header={t('admin-privacy:columns.name')}
              body={(c: AdminCandidate) => `${c.firstname} ${c.lastname}`}
            />
            <Column field="email" header={t('admin-privacy:columns.email')} />
            <Column
              header={t('admin-privacy:columns.since')}
              body={(c: AdminCandidate) => formatDate(c.createdAt)}
            />
            <Column field="applications" header={t('admin-privacy:columns.applications')} />
            <Column
              header={t('admin-privacy:columns.actions')}
              body={(c: AdminCandidate) => (
                <div className={styles.actions}>
                  <Button
                    type="button"
                    label={t('admin-privacy:actions.export')}
                    icon="pi pi-download"
                    size="small"
                    outlined
                    loading={exporting === c.id}
                    onClick={() => download(c)}
                    data-testid="privacy-export"
                  />
                  <Button
                    type="button"
                    label={t('admin-privacy:actions.erase')}
                    icon="pi pi-trash"
                    size="small"
                    severity="danger"
                    onClick={() => setErasing(c)}
                    data-testid="privacy-erase"
                  />
                </div>
              )}
            />
          </DataTable>
        )}
      </section>
      {receipt && <ErasureReceiptCard receipt={receipt} />}
      <ErasureDialog
        key={erasing?.id ?? 0}
        candidate={erasing}
        busy={erase.isPending}
        onConfirm={confirmErasure}
        onHide={() => setErasing(null)}
      />
    </div>
  );
}
