import { useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { useLocation } from '../routing/router';
import { PageHeading } from '../ui/PageHeading';
import styles from './Auth.module.css';
import { EmailField } from './EmailField';
import { FormFailure } from './FormFailure';
import { withQuery } from './next-path';
import { useBotCheck } from './useBotCheck';
import { checkEmail, type FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    title: 'Recupera la password',
    intro: 'Inserisci l’e-mail del tuo account: ti invieremo un link per sceglierne una nuova.',
    submit: 'Invia il link',
    busy: 'Invio in corso…',
    notFound: 'Non c’è un account con questo indirizzo e-mail.',
    sentTitle: 'Controlla la tua e-mail',
    sent: 'Ti abbiamo inviato un link per scegliere una nuova password a',
    notReceived: 'Non l’hai ricevuta?',
    resend: 'Invia di nuovo',
    back: 'Torna all’accesso',
  },
  en: {
    title: 'Recover your password',
    intro: 'Enter your account’s e-mail: we will send you a link to choose a new one.',
    submit: 'Send the link',
    busy: 'Sending…',
    notFound: 'There is no account with this e-mail address.',
    sentTitle: 'Check your e-mail',
    sent: 'We sent a link to choose a new password to',
    notReceived: 'Did not get it?',
    resend: 'Send it again',
    back: 'Back to sign-in',
  },
});

/**
 * /talents/forgot-password (spec 4's recovery: the form, then a sent confirmation whose resend link
 * returns to the form; the address lowercased and stripped): `POST /auth/forgot-password` mails a
 * candidate the link to /talents/reset-password.
 */
export default function ForgotPasswordPage() {
  const t = useTexts(texts);
  const { search } = useLocation();
  const botCheck = useBotCheck('forgot-password');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [problem, setProblem] = useState<FieldProblem>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmail(email);
    setEmail(checked.email);
    setProblem(checked.problem);
    setFailure(null);
    if (checked.problem) {
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.post(
        '/auth/forgot-password',
        { email: checked.email },
        { anonymous: true, headers: await botCheck.headers() },
      );
      setSentTo(checked.email);
      // Ready for "send it again".
      botCheck.prepare();
    } catch (error) {
      if (!(error instanceof BotCheckError)) botCheck.prepare();
      setFailure(error);
      if (error instanceof ApiError && error.status === 400) document.getElementById('forgot-email')?.focus();
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={styles.card} data-state="sent">
        <PageHeading key="sent" title={t.sentTitle} />
        <div className="t-card t-stack">
          <p style={{ margin: 0 }}>
            {t.sent} <span className={styles.address}>{sentTo}</span>
          </p>
          <p style={{ margin: 0 }}>
            {t.notReceived}{' '}
            <button
              type="button"
              className={`t-button-link ${styles.inline}`}
              onClick={() => setSentTo(null)}
            >
              {t.resend}
            </button>
          </p>
          <Link href="/talents/login">{t.back}</Link>
        </div>
      </div>
    );
  }

  const notFound = failure instanceof ApiError && failure.messages.includes('Email not found');
  return (
    <div className={styles.card}>
      <PageHeading title={t.title} />
      <form className={`t-card ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>{t.intro}</p>
        <EmailField
          id="forgot-email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (problem) setProblem(checkEmail(value).problem);
          }}
          problem={problem}
          error={notFound ? t.notFound : null}
        />
        {notFound ? null : <FormFailure error={failure} />}
        <button type="submit" className={`t-button ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.submit}
        </button>
        <Link href={withQuery('/talents/login', { email: checkEmail(email).email })}>{t.back}</Link>
      </form>
    </div>
  );
}
