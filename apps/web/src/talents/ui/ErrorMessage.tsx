import { ApiError } from '../../shared/api/api-error';
import { defineTexts, useTexts } from '../i18n/language';

const texts = defineTexts({
  it: { generic: 'Qualcosa è andato storto. Riprova.', offline: 'Connessione assente. Riprova.' },
  en: { generic: 'Something went wrong. Please try again.', offline: 'No connection. Please try again.' },
});

/** What went wrong, as an alert: the API's own messages (spec 8), else a generic text. */
export function ErrorMessage({ error }: { error: unknown }) {
  const t = useTexts(texts);
  if (!error) return null;
  const messages =
    error instanceof ApiError
      ? error.status === 0
        ? [t.offline]
        : error.messages.length
          ? error.messages
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
