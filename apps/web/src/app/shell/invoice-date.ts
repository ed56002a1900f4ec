/** The invoice-soon banner shows this many days before the next invoice (spec section 9). */
export const INVOICE_NOTICE_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The next invoice date: the 1st of next month, until billing tells us better. */
export function nextInvoiceDate(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1);
}

/**
 * Whether the invoice-soon banner shows: within the 3 days before the next invoice date, unless it
 * was dismissed in that same window (a dismissal lasts until the next date).
 */
export function showsInvoiceBanner(now: Date, dismissedAt: number | null): boolean {
  const due = nextInvoiceDate(now).getTime();
  const windowStart = due - INVOICE_NOTICE_DAYS * DAY_MS;
  if (now.getTime() < windowStart) return false;
  return dismissedAt === null || dismissedAt < windowStart;
}
