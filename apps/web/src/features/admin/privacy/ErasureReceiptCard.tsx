import { useTranslation } from 'react-i18next';
import type { ErasureReceipt } from '@hiring/domain';
import { formatDateTime } from '../../../shared/format/date';
import styles from './AdminPrivacy.module.css';

/** The receipt of an erasure just done: its code (to give the person) and what it removed, per table. */
export function ErasureReceiptCard({ receipt }: { receipt: ErasureReceipt }) {
  const { t } = useTranslation();
  const tables = Object.entries(receipt.summary.tables).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className={styles.card} aria-labelledby="privacy-receipt-title" data-testid="erasure-receipt">
      <h2 id="privacy-receipt-title" className={styles.cardTitle}>
        {t('admin-privacy:receipt.title')}
      </h2>
      <p className={styles.done} role="status">
        <i className="pi pi-check-circle" aria-hidden="true" /> {t('admin-privacy:receipt.done')}
      </p>
      <dl className={styles.receipt}>
        <dt>{t('admin-privacy:receipt.code')}</dt>
        <dd>
          <code className={styles.code} data-testid="erasure-receipt-code">
            {receipt.code}
          </code>
        </dd>
        <dt>{t('admin-privacy:receipt.erasedAt')}</dt>
        <dd>{formatDateTime(receipt.erasedAt)}</dd>
        <dt>{t('admin-privacy:receipt.files')}</dt>
        <dd>{receipt.summary.files}</dd>
      </dl>
      <p className={styles.muted}>{t('admin-privacy:receipt.hint')}</p>
      <details>
        <summary>{t('admin-privacy:receipt.tables', { count: tables.length })}</summary>
        <ul className={styles.tables}>
          {tables.map(([name, rows]) => (
            <li key={name}>
              <code>{name}</code>: {rows}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
