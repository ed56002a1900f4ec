const dateTimeFormat = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formats a date-time as dd/MM/yyyy HH:mm in the Italian locale (spec section 1).
 * Invalid or missing dates are logged and shown empty (spec section 8).
 */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value instanceof Date ? value : new Date(value ?? Number.NaN);
  if (Number.isNaN(date.getTime())) {
    console.error('Invalid date', value);
    return '';
  }
  const part = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map(({ type, value: text }) => [type, text]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

/** Formats a date as dd/MM/yyyy; invalid or missing dates are logged and shown empty. */
export function formatDate(value: Date | string | number | null | undefined): string {
  return formatDateTime(value).split(' ')[0] ?? '';
}
