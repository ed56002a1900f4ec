import { useRef, useState, type FormEvent } from 'react';
import type { ErasureReceipt } from '@hiring/domain';
import { ApiError } from '../../shared/api/api-error';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { navigate } from '../routing/router';
import { talentsSession } from '../session/session';
import { ErrorMessage } from '../ui/ErrorMessage';
import { keepErasureReceipt } from './erasure-receipt-store';
import styles from './MyData.module.css';
import { talentsPush } from './talents-push';

const texts = defineTexts({
  it: {
    title: 'Elimina l’account',
    intro: 'Con l’eliminazione:',
    points: [
      'il tuo profilo, il CV, i certificati, la foto e i video sono cancellati;',
      'le tue candidature restano alle aziende solo in forma anonima («Candidato anonimo»), senza i tuoi dati;',
      'non potrai più accedere con questa email;',
      'ricevi una ricevuta con quanto è stato cancellato.',
    ],
    before: 'L’operazione non si può annullare: se vuoi una copia dei tuoi dati, scaricala prima.',
    password: 'Password attuale',
    passwordHint: 'Per confermare che sei tu.',
    passwordMissing: 'Inserisci la password.',
    passwordWrong: 'La password non è corretta.',
    confirm: 'Ho capito che l’account e i miei dati saranno cancellati per sempre.',
    confirmMissing: 'Conferma di aver capito per continuare.',
    submit: 'Elimina definitivamente l’account',
    busy: 'Eliminazione in corso…',
  },
  en: {
    title: 'Delete the account',
    intro: 'When you delete it:',
    points: [
      'your profile, CV, certificates, picture and videos are erased;',
      'companies keep your applications only anonymised ("Anonymous candidate"), without your data;',
      'you can no longer sign in with this email;',
      'you get a receipt of what was erased.',
    ],
    before: 'This cannot be undone: if you want a copy of your data, download it first.',
    password: 'Current password',
    passwordHint: 'To confirm it is you.',
    passwordMissing: 'Enter your password.',
    passwordWrong: 'The password is wrong.',
    confirm: 'I understand that the account and my data will be erased for good.',
    confirmMissing: 'Confirm that you understand to go on.',
    submit: 'Delete the account for good',
    busy: 'Deleting…',
  },
});

/**
 * DELETE /auth/delete-user with the password: the candidate is erased (docs/privacy.md, "Erasure")
 * and answered a receipt, shown on /talents/account-deleted once the session is cleared.
 */
export function DeleteAccountSection() {
  const t = useTexts(texts);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(password ? {} : { password: t.passwordMissing }),
      ...(understood ? {} : { confirm: t.confirmMissing }),
    };
    setErrors(found);
    setFailure(null);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setBusy(true);
    try {
      const receipt = await api.delete<ErasureReceipt>('/auth/delete-user', { body: { password } });
      keepErasureReceipt(receipt);
      // To the public receipt page first, so that clearing the session does not send it to sign-in.
      navigate('/talents/account-deleted', { replace: true });
      talentsSession.clear();
      // The server removed the subscriptions; the browser's own goes too (no session left: no DELETE).
      void talentsPush.logout().catch(() => undefined);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 400) {
        setErrors({ password: t.passwordWrong });
        passwordRef.current?.focus();
      } else setFailure(error);
    }
  };

  return (
    <section className={`t-card t-stack ${styles.section} ${styles.danger}`} aria-labelledby="my-data-delete">
      <h2 id="my-data-delete">{t.title}</h2>
      <div className={styles.prose}>
        <p>{t.intro}</p>
        <ul>
          {t.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <strong>{t.before}</strong>
        </p>
      </div>
      <form className="t-stack" onSubmit={submit} noValidate>
        <div className="t-field">
          <label htmlFor="delete-password">{t.password}</label>
          <input
            ref={passwordRef}
            id="delete-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={`delete-password-hint${errors.password ? ' delete-password-error' : ''}`}
          />
          <span id="delete-password-hint" className="t-field-hint">
            {t.passwordHint}
          </span>
          {errors.password ? (
            <span id="delete-password-error" className="t-field-error">
              {errors.password}
            </span>
          ) : null}
        </div>
        <div>
          <div className="t-check">
            <input
              ref={confirmRef}
              id="delete-confirm"
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? 'delete-confirm-error' : undefined}
            />
            <label htmlFor="delete-confirm">{t.confirm}</label>
          </div>
          {errors.confirm ? (
            <span id="delete-confirm-error" className="t-field-error">
              {errors.confirm}
            </span>
          ) : null}
        </div>
        <ErrorMessage error={failure} />
        <div>
          <button type="submit" className="t-button t-button-danger" disabled={busy} aria-busy={busy}>
            {busy ? t.busy : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
