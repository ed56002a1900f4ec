import { describe, expect, it } from 'vitest';
import { showsInvoiceBanner } from './invoice-date';

/** An instant given as Rome wall-clock time (CET, UTC+1, in November). */
const rome = (day: string, time = '12:00') => new Date(`${day}T${time}:00+01:00`);
const invoice = { nextInvoiceOn: '2026-12-01', invoiceDueCents: 4_250 };

describe('invoice-soon banner', () => {
  it('shows in the 3 days before the invoice day, counted in Rome', () => {
    expect(showsInvoiceBanner(rome('2026-11-27', '23:59'), null, invoice)).toBe(false);
    expect(showsInvoiceBanner(rome('2026-11-28', '00:00'), null, invoice)).toBe(true);
    expect(showsInvoiceBanner(rome('2026-11-30', '23:59'), null, invoice)).toBe(true);
    // On the day itself the invoice is out (and the server names the next one).
    expect(showsInvoiceBanner(rome('2026-12-01', '00:01'), null, invoice)).toBe(false);
  });

  it('reads the day in Rome, not in the browser: 23:30 UTC on the 27th is already the 28th there', () => {
    expect(showsInvoiceBanner(new Date('2026-11-27T23:30:00Z'), null, invoice)).toBe(true);
    expect(showsInvoiceBanner(new Date('2026-11-27T22:30:00Z'), null, invoice)).toBe(false);
  });

  it('shows only when something is due', () => {
    const soon = rome('2026-11-29');
    expect(showsInvoiceBanner(soon, null, { ...invoice, invoiceDueCents: 0 })).toBe(false);
    expect(showsInvoiceBanner(soon, null, null)).toBe(false);
  });

  it('stays dismissed within the window, and comes back for the next invoice', () => {
    const soon = rome('2026-11-29');
    expect(showsInvoiceBanner(soon, rome('2026-11-28', '09:00').getTime(), invoice)).toBe(false);
    expect(showsInvoiceBanner(soon, rome('2026-11-27', '18:00').getTime(), invoice)).toBe(true);
    // Dismissed for last month's invoice.
    expect(showsInvoiceBanner(soon, rome('2026-10-30').getTime(), invoice)).toBe(true);
    // Next month: the window of January's invoice opens on 29 December.
    const january = { nextInvoiceOn: '2027-01-01', invoiceDueCents: 100 };
    expect(showsInvoiceBanner(rome('2026-12-29'), rome('2026-11-29').getTime(), january)).toBe(true);
  });

  it('handles a window across a month of 28 days', () => {
    const march = { nextInvoiceOn: '2027-03-01', invoiceDueCents: 1 };
    expect(showsInvoiceBanner(rome('2027-02-25'), null, march)).toBe(false);
    expect(showsInvoiceBanner(rome('2027-02-26'), null, march)).toBe(true);
  });
});
