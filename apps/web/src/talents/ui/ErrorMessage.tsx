import { ApiError } from '../../shared/api/api-error';
import { defineTexts, useTexts } from '../i18n/language';

const texts = defineTexts({
  it: { generic: 'Qualcosa è andato storto. Riprova.', offline: 'Connessione assente. Riprova.' },
  en: { generic: 'Something went wrong. Please try again.', offline: 'No connection. Please try again.' },
});

/**
 * What went wrong, as an alert: the API's own messages (spec 8), else a generic text. `known` puts a
 * page's own words (in the reader's language) in place of the API texts it expects.
 */
export function ErrorMessage({ error, known }: { error: unknown; known?: Record<string, string> }) {
  const t = useTexts(texts);
  if (!error) return null;
  const messages =
    error instanceof ApiError
      ? error.status === 0
        ? [t.offline]
        : error.messages.length
          ? error.messages.map((m) => known?.[m] ?? m)
          : [t.generic]
      : [t.generic];
  return (
    <div className="t-alert t-alert-error" role="alert">
      {messages.map((m) => (
        <p key={m} style={{ margin: 0 }}>
          {m}
        </p>
      ))}
    </div>
  );
}
