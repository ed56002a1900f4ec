import { liveQuery } from 'dexie';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareText } from '../format/compare-text';
import { searchLocal } from './local-search';
import { referenceDb } from './reference-db';
import { labelOf, namesOf } from './reference-label';
import type { ReferenceRecord, ReferenceTable } from './reference-tables';
import { useReferenceSyncStore } from './run-reference-sync';

/** The table ordered by `order`, then by label in the UI language (each label computed once). */
function ordered(rows: readonly ReferenceRecord[], lang: string): ReferenceRecord[] {
  return rows
    .map((record) => ({ record, label: labelOf(record, lang) }))
    .sort((a, b) => (a.record.order ?? 0) - (b.record.order ?? 0) || compareText(a.label, b.label))
    .map((entry) => entry.record);
}

/**
 * A whole local reference table, live (it updates when the sync writes), ordered by `order` then
 * by label in the UI language. `loading` while the table is empty and the sync still running.
 */
export function useReference(table: ReferenceTable): { records: ReferenceRecord[]; loading: boolean } {
  const { i18n } = useTranslation();
  const [rows, setRows] = useState<ReferenceRecord[] | null>(null);
  const syncing = useReferenceSyncStore((s) => s.status === 'idle' || s.status === 'syncing');
  useEffect(() => {
    const subscription = liveQuery(() => referenceDb().records(table).toArray()).subscribe({
      next: setRows,
      error: (error: unknown) => console.warn(`Reference table ${table} unreadable`, error),
    });
    return () => subscription.unsubscribe();
  }, [table]);
  const lang = i18n.language;
  const records = useMemo(() => ordered(rows ?? [], lang), [rows, lang]);
  return { records, loading: rows === null || (rows.length === 0 && syncing) };
}

/**
 * A search over a local table (spec section 5 order), for pickers: give it the text of the
 * request (see `useSuggestions`), not a text kept in state.
 */
export function useReferenceSearch(table: ReferenceTable, limit = 20): (text: string) => ReferenceRecord[] {
  const { i18n } = useTranslation();
  const { records } = useReference(table);
  const lang = i18n.language;
  return useCallback(
    (text: string) => searchLocal(records, text, namesOf, (r) => labelOf(r, lang), limit),
    [records, lang, limit],
  );
}

/** A local table as id → label in the UI language (to name ids in results and saved filters). */
export function useReferenceLabels(table: ReferenceTable): Map<number, string> {
  const { i18n } = useTranslation();
  const { records } = useReference(table);
  const lang = i18n.language;
  return useMemo(() => new Map(records.map((r) => [r.id, labelOf(r, lang)])), [records, lang]);
}
