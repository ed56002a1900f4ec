import { ApiError } from '../../shared/api/api-error';
import { resolveApiText } from '../../shared/api/api-text-resolver';
import { defineTexts, useTexts } from '../i18n/language';
import { useApiTextSource } from './api-texts';
import { ShownError } from './shown-error';

const texts = defineTexts({
  it: { generic: 'Qualcosa è andato storto. Riprova.', offline: 'Connessione assente. Riprova.' },
  en: { generic: 'Something went wrong. Please try again.', offline: 'No connection. Please try again.' },
});

/**
 * What went wrong, as an alert, in the reader's language: a page's own words for the API texts it
 * expects (`known`), else the shared catalogue of the server's texts (spec 8; an unknown sentence
 * becomes its status's generic text, never shown in English to an Italian reader), else a generic
 * text. The alert waits for the catalogue, so it is announced once, already translated.
 */
export function ErrorMessage({ error, known }: { error: unknown; known?: Record<string, string> }) {
  const t = useTexts(texts);
  const fromApi = error instanceof ApiError && error.status !== 0 ? error : null;
  const needsCatalogue = fromApi !== null && fromApi.messages.some((m) => known?.[m] === undefined);
  const source = useApiTextSource(needsCatalogue);
  if (!error) return null;
  if (needsCatalogue && !source) return null;
  const messages = (): string[] => {
    if (error instanceof ShownError) return [error.message];
    if (!(error instanceof ApiError)) return [t.generic];
    if (error.status === 0) return [t.offline];
    if (error.messages.length === 0) return [t.generic];
    return error.messages.map((m) => known?.[m] ?? resolveApiText(error.status, m, source!));
  };
  return (
    <div className="t-alert t-alert-error" role="alert">
      {[...new Set(messages())].map((m) => (
        <p key={m} style={{ margin: 0 }}>
          {m}
        </p>
      ))}
    </div>
  );
}
