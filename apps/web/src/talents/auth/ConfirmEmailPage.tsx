import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { useLocation } from '../routing/router';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { TextField } from '../ui/TextField';
import styles from './Auth.module.css';
import { EmailField } from './EmailField';
import { pendingNext, withQuery } from './next-path';
import { ResendCode } from './ResendCode';
import { checkEmail, focusFirstInvalid, recheck, type FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    title: 'Conferma l’e-mail',
    confirming: 'Conferma in corso…',
    intro: 'Inserisci il codice di 6 cifre che ti abbiamo inviato per e-mail.',
    code: 'Codice di conferma',
    codeHint: '6 cifre',
    submit: 'Conferma',
    busy: 'Conferma in corso…',
    codeProblem: 'Inserisci le 6 cifre del codice.',
    doneTitle: 'E-mail confermata',
    done: 'Il tuo account è attivo.',
    already: 'Questo indirizzo era già confermato.',
    signIn: 'Accedi',
    continueApply: 'Accedi e continua la candidatura',
    failedTitle: 'Non è stato possibile confermare',
    wrongCode: 'Il codice non è corretto o è scaduto. Fatti inviare un nuovo codice.',
    notFound: 'Non c’è un account con questo indirizzo e-mail.',
    announced: 'E-mail confermata',
  },
  en: {
    title: 'Confirm your e-mail',
    confirming: 'Confirming…',
    intro: 'Enter the 6-digit code we sent you by e-mail.',
    code: 'Confirmation code',
    codeHint: '6 digits',
    submit: 'Confirm',
    busy: 'Confirming…',
    codeProblem: 'Enter the 6 digits of the code.',
    doneTitle: 'E-mail confirmed',
    done: 'Your account is active.',
    already: 'This address was already confirmed.',
    signIn: 'Sign in',
    continueApply: 'Sign in and go on with your application',
    failedTitle: 'The address could not be confirmed',
    wrongCode: 'The code is wrong or has expired. Ask for a new one.',
    notFound: 'There is no account with this e-mail address.',
    announced: 'E-mail confirmed',
  },
});

const ALREADY_CONFIRMED = 'Email is already confirmed';

/**
 * One confirmation per address and code for the page's life: the code is spent by the first call,
 * and React's development double effects (or a re-render) must not spend it twice.
 */
const confirmations = new Map<string, Promise<'confirmed' | 'already'>>();

function confirmEmail(email: string, code: string): Promise<'confirmed' | 'already'> {
  const key = `${email}\n${code}`;
  let pending = confirmations.get(key);
  if (!pending) {
    pending = api.get('/auth/confirm-email', { query: { email, code }, anonymous: true }).then(
      () => 'confirmed' as const,
      (error: unknown) => {
        confirmations.delete(key);
        if (error instanceof ApiError && error.messages.includes(ALREADY_CONFIRMED))
          return 'already' as const;
        throw error;
      },
    );
    confirmations.set(key, pending);
  }
  return pending;
}

type State =
  | { step: 'form' }
  | { step: 'confirming' }
  | { step: 'done'; already: boolean }
  | { step: 'failed'; error: unknown };

/**
 * /talents/confirm?email&code, the confirmation mail's link: confirms the address
 * (`GET /auth/confirm-email`, which signs nobody in) and offers the sign-in, prefilled, going on to
 * the application the sign-up started from (next-path.ts). Without a code: a form for it.
 */
export default function ConfirmEmailPage() {
  const t = useTexts(texts);
  const { search } = useLocation();
  const linkEmail = checkEmail(search.get('email') ?? '').email;
  const linkCode = search.get('code') ?? '';
  const fromLink = linkEmail !== '' && /^\d{6}$/.test(linkCode);
  const [state, setState] = useState<State>(fromLink ? { step: 'confirming' } : { step: 'form' });
  const [email, setEmail] = useState(linkEmail);
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ email: FieldProblem; code: boolean }>({
    email: null,
    code: false,
  });

  const settle = (confirming: Promise<'confirmed' | 'already'>) =>
    confirming.then(
      (result) => {
        setState({ step: 'done', already: result === 'already' });
        announce(t.announced);
      },
      (error: unknown) => setState({ step: 'failed', error }),
    );

  const run = (address: string, value: string) => {
    setState({ step: 'confirming' });
    void settle(confirmEmail(address, value));
  };

  // The mail's link: confirmed once on arrival (the state starts as 'confirming').
  useEffect(() => {
    if (fromLink) void settle(confirmEmail(linkEmail, linkCode));
    // Once per link: a language switch needs no new confirmation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromLink, linkEmail, linkCode]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmail(email);
    const trimmed = code.replace(/\s+/g, '');
    const found = { email: checked.problem, code: !/^\d{6}$/.test(trimmed) };
    setEmail(checked.email);
    setCode(trimmed);
    setProblems(found);
    if (
      focusFirstInvalid([
        ['confirm-email', found.email],
        ['confirm-code', found.code],
      ])
    )
      return;
    run(checked.email, trimmed);
  };

  const form = (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p style={{ margin: 0 }}>{t.intro}</p>
      <EmailField
        id="confirm-email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          recheck(setProblems, 'email', checkEmail(value).problem);
        }}
        problem={problems.email}
      />
      <TextField
        id="confirm-code"
        label={t.code}
        hint={t.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          recheck(setProblems, 'code', !/^\d{6}$/.test(event.target.value.replace(/\s+/g, '')));
        }}
        error={problems.code ? t.codeProblem : null}
      />
      <button type="submit" className={`t-button ${styles.submit}`}>
        {t.submit}
      </button>
    </form>
  );

  if (state.step === 'confirming') {
    return (
      <div className={styles.card}>
        <PageHeading title={t.title} />
        <Loading />
      </div>
    );
  }

  const address = fromLink ? linkEmail : checkEmail(email).email;

  if (state.step === 'done') {
    const next = pendingNext();
    return (
      <div className={styles.card} data-state="confirmed">
        <PageHeading key="done" title={t.doneTitle} />
        <div className="t-card t-stack">
          <p className="t-alert t-alert-success" style={{ margin: 0 }}>
            {state.already ? t.already : t.done}
          </p>
          <div>
            <Link
              className={`t-button ${styles.submit}`}
              href={withQuery('/talents/login', { email: address, next, notice: 'confirmed' })}
            >
              {next ? t.continueApply : t.signIn}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  if (state.step === 'failed') {
    const wrongCode = state.error instanceof ApiError && state.error.status === 400;
    return (
      <div className={styles.card} data-state="failed">
        <PageHeading key="failed" title={t.failedTitle} />
        <div className="t-card t-stack">
          <ErrorMessage
            error={state.error}
            known={{ 'The code is wrong or has expired': t.wrongCode, 'Email not found': t.notFound }}
          />
          {wrongCode && address ? <ResendCode email={address} /> : null}
          {form}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <PageHeading title={t.title} />
      <div className="t-card">{form}</div>
    </div>
  );
}
