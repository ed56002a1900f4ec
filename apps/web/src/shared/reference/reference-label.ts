import type { ReferenceRecord } from './reference-tables';

type Named = Pick<ReferenceRecord, 'name' | 'nameEn' | 'nameIt'> & { text?: unknown; textEn?: unknown };

/**
 * A record's name in the UI language (languages keep their Italian name in `nameIt`). Questions have no
 * name but a text (Italian) and textEn.
 */
export function labelOf(record: Named, lang: string): string {
  const italian = lang.startsWith('it');
  if (record.nameIt != null) return italian ? record.nameIt : record.name;
  if (record.name == null && typeof record.text === 'string') {
    const english = typeof record.textEn === 'string' ? record.textEn : '';
    return italian ? record.text : english || record.text;
  }
  return (italian ? record.name : record.nameEn || record.name) ?? '';
}

/** Every name a record can be found by, whatever the UI language. */
export function namesOf(record: Named): string[] {
  return [record.name, record.nameEn, record.nameIt].filter((n): n is string => Boolean(n));
}
