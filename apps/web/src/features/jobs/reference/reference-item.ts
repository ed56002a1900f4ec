import { compareText } from '../../../shared/format/compare-text';

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

/** Orders a list by its `order` field when it has one, else by label. */
export function byOrderThenLabel(lang: string) {
  return (a: ReferenceItem, b: ReferenceItem): number =>
    (a.order ?? 0) - (b.order ?? 0) || compareText(referenceLabel(a, lang), referenceLabel(b, lang));
}
