import { useEffect, useState } from 'react';
import type { ApiTextPattern, ApiTextSource, ApiTextValues } from '../../shared/api/api-text-resolver';
import { localeCacheBusters } from '../../shared/i18n/locale-cache-busters';
import { defineTexts, useLanguage, type TalentsLanguage } from '../i18n/language';

/**
 * The server's texts in the reader's language: the dashboard's `api` catalogue (keyed by the English
 * text), fetched the first time an error is shown, never on the way to the first paint.
 */
const catalogues = new Map<TalentsLanguage, Promise<Record<string, string>>>();

function catalogue(language: TalentsLanguage): Promise<Record<string, string>> {
  let request = catalogues.get(language);
  if (!request) {
    const query = new URLSearchParams(localeCacheBusters);
    request = fetch(`${import.meta.env.BASE_URL}locales/${language}/api.json?${query}`).then(async (res) => {
      if (!res.ok) throw new Error(`api texts: ${res.status}`);
      return (await res.json()) as Record<string, string>;
    });
    // A failed one is asked again by the next error.
    request.catch(() => catalogues.delete(language));
    catalogues.set(language, request);
  }
  return request;
}

const patternTexts = defineTexts<Record<ApiTextPattern, (v: ApiTextValues) => string>>({
  it: {
    recordNotFound: () => 'L’elemento richiesto non esiste o non è più disponibile.',
    tooManyAttempts: ({ count, context }) =>
      `Troppi tentativi: riprova tra ${count} ${
        context === 'minute' ? (count === 1 ? 'minuto' : 'minuti') : count === 1 ? 'secondo' : 'secondi'
      }.`,
    fileTooLarge: ({ mb }) => `Il file supera i ${mb} MB.`,
    unsupportedFile: () => 'Il contenuto del file non è supportato.',
  },
  en: {
    recordNotFound: () => 'What you asked for does not exist or is no longer available.',
    tooManyAttempts: ({ count, context }) =>
      `Too many attempts: try again in ${count} ${context}${count === 1 ? '' : 's'}.`,
    fileTooLarge: ({ mb }) => `The file is larger than ${mb} MB.`,
    unsupportedFile: () => 'The file’s content is not supported.',
  },
});

const unknownStatus = defineTexts({
  it: (status: number) => `[${status}] Errore imprevisto`,
  en: (status: number) => `[${status}] Unexpected error`,
});

/**
 * The words for the server's texts in the reader's language, once `wanted` (an error to show): null
 * while the catalogue loads. Without it (offline, say) the patterns and the status still speak the
 * reader's language.
 */
export function useApiTextSource(wanted: boolean): ApiTextSource | null {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<{ language: TalentsLanguage; texts: Record<string, string> } | null>(
    null,
  );
  useEffect(() => {
    if (!wanted || loaded?.language === language) return;
    let live = true;
    catalogue(language).then(
      (texts) => live && setLoaded({ language, texts }),
      () => live && setLoaded({ language, texts: {} }),
    );
    return () => {
      live = false;
    };
  }, [wanted, language, loaded]);
  if (loaded?.language !== language) return null;
  const { texts } = loaded;
  return {
    known: (text) => (Object.hasOwn(texts, text) ? texts[text]! : null),
    pattern: (id, values) => patternTexts[language][id](values),
    unknownStatus: unknownStatus[language],
  };
}
