import { labelOf } from '../../shared/reference/reference-label';
import { rankByPrefix } from '../../shared/reference/rank-by-prefix';
import { api } from '../api';
import type { TalentsLanguage } from '../i18n/language';

/**
 * The reference data the profile is made of (spec 3), read from the public generic lists. The short
 * lists are read whole once per visit; professional skills (hundreds) and municipalities (thousands)
 * are searched on the server as the candidate types, and the chosen ones read by id for their names.
 */
export type ShortReference =
  | 'availability'
  | 'seniority'
  | 'work-area'
  | 'education'
  | 'language'
  | 'language-level'
  | 'soft-skill'
  | 'driver-license'
  | 'protected-class';
export type SearchedReference = 'professional-skill' | 'location';

/** A reference row: every list has an id and a name; the rest depends on the list. */
export interface ReferenceRow {
  id: number;
  name: string;
  nameEn?: string | null;
  /** Languages are named in English, with the Italian name beside. */
  nameIt?: string | null;
  order?: number | null;
  description?: string | null;
  descriptionEn?: string | null;
  /** Municipalities: the province's code. */
  province?: string | null;
}

const SUGGESTIONS = 10;
const whole = new Map<ShortReference, Promise<ReferenceRow[]>>();

/** A short list, whole (kept for the visit; the server lets browsers cache it too). */
export function readReference(name: ShortReference): Promise<ReferenceRow[]> {
  let read = whole.get(name);
  if (!read) {
    read = api.get<ReferenceRow[]>(`/${name}`, { query: { take: 200 } });
    // A failed read is tried again next time.
    read.catch(() => whole.delete(name));
    whole.set(name, read);
  }
  return read;
}

/** A row's name in the app's language; a municipality with its province: 'Torino (TO)'. */
export function referenceLabel(row: ReferenceRow, language: TalentsLanguage): string {
  const name = labelOf(row, language);
  return row.province ? `${name} (${row.province})` : name;
}

/** Lists whose ids follow the law's own order (licence categories AM, A1, A2, A, B1, B…; the classes of law 68/1999). */
const idOrdered: ReadonlySet<ShortReference> = new Set(['driver-license', 'protected-class']);

/**
 * A short list in the order people expect: by its own order where it has one, by id where that is the
 * law's order, else by name in the app's language.
 */
export function sortedReference(
  name: ShortReference,
  rows: readonly ReferenceRow[],
  language: TalentsLanguage,
): ReferenceRow[] {
  if (idOrdered.has(name)) return [...rows].sort((a, b) => a.id - b.id);
  return [...rows].sort(
    (a, b) =>
      (a.order ?? 0) - (b.order ?? 0) ||
      referenceLabel(a, language).localeCompare(referenceLabel(b, language), language),
  );
}

/** The rows whose name (Italian or English) contains the text, those starting with it first. */
export async function searchReference(
  name: SearchedReference,
  text: string,
  language: TalentsLanguage,
  signal?: AbortSignal,
): Promise<ReferenceRow[]> {
  const needle = text.trim();
  const where =
    name === 'location'
      ? { name: { contains: needle } }
      : { OR: [{ name: { contains: needle } }, { nameEn: { contains: needle } }] };
  const rows = await api.get<ReferenceRow[]>(`/${name}`, {
    query: { where, take: SUGGESTIONS * 3 },
    signal,
  });
  // Ranked by the name that matched: the app's language first, the other one when only it matched.
  const lower = needle.toLocaleLowerCase();
  const matched = (row: ReferenceRow) => {
    const names = [referenceLabel(row, language), row.name, row.nameEn, row.nameIt];
    return names.find((n) => n?.toLocaleLowerCase().includes(lower)) ?? names[0]!;
  };
  return rankByPrefix(rows, needle, matched).slice(0, SUGGESTIONS);
}

/** The rows of these ids (the chosen skills and municipality, for their names). */
export async function readReferenceRows(
  name: SearchedReference,
  ids: readonly number[],
): Promise<ReferenceRow[]> {
  if (ids.length === 0) return [];
  return api.get<ReferenceRow[]>(`/${name}`, { query: { where: { id: { in: ids.join(',') } }, take: 200 } });
}
