import { useState } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ConfirmDialog } from './ConfirmDialog';
import { myApplicationsApi } from './my-applications-api';
import styles from './Applications.module.css';

const texts = defineTexts({
  it: {
    title: 'Ritira la candidatura',
    body: 'Se non ti interessa più questa offerta puoi ritirare la candidatura. L’azienda ne sarà informata e i colloqui in programma saranno annullati.',
    withdraw: 'Ritira la candidatura',
    confirmTitle: 'Ritirare la candidatura?',
    confirmBody: 'Non potrai annullare questa scelta. L’azienda vedrà che hai ritirato la candidatura.',
    keep: 'No, mantienila',
    done: 'Candidatura ritirata',
  },
  en: {
    title: 'Withdraw the application',
    body: 'If you are no longer interested in this job you can withdraw your application. The company will be told and the interviews planned will be cancelled.',
    withdraw: 'Withdraw the application',
    confirmTitle: 'Withdraw the application?',
    confirmBody: 'You cannot undo this. The company will see that you withdrew your application.',
    keep: 'No, keep it',
    done: 'Application withdrawn',
  },
});

/** `POST /talents/applications/{id}/withdraw`, after a confirmation; `onWithdrawn` shows the new state. */
export function WithdrawSection({
  applicationId,
  onWithdrawn,
}: {
  applicationId: number;
  onWithdrawn: () => void;
}) {
  const t = useTexts(texts);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await myApplicationsApi.withdraw(applicationId);
      announce(t.done);
      setAsking(false);
      onWithdrawn();
    } catch (failure) {
      setError(failure);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="withdraw-title">
      <h2 id="withdraw-title">{t.title}</h2>
      <p>{t.body}</p>
      <ErrorMessage error={error} />
      <button type="button" className="t-button t-button-danger" onClick={() => setAsking(true)}>
        {t.withdraw}
      </button>
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        body={t.confirmBody}
        confirm={t.withdraw}
        cancel={t.keep}
        danger
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => void withdraw()}
      />
    </section>
  );
}
