import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../shared/format/date';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useStatusStore } from '../../shared/stores/useStatusStore';
import styles from './AppShell.module.css';
import { nextInvoiceDate, showsInvoiceBanner } from './invoice-date';

/** The banners above the page: invoice soon (dismissible) and payment overdue (spec section 9). */
export function Banners() {
  const { t } = useTranslation();
  const company = useSessionStore((state) => state.company);
  const dismissedAt = useStatusStore((state) => state.preHeaderInvoiceDismiss);
  const dismiss = useStatusStore((state) => state.dismissInvoiceBanner);
  if (!company) return null;

  const now = new Date();
  const invoiceSoon = showsInvoiceBanner(now, dismissedAt);
  const overdue = company.settings?.hr?.includes('overdue') ?? false;
  if (!invoiceSoon && !overdue) return null;

  return (
    <div className={styles.banners}>
      {overdue && (
        <div className={`${styles.banner} ${styles.bannerDanger}`} role="alert" data-testid="banner-overdue">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{t('preHeader.overdue.text')}</span>
          <Link to="/contacts">{t('preHeader.overdue.link')}</Link>
        </div>
      )}
      {invoiceSoon && (
        <div className={`${styles.banner} ${styles.bannerInfo}`} role="status" data-testid="banner-invoice">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t('preHeader.invoice.text', { date: formatDate(nextInvoiceDate(now)) })}</span>
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            size="small"
            aria-label={t('preHeader.invoice.dismiss')}
            onClick={() => dismiss()}
          />
        </div>
      )}
    </div>
  );
}
