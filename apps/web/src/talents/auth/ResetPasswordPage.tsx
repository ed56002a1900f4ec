import { useState, type FormEvent } from 'react';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { navigate, useLocation } from '../routing/router';
import { ErrorMessage } from '../ui/ErrorMessage';
import { PageHeading } from '../ui/PageHeading';
import styles from './Auth.module.css';
import { PasswordField } from './PasswordField';
import { checkNewPassword, focusFirstInvalid, recheck, type FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    title: 'Scegli una nuova password',
    intro: 'La nuova password vale da subito; gli accessi aperti su altri dispositivi si chiudono.',
    password: 'Nuova password',
    confirm: 'Ripeti la nuova password',
    submit: 'Salva la password',
    busy: 'Salvataggio…',
    passwordProblem: {
      required: 'Scegli una password.',
      invalid: 'Questa password è troppo debole: segui la regola qui sopra.',
    },
    noMatch: 'Le due password non coincidono.',
    invalidLink: 'Il link non è valido, è già stato usato o è scaduto. Chiedine uno nuovo.',
    noToken: 'Questo link è incompleto: apri il link dell’e-mail per intero, o chiedine uno nuovo.',
    again: 'Chiedi un nuovo link',
  },
  en: {
    title: 'Choose a new password',
    intro: 'The new password works at once; sign-ins open on other devices are closed.',
    password: 'New password',
    confirm: 'Repeat the new password',
    submit: 'Save the password',
    busy: 'Saving…',
    passwordProblem: {
      required: 'Choose a password.',
      invalid: 'This password is too weak: follow the rule above.',
    },
    noMatch: 'The two passwords differ.',
    invalidLink: 'The link is wrong, already used or expired. Ask for a new one.',
    noToken: 'This link is incomplete: open the whole link of the e-mail, or ask for a new one.',
    again: 'Ask for a new link',
  },
});

const INVALID_RESET = 'The link is wrong, already used or expired';

/**
 * /talents/reset-password?token=…, the reset mail's link for candidates: the new password twice
 * (`POST /auth/reset-password`, which ends the account's sessions), then the sign-in.
 */
export default function ResetPasswordPage() {
  const t = useTexts(texts);
  const token = useLocation().search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<{ password: FieldProblem; confirm: boolean }>({
    password: null,
    confirm: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { password: checkNewPassword(password), confirm: confirm !== password };
    setProblems(found);
    setFailure(null);
    if (
      focusFirstInvalid([
        ['reset-password', found.password],
        ['reset-confirm', found.confirm],
      ])
    )
      return;
    setBusy(true);
    try {
      await api.post(
        '/auth/reset-password',
        { token, password, passwordConfirm: confirm },
        { anonymous: true },
      );
      navigate('/talents/login?notice=reset', { replace: true });
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <div className={styles.card}>
        <PageHeading title={t.title} />
        <div className="t-card t-stack">
          <p className="t-alert t-alert-error" style={{ margin: 0 }}>
            {t.noToken}
          </p>
          <Link href="/talents/forgot-password">{t.again}</Link>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.card}>
      <PageHeading title={t.title} />
      <form className={`t-card ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>{t.intro}</p>
        <PasswordField
          id="reset-password"
          label={t.password}
          value={password}
          onChange={(value) => {
            setPassword(value);
            recheck(setProblems, 'password', checkNewPassword(value));
          }}
          error={problems.password ? t.passwordProblem[problems.password] : null}
          isNew
        />
        <PasswordField
          id="reset-confirm"
          label={t.confirm}
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            recheck(setProblems, 'confirm', value !== password);
          }}
          error={problems.confirm ? t.noMatch : null}
          autoComplete="new-password"
        />
        <ErrorMessage error={failure} known={{ [INVALID_RESET]: t.invalidLink }} />
        {failure ? <Link href="/talents/forgot-password">{t.again}</Link> : null}
        <button type="submit" className={`t-button ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
    </div>
  );
}
