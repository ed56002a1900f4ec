import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
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
const RecoveryDialog = lazy(async () => ({ default: (await import('./RecoveryDialog')).RecoveryDialog }));
const ResetPasswordForm = lazy(async () => ({
  default: (await import('./ResetPasswordForm')).ResetPasswordForm,
}));

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
          <Message
            severity="success"
            className={styles.notice}
            text={t(notice === 'joined' ? 'login.notice.joined' : 'login.notice.passwordReset')}
            data-notice={notice}
          />
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
              <InputText
                ref={emailRef}
                id="email"
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('login.emailPlaceholder')}
                value={email}
                invalid={errors.email !== null}
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
              <Password
                inputRef={passwordRef}
                inputId="password"
                name="password"
                autoComplete="current-password"
                feedback={false}
                toggleMask
                value={password}
                invalid={errors.password !== null}
                aria-invalid={errors.password !== null}
                aria-describedby={errors.password ? 'password-error' : undefined}
                className={styles.password}
                inputClassName={styles.passwordInput}
                onChange={(event) => {
                  setPassword(event.target.value);
                  revalidate({ email, password: event.target.value });
                }}
              />
              {errors.password && (
                <small id="password-error" className={styles.error}>
                  {t(errors.password)}
                </small>
              )}
            </div>

            <Button
              type="submit"
              label={t('login.submit')}
              loading={login.isPending}
              className={styles.submit}
            />
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
