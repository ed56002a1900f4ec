import { useLanguage } from '../i18n/language';
import { useLoad } from '../ui/useLoad';
import { readReference, sortedReference, type ReferenceRow, type ShortReference } from './references';

/** A short reference list in display order for the app's language (undefined while it loads). */
export function useReference(name: ShortReference): { rows: ReferenceRow[] | undefined; error: unknown } {
  const language = useLanguage();
  const { data, error } = useLoad(() => readReference(name), name);
  return { rows: data ? sortedReference(name, data, language) : undefined, error };
}
