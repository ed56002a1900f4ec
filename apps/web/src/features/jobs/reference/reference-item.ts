/** A reference record as the generic endpoints answer it (spec section 3: each with id and name). */
export interface ReferenceItem {
  id: number;
  /** Italian for most lists; English for languages (their Italian name is `nameIt`). */
  name: string;
  nameEn?: string | null;
  nameIt?: string | null;
  order?: number | null;
}

/** The reference lists the job editor picks from (apps/server/src/modules/reference). */
export type ReferenceResource =
  | 'work-area'
  | 'seniority'
  | 'education'
  | 'availability'
  | 'language'
  | 'language-level'
  | 'soft-skill'
  | 'driver-license'
  | 'protected-class'
  | 'professional-skill';

/** The record's name in the UI language. */
export function referenceLabel(item: ReferenceItem, lang: string): string {
  const italian = lang.startsWith('it');
  if (item.nameIt != null) return italian ? item.nameIt : item.name;
  return italian ? item.name : item.nameEn || item.name;
}

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

/** Orders a list by its `order` field when it has one, else by label. */
export function byOrderThenLabel(lang: string) {
  return (a: ReferenceItem, b: ReferenceItem): number =>
    (a.order ?? 0) - (b.order ?? 0) || referenceLabel(a, lang).localeCompare(referenceLabel(b, lang));
}
