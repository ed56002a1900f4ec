import { useEffect, useRef, useState } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import styles from './Profile.module.css';

const texts = defineTexts({
  it: { yes: 'Sì, elimina', no: 'Annulla', deleting: 'Eliminazione…' },
  en: { yes: 'Yes, delete', no: 'Cancel', deleting: 'Deleting…' },
});

/**
 * A delete that asks first, in place: the button turns into the question with "yes" (focused) and
 * "cancel" (which gives the focus back). The API's error shows under it.
 */
export function DeleteButton({
  label,
  question,
  onDelete,
}: {
  /** The button's name, saying what goes: 'Elimina il curriculum'. */
  label: string;
  question: string;
  onDelete: () => Promise<void>;
}) {
  const t = useTexts(texts);
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) start.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = async () => {
    if (deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await onDelete();
    } catch (failure) {
      setError(failure);
      setAsking(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="t-stack" style={{ gap: '0.5rem' }}>
      {asking ? (
        <div className="t-row" role="group" aria-label={question}>
          <span>{question}</span>
          <button
            ref={yes}
            type="button"
            className="t-button t-button-danger"
            aria-disabled={deleting}
            onClick={() => void confirm()}
          >
            {deleting ? t.deleting : t.yes}
          </button>
          <button
            type="button"
            className="t-button t-button-secondary"
            disabled={deleting}
            onClick={() => setAsking(false)}
          >
            {t.no}
          </button>
        </div>
      ) : (
        <div className="t-row">
          <button
            ref={start}
            type="button"
            className={`t-button t-button-secondary ${styles.danger}`}
            onClick={() => setAsking(true)}
          >
            {label}
          </button>
        </div>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}
