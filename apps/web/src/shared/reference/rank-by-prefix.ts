/**
 * Case-insensitive search order of spec section 5: labels starting with the text first, then
 * those containing it, each group alphabetically; others left out.
 */
export function rankByPrefix<T>(items: readonly T[], text: string, label: (item: T) => string): T[] {
  const needle = text.trim().toLocaleLowerCase();
  const scored = items
    .map((item) => ({ item, name: label(item), at: label(item).toLocaleLowerCase().indexOf(needle) }))
    .filter((entry) => entry.at >= 0);
  return scored
    .sort((a, b) => Number(a.at !== 0) - Number(b.at !== 0) || a.name.localeCompare(b.name))
    .map((entry) => entry.item);
}
