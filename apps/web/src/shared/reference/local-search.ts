import { compareText } from '../format/compare-text';

/**
 * The local reference search of spec section 5: case-insensitive; records with a name starting
 * with the text first, then those containing it, each group in label order; others left out. A
 * record matches through any of its names (Italian or English), is listed under its label.
 */
export function searchLocal<T>(
  records: readonly T[],
  text: string,
  names: (record: T) => readonly string[],
  label: (record: T) => string,
  limit = Infinity,
): T[] {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return [...records].sort((a, b) => compareText(label(a), label(b))).slice(0, limit);
  const found: Array<{ record: T; prefix: boolean; label: string }> = [];
  for (const record of records) {
    let best = -1;
    for (const name of names(record)) {
      const at = name.toLocaleLowerCase().indexOf(needle);
      if (at === 0) {
        best = 0;
        break;
      }
      if (at > 0) best = at;
    }
    if (best >= 0) found.push({ record, prefix: best === 0, label: label(record) });
  }
  return found
    .sort((a, b) => Number(b.prefix) - Number(a.prefix) || compareText(a.label, b.label))
    .slice(0, limit)
    .map((entry) => entry.record);
}
