import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useConfig } from '../../shared/config/useConfig';
import { LanguageSwitch } from '../../shared/i18n/LanguageSwitch';
import { ConfirmCodeStep } from './ConfirmCodeStep';
import { InvitationAccept } from './InvitationAccept';
import styles from './JoinPage.module.css';
import { SignupForm } from './SignupForm';

type Step = { kind: 'signup' } | { kind: 'code'; email: string };

/**
 * /join (captive): signing a company up, then confirming the address with the mailed code; with
 * `?email=` it opens at the code step of a pending signup. With `?invite=` (a team invitation's
 * link) it shows the inviting company and accepts the invitation instead.
 */
export function JoinPage() {
  const { t } = useTranslation();
  const { dashboardName } = useConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const pendingEmail = params.get('email');
  const [step, setStep] = useState<Step>(() =>
    pendingEmail !== null ? { kind: 'code', email: pendingEmail } : { kind: 'signup' },
  );

  const title =
    invite !== null
      ? t('join.invite.title')
      : step.kind === 'signup'
        ? t('join.signup.title')
        : t('join.code.title');
  const subtitle =
    invite !== null ? t('team:join.subtitle') : step.kind === 'signup' ? t('join.signup.subtitle') : null;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="join-title">
        <div className={styles.toolbar}>
          <LanguageSwitch />
        </div>
        <header className={styles.header}>
          <span className={styles.logo} aria-hidden="true">
            <i className="pi pi-building" />
          </span>
          <p className={styles.brand}>{dashboardName}</p>
          <h1 id="join-title" className={styles.title}>
            {title}
          </h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>

        {invite !== null ? (
          <InvitationAccept
            token={invite}
            firstname={params.get('firstname') ?? ''}
            lastname={params.get('lastname') ?? ''}
          />
        ) : step.kind === 'signup' ? (
          <>
            <SignupForm onRegistered={(email) => setStep({ kind: 'code', email })} />
            <p className={styles.switch}>
              {t('join.haveCode')}{' '}
              <button
                type="button"
                id="join-to-code"
                className={styles.linkButton}
                onClick={() => setStep({ kind: 'code', email: '' })}
              >
                {t('join.enterCode')}
              </button>
            </p>
          </>
        ) : (
          <>
            <ConfirmCodeStep
              key={step.email}
              email={step.email}
              onCompleted={() => void navigate('/login', { replace: true, state: { notice: 'joined' } })}
            />
            <p className={styles.switch}>
              <button
                type="button"
                id="join-to-signup"
                className={styles.linkButton}
                onClick={() => setStep({ kind: 'signup' })}
              >
                {t('join.backToSignup')}
              </button>
            </p>
          </>
        )}

        <p className={styles.footer}>
          {t('join.haveAccount')} <Link to="/login">{t('join.toLogin')}</Link>
        </p>
      </section>
    </div>
  );
}
