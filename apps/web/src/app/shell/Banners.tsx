import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInvoiceSoon } from '../../features/spending/useInvoiceSoon';
import { formatDate } from '../../shared/format/date';
import { formatMoney } from '../../shared/format/money';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useStatusStore } from '../../shared/stores/useStatusStore';
import styles from './AppShell.module.css';
import { showsInvoiceBanner } from './invoice-date';

/**
 * The banners above the page (spec section 9): invoice soon, from the company's billing data
 * (dismissible; the dismissal's time is kept), and payment overdue, from the company's hr settings.
 */
export function Banners() {
  const { t } = useTranslation();
  const company = useSessionStore((state) => state.company);
  const dismissedAt = useStatusStore((state) => state.preHeaderInvoiceDismiss);
  const dismiss = useStatusStore((state) => state.dismissInvoiceBanner);
  const invoice = useInvoiceSoon();
  if (!company) return null;

  const invoiceSoon = invoice !== null && showsInvoiceBanner(new Date(), dismissedAt, invoice);
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
          <span>
            {t('billing:preHeader.invoice', {
              date: formatDate(invoice.nextInvoiceOn),
              amount: formatMoney(invoice.invoiceDueCents),
            })}
          </span>
          <Link to="/spending/budget">{t('billing:preHeader.invoiceLink')}</Link>
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
