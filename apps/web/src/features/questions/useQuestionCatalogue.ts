import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { referenceDb } from '../../shared/reference/reference-db';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';

/**
 * The catalogue's questions from the local reference database, live. Read here rather than with
 * useReference: a question has a text, not a name, and that hook orders rows by their name.
 */
export function useQuestionCatalogue(): ReferenceRecord[] | null {
  const [rows, setRows] = useState<ReferenceRecord[] | null>(null);
  useEffect(() => {
    const subscription = liveQuery(() => referenceDb().records('question').toArray()).subscribe({
      next: setRows,
      error: (error: unknown) => console.warn('Reference table question unreadable', error),
    });
    return () => subscription.unsubscribe();
  }, []);
  return rows;
}
