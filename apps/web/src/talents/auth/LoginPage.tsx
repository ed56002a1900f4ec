import { useRef, useState, type FormEvent } from 'react';
import type { LoginResponse } from '@hiring/domain';
import { RoleId } from '@hiring/domain/access/roles';
import { ApiError } from '../../shared/api/api-error';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { navigate, useLocation } from '../routing/router';
import { talentsSession } from '../session/session';
import { endSession } from '../session/sign-out';
import { PageHeading } from '../ui/PageHeading';
import styles from './Auth.module.css';
import { EmailField } from './EmailField';
import { FormFailure } from './FormFailure';
import { forgetPendingNext, HOME_AFTER_SIGN_IN, safeNext, withQuery } from './next-path';
import { PasswordField } from './PasswordField';
import { ResendCode } from './ResendCode';
import { useBotCheck } from './useBotCheck';
import { checkEmail, focusFirstInvalid, recheck, type FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    title: 'Accedi',
    toApply:
      'Accedi per inviare la tua candidatura. Non hai ancora un account? Registrati: ci vuole un minuto.',
    password: 'Password',
    submit: 'Accedi',
    busy: 'Accesso in corso…',
    forgot: 'Password dimenticata?',
    noAccount: 'Non hai un account?',
    signup: 'Registrati',
    passwordRequired: 'Inserisci la password.',
    invalidCredentials: 'E-mail o password non corrette.',
    disabled: 'Questo account è disattivato.',
    unconfirmed: 'Prima di accedere conferma il tuo indirizzo e-mail con il link che ti abbiamo inviato.',
    enterCode: 'Ho il codice di conferma',
    staff:
      'Questo è un account aziendale: gli account delle aziende accedono dalla pagina di accesso per le aziende.',
    staffLink: 'Vai all’accesso per le aziende',
    confirmed: 'Indirizzo confermato: accedi per continuare.',
    reset: 'Password aggiornata: accedi con la nuova password.',
  },
  en: {
    title: 'Sign in',
    toApply: 'Sign in to send your application. No account yet? Sign up: it takes a minute.',
    password: 'Password',
    submit: 'Sign in',
    busy: 'Signing in…',
    forgot: 'Forgot your password?',
    noAccount: 'No account yet?',
    signup: 'Sign up',
    passwordRequired: 'Enter your password.',
    invalidCredentials: 'Wrong e-mail or password.',
    disabled: 'This account is disabled.',
    unconfirmed: 'Before signing in, confirm your e-mail address with the link we sent you.',
    enterCode: 'I have the confirmation code',
    staff: 'This is a company account: company accounts sign in on the companies’ sign-in page.',
    staffLink: 'Go to the companies’ sign-in',
    confirmed: 'Address confirmed: sign in to continue.',
    reset: 'Password changed: sign in with your new password.',
  },
});

/** Why the last attempt did not sign in. */
type Refusal = { kind: 'unconfirmed'; email: string } | { kind: 'staff' } | { kind: 'api'; error: unknown };

/** /talents/login: a candidate signs in (user role 3); staff are sent to the dashboard's sign-in. */
export default function LoginPage() {
  const t = useTexts(texts);
  const { search } = useLocation();
  const next = safeNext(search.get('next'));
  const notice = search.get('notice');
  const botCheck = useBotCheck('login');
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email: FieldProblem; password: FieldProblem }>({
    email: null,
    password: null,
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkEmail(email);
    const found = { email: checked.problem, password: password === '' ? ('required' as const) : null };
    setEmail(checked.email);
    setProblems(found);
    setRefusal(null);
    if (
      focusFirstInvalid([
        ['login-email', found.email],
        ['login-password', found.password],
      ])
    )
      return;
    setBusy(true);
    try {
      const answer = await api.post<LoginResponse>(
        '/auth/login',
        { email: checked.email, password },
        { anonymous: true, headers: await botCheck.headers() },
      );
      if (answer.user.roleId !== RoleId.user) {
        await endSession(answer.accessToken);
        botCheck.prepare();
        setRefusal({ kind: 'staff' });
        return;
      }
      talentsSession.start(answer);
      forgetPendingNext();
      navigate(next ?? HOME_AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      // The solution is spent: the next one is solved while the candidate corrects the form.
      if (!(error instanceof BotCheckError)) botCheck.prepare();
      const unconfirmed = error instanceof ApiError && error.status === 403;
      setRefusal(unconfirmed ? { kind: 'unconfirmed', email: checked.email } : { kind: 'api', error });
      if (!unconfirmed) passwordRef.current?.select();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.card}>
      <PageHeading title={t.title} />
      {notice === 'confirmed' || notice === 'reset' ? (
        <p className="t-alert t-alert-success" role="status">
          {notice === 'confirmed' ? t.confirmed : t.reset}
        </p>
      ) : next?.startsWith('/talents/apply/') ? (
        <p>{t.toApply}</p>
      ) : null}
      <form className={`t-card ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <EmailField
          id="login-email"
          value={email}
          onChange={(value) => {
            setEmail(value);
            recheck(setProblems, 'email', checkEmail(value).problem);
          }}
          problem={problems.email}
        />
        <PasswordField
          id="login-password"
          label={t.password}
          value={password}
          onChange={(value) => {
            setPassword(value);
            recheck(setProblems, 'password', value === '' ? 'required' : null);
          }}
          inputRef={passwordRef}
          error={problems.password ? t.passwordRequired : null}
        />
        {refusal ? <RefusalMessage refusal={refusal} /> : null}
        <button type="submit" className={`t-button ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.submit}
        </button>
        <Link href={withQuery('/talents/forgot-password', { email: checkEmail(email).email })}>
          {t.forgot}
        </Link>
      </form>
      <p>
        {t.noAccount} <Link href={withQuery('/talents/signup', { next })}>{t.signup}</Link>
      </p>
    </div>
  );
}

function RefusalMessage({ refusal }: { refusal: Refusal }) {
  const t = useTexts(texts);
  switch (refusal.kind) {
    case 'unconfirmed':
      return (
        <div className="t-stack" data-refusal="unconfirmed">
          <p className="t-alert t-alert-error" role="alert" style={{ margin: 0 }}>
            {t.unconfirmed}
          </p>
          <ResendCode email={refusal.email} />
          <Link href={withQuery('/talents/confirm', { email: refusal.email })}>{t.enterCode}</Link>
        </div>
      );
    case 'staff':
      return (
        <div className="t-alert t-alert-error" role="alert" data-refusal="staff">
          <p style={{ margin: 0 }}>{t.staff}</p>
          <a href="/login">{t.staffLink}</a>
        </div>
      );
    default:
      return (
        <FormFailure
          error={refusal.error}
          known={{
            'Invalid email or password': t.invalidCredentials,
            'User not logged or disabled': t.disabled,
          }}
        />
      );
  }
}
