const score = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats a score (such as a search rank) with two decimals in the Italian locale, e.g. 1.5 → '1,50'. */
export function formatScore(value: number): string {
  return score.format(value);
}
