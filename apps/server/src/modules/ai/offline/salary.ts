/** Salary figures in a description ('35.000 - 45.000 €', '35k-45k', 'RAL 40.000') as integer cents. */

export interface SalaryRange {
  minCents: number;
  maxCents: number;
}

/** Yearly salaries the generator believes: anything outside is a year, a count or a typo. */
const MIN_EUROS = 500;
const MAX_EUROS = 1_000_000;

const NUMBER = String.raw`\d{1,3}(?:[.,' ]\d{3})+(?:,\d{1,2})?|\d+(?:[.,]\d+)?`;
const AMOUNT = String.raw`(${NUMBER})\s*(k|K|mila)?`;
const SEPARATOR = String.raw`\s*(?:-|–|—|/|a|to|e|and|fino a|up to)\s*`;
const RANGE = new RegExp(
  String.raw`(?:tra|fra|between|from|da)?\s*(?:€\s*)?${AMOUNT}\s*(?:€|euro|eur)?${SEPARATOR}(?:€\s*)?${AMOUNT}`,
  'giu',
);
const SINGLE = new RegExp(AMOUNT, 'gu');
/** Words that make a figure a salary; a figure without any of them nearby is ignored. */
const CONTEXT =
  /€|\beur(?:o|os)?\b|\bral\b|\bk\b|\d\s*k\b|\bmila\b|salar|stipend|retribu|compens|lord[io]|gross|pay\b|\bctc\b/iu;

/** '35.000' → 35000, '35,5' → 35.5, '1 500' → 1500; with 'k' or 'mila' times a thousand. */
export function parseAmount(number: string, unit?: string): number {
  const compact = number.replace(/[' ]/g, '');
  let value: number;
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(compact)) {
    // Thousands separators only: '35.000', '1,200,000'.
    value = Number(compact.replace(/[.,]/g, ''));
  } else if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(compact)) {
    value = Number(compact.replace(/\./g, '').replace(',', '.'));
  } else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(compact)) {
    value = Number(compact.replace(/,/g, ''));
  } else {
    value = Number(compact.replace(',', '.'));
  }
  return unit ? value * 1_000 : value;
}

const plausible = (euros: number) => Number.isFinite(euros) && euros >= MIN_EUROS && euros <= MAX_EUROS;
const toCents = (euros: number) => Math.round(euros * 100);

function nearContext(text: string, start: number, end: number): boolean {
  return CONTEXT.test(text.slice(Math.max(0, start - 40), Math.min(text.length, end + 25)));
}

/** The first salary range (or single figure, as min = max) the text states, or null. */
export function extractSalary(text: string): SalaryRange | null {
  for (const match of text.matchAll(RANGE)) {
    const [whole, n1, u1, n2, u2] = match;
    // '35-45k': the unit of the second figure applies to the first as well.
    const low = parseAmount(n1!, u1 ?? u2);
    const high = parseAmount(n2!, u2 ?? u1);
    if (!plausible(low) || !plausible(high)) continue;
    if (!nearContext(text, match.index, match.index + whole.length)) continue;
    const [min, max] = low <= high ? [low, high] : [high, low];
    return { minCents: toCents(min), maxCents: toCents(max) };
  }
  for (const match of text.matchAll(SINGLE)) {
    const amount = parseAmount(match[1]!, match[2]);
    if (!plausible(amount) || !nearContext(text, match.index, match.index + match[0].length)) continue;
    return { minCents: toCents(amount), maxCents: toCents(amount) };
  }
  return null;
}
