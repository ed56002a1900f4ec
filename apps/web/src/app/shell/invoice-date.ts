import { daysBetween, romeDay } from '../../features/spending/rome-calendar';

/** The invoice-soon banner shows in the last days before the next invoice (spec section 9: 3). */
export const INVOICE_NOTICE_DAYS = 3;

/** What the banner needs of GET /company/budget/{id}. */
export interface InvoiceSoon {
  /** The next invoice's day in Rome, 'YYYY-MM-DD'. */
  nextInvoiceOn: string;
  /** What the invoice will ask so far (the current month's charges), in cents. */
  invoiceDueCents: number;
}

/** The first day of the banner's window: INVOICE_NOTICE_DAYS days before the invoice day. */
function windowOpens(nextInvoiceOn: string): string {
  const [year, month, day] = nextInvoiceOn.split('-').map(Number) as [number, number, number];
  const opens = new Date(Date.UTC(year, month - 1, day - INVOICE_NOTICE_DAYS));
  return opens.toISOString().slice(0, 10);
}

/**
 * Whether the invoice-soon banner shows: something is due, today (in Rome, billing's calendar) is
 * one of the 3 days before the invoice day, and it was not dismissed since that window opened (a
 * dismissal lasts until the next invoice's window).
 */
export function showsInvoiceBanner(
  now: Date,
  dismissedAt: number | null,
  invoice: InvoiceSoon | null,
): boolean {
  if (!invoice || invoice.invoiceDueCents <= 0) return false;
  const today = romeDay(now);
  const left = daysBetween(today, invoice.nextInvoiceOn);
  if (!(left >= 1 && left <= INVOICE_NOTICE_DAYS)) return false;
  if (dismissedAt === null) return true;
  return romeDay(dismissedAt) < windowOpens(invoice.nextInvoiceOn);
}
