const score = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats a score (such as a search rank) with two decimals in the Italian locale, e.g. 1.5 → '1,50'. */
export function formatScore(value: number): string {
  return score.format(value);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The decimal and grouping separators of a language: Italian '12.345,6', English '12,345.6'. */
export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * A number typed in the UI language: Italian '1.250,5' or '1250,5', English '1,250.5' or '1250.5'
 * (a euro sign and spaces are ignored). Blank gives null. Anything else gives NaN, never another
 * number: '12.5' in Italian is no '125', and more decimals than `maxFractionDigits` are not rounded.
 */
export function parseLocaleNumber(
  text: string,
  locale: string,
  { maxFractionDigits = 20 }: { maxFractionDigits?: number } = {},
): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (compact === '') return null;
  const { decimal, group } = separatorsOf(locale);
  const digits = maxFractionDigits > 0 ? `(?:${escape(decimal)}(\\d{1,${maxFractionDigits}}))?` : '';
  const pattern = new RegExp(`^([-+]?)(\\d+|\\d{1,3}(?:${escape(group)}\\d{3})+)${digits}$`);
  const match = pattern.exec(compact);
  if (!match) return Number.NaN;
  const [, sign = '', whole = '', fraction] = match;
  const value = Number(`${sign}${whole.split(group).join('')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** A number written in the UI language ('12,5' in Italian); null and NaN give ''. */
export function formatLocaleNumber(
  value: number | null | undefined,
  locale: string,
  { maxFractionDigits = 20 }: { maxFractionDigits?: number } = {},
): string {
  if (value == null || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value);
}
