import { useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { downloadMyData } from './download-export';
import styles from './MyData.module.css';

const texts = defineTexts({
  it: {
    title: 'Scarica i tuoi dati',
    intro:
      'Un archivio ZIP con tutto ciò che conserviamo su di te: account, profilo, candidature con i loro passi, colloqui, domande e risposte, messaggi, consensi e i file che hai caricato.',
    button: 'Scarica i miei dati (ZIP)',
    busy: 'Preparazione dell’archivio…',
    done: (name: string) => `Download avviato: ${name}`,
    tooMany: 'Hai già scaricato i tuoi dati più volte nell’ultima ora. Riprova tra un po’.',
  },
  en: {
    title: 'Download your data',
    intro:
      'A ZIP archive with everything we hold about you: account, profile, applications with their steps, interviews, questions and answers, messages, consents and the files you uploaded.',
    button: 'Download my data (ZIP)',
    busy: 'Preparing the archive…',
    done: (name: string) => `Download started: ${name}`,
    tooMany: 'You have downloaded your data several times in the last hour. Please try again later.',
  },
});

/** The GDPR export (docs/privacy.md, "The data export"): one click, one ZIP file. */
export function ExportSection() {
  const t = useTexts(texts);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    announce(t.busy);
    try {
      const name = await downloadMyData();
      setSaved(name);
      announce(t.done(name));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const tooMany = error instanceof ApiError && error.status === 429;
  return (
    <section className={`t-card t-stack ${styles.section}`} aria-labelledby="my-data-export">
      <h2 id="my-data-export">{t.title}</h2>
      <p>{t.intro}</p>
      <div>
        <button type="button" className="t-button" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.button}
        </button>
      </div>
      {saved ? (
        <p className="t-alert t-alert-success" data-testid="export-done">
          {t.done(saved)}
        </p>
      ) : null}
      {tooMany ? (
        <div className="t-alert t-alert-error" role="alert">
          {t.tooMany}
        </div>
      ) : (
        <ErrorMessage error={error} />
      )}
    </section>
  );
}
