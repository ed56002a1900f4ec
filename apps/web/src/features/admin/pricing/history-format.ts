import { formatMoney } from '../../../shared/format/money';

/** One changed field of a history entry: its name and its value before and after, as text. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const EMPTY = '—';

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (field.endsWith('Cents') && typeof value === 'number') return formatMoney(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Fields shown first, in this order (jsonb does not keep the order they were written in). */
const FIRST = ['name', 'nameEn', 'publishCents', 'dayCents', 'source', 'licenseId', 'startsOn', 'endsOn'];
const rank = (field: string) => (FIRST.includes(field) ? FIRST.indexOf(field) : FIRST.length);

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * The fields an audit entry's `before` and `after` tell apart, in a stable order (the main
 * fields first, then the after's keys, then any only in before). Money (`…Cents`) shows as euro; a missing side (a creation, a
 * withdrawal) shows as a dash.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort((x, y) => rank(x) - rank(y));
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, before: show(field, b[field]), after: show(field, a[field]) }));
}
