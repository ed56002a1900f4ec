const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** Formats an amount in euro cents as euro in the Italian locale, e.g. 123456 → '1234,56 €'. */
export function formatMoney(cents: number | null | undefined): string {
  if (typeof cents !== 'number' || !Number.isFinite(cents)) {
    console.error('Invalid amount', cents);
    return '';
  }
  return euro.format(cents / 100);
}
