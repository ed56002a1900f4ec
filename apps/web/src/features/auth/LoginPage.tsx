import { lazy, Suspense, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BotCheckBadge } from '../../shared/bot-check/BotCheckBadge';
import { useBotCheck } from '../../shared/bot-check/useBotCheck';
import { useConfig } from '../../shared/config/useConfig';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import styles from './LoginPage.module.css';
import { useLogin } from './useLogin';
import { validateLogin, type LoginErrors } from './validate-login';

// Loaded when needed, so the sign-in form's first load stays small (docs/performance.md, "First load").
// The form itself uses plain elements with PrimeReact's theme classes (no Button, InputText,
// Password): the components' code is not needed to draw a field and a button.
const Message = lazy(async () => ({ default: (await import('primereact/message')).Message }));
// They send their requests as TanStack Query mutations: they load inside its provider, which the login
// page itself does without.
const withQueries = async <P extends object>(component: Promise<ComponentType<P>>) => {
  const [Component, { withQueryScope }] = await Promise.all([
    component,
    import('../../shared/api/QueryScope'),
  ]);
  return { default: withQueryScope(Component) };
};
const RecoveryDialog = lazy(() => withQueries(import('./RecoveryDialog').then((m) => m.RecoveryDialog)));
const ResetPasswordForm = lazy(() =>
  withQueries(import('./ResetPasswordForm').then((m) => m.ResetPasswordForm)),
);

/** PrimeReact's InputText classes (theme: border, focus ring, red border when invalid). */
const inputClass = (value: string, invalid: boolean) =>
  `p-inputtext p-component${value ? ' p-filled' : ''}${invalid ? ' p-invalid' : ''}`;

const noErrors: LoginErrors = { email: null, password: null };

/** Notices other pages leave for the login page (`navigate('/login', { state: { notice } })`). */
type LoginNotice = 'joined' | 'passwordReset';

function noticeOf(state: unknown): LoginNotice | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'joined' || notice === 'passwordReset' ? notice : null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { dashboardName } = useConfig();
  const botCheck = useBotCheck('login');
  const login = useLogin(botCheck);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(noErrors);
  const [submitted, setSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const resetToken = searchParams.get('reset');
  const location = useLocation();
  const [notice, setNotice] = useState<LoginNotice | null>(() => noticeOf(location.state));
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // The dialog's code loads on its first opening and stays mounted after it.
  const [recoveryUsed, setRecoveryUsed] = useState(false);

  const leaveReset = (done: boolean) => {
    setNotice(done ? 'passwordReset' : null);
    setSearchParams({}, { replace: true });
  };

  // After the first submit, errors follow the input as the user corrects it.
  const revalidate = (next: { email: string; password: string }) => {
    if (submitted) setErrors(validateLogin(next).errors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values, errors: found } = validateLogin({ email, password });
    setEmail(values.email);
    setErrors(found);
    setSubmitted(true);
    const firstInvalid = found.email ? emailRef.current : found.password ? passwordRef.current : null;
    if (firstInvalid) {
      firstInvalid.scrollIntoView({ block: 'center', behavior: 'smooth' });
      firstInvalid.focus({ preventScroll: true });
      return;
    }
    login.mutate(values);
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <header className={styles.header}>
          <span className={styles.logo} aria-hidden="true">
            <i className="pi pi-briefcase" />
          </span>
          <h1 id="login-title" className={styles.title}>
            {dashboardName}
          </h1>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </header>

        {notice && (
          <Suspense fallback={null}>
            <Message
              severity="success"
              className={styles.notice}
              text={t(notice === 'joined' ? 'login.notice.joined' : 'login.notice.passwordReset')}
              data-notice={notice}
            />
          </Suspense>
        )}

        {resetToken ? (
          <Suspense fallback={null}>
            <ResetPasswordForm
              token={resetToken}
              onDone={() => leaveReset(true)}
              onCancel={() => leaveReset(false)}
            />
          </Suspense>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <div className={styles.field}>
              <label htmlFor="email">{t('login.email')}</label>
              <input
                ref={emailRef}
                className={inputClass(email, errors.email !== null)}
                id="email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('login.emailPlaceholder')}
                value={email}
                aria-invalid={errors.email !== null}
                aria-describedby={errors.email ? 'email-error' : undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  revalidate({ email: event.target.value, password });
                }}
              />
              {errors.email && (
                <small id="email-error" className={styles.error}>
                  {t(errors.email)}
                </small>
              )}
            </div>

            <div className={styles.field}>
              <div className={styles.passwordLabel}>
                <label htmlFor="password">{t('login.password')}</label>
                <button
                  type="button"
                  id="forgot-password"
                  className={styles.linkButton}
                  onClick={() => {
                    setRecoveryUsed(true);
                    setRecoveryOpen(true);
                  }}
                >
                  {t('login.forgot')}
                </button>
              </div>
              <div className={styles.passwordBox}>
                <input
                  ref={passwordRef}
                  id="password"
                  name="password"
                  type={passwordShown ? 'text' : 'password'}
                  autoComplete="current-password"
                  autoCapitalize="none"
                  spellCheck={false}
                  value={password}
                  className={`${inputClass(password, errors.password !== null)} ${styles.passwordInput}`}
                  aria-invalid={errors.password !== null}
                  aria-describedby={errors.password ? 'password-error' : undefined}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    revalidate({ email, password: event.target.value });
                  }}
                />
                <button
                  type="button"
                  className={styles.passwordToggle}
                  aria-label={t('primereact.passwordShow')}
                  aria-pressed={passwordShown}
                  aria-controls="password"
                  onClick={() => setPasswordShown((shown) => !shown)}
                >
                  <i className={`pi ${passwordShown ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
                </button>
              </div>
              {errors.password && (
                <small id="password-error" className={styles.error}>
                  {t(errors.password)}
                </small>
              )}
            </div>

            <button
              type="submit"
              className={`p-button p-component ${login.isPending ? 'p-button-loading p-disabled' : ''} ${styles.submit}`}
              disabled={login.isPending}
              aria-busy={login.isPending}
            >
              {login.isPending && (
                <span className="p-button-icon p-button-icon-left pi pi-spin pi-spinner" aria-hidden="true" />
              )}
              <span className="p-button-label p-c">{t('login.submit')}</span>
            </button>
          </form>
        )}
        <p className={styles.footer}>
          {t('login.noAccount')} <Link to="/join">{t('login.signup')}</Link>
        </p>
      </section>
      {recoveryUsed && (
        <Suspense fallback={null}>
          <RecoveryDialog
            visible={recoveryOpen}
            onHide={() => setRecoveryOpen(false)}
            initialEmail={validateLogin({ email, password }).values.email}
          />
        </Suspense>
      )}
      <BotCheckBadge status={botCheck.status} />
    </div>
  );
}
