/**
 * The entry a menu type-ahead lands on: the first label starting with the typed letters
 * (case-insensitive). The same letter typed again moves on to the next entry starting with it,
 * as menus usually do. -1 when nothing matches.
 */
export function typeAheadMatch(labels: readonly string[], typed: string, current: number): number {
  const needle = typed.toLocaleLowerCase();
  if (needle === '') return -1;
  const starts = (index: number) => labels[index]?.toLocaleLowerCase().startsWith(needle) ?? false;
  const first = labels.findIndex((_, index) => starts(index));
  const letter = needle[0] ?? '';
  const repeated = needle.length > 1 && needle === letter.repeat(needle.length);
  if (first >= 0 && !repeated) return first;
  if (!repeated) return -1;
  // 'pp': the next entry after the current one starting with 'p', wrapping around.
  for (let step = 1; step <= labels.length; step++) {
    const index = (current + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(letter)) return index;
  }
  return -1;
}
