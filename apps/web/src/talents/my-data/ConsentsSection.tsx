import { useState } from 'react';
import type { ConsentView } from '@hiring/domain/privacy/consent';
import { formatDateTime } from '../../shared/format/date';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Loading } from '../ui/Loading';
import { useLoad } from '../ui/useLoad';
import styles from './MyData.module.css';

const texts = defineTexts({
  it: {
    title: 'Consensi',
    intro: 'I consensi che hai dato, con la versione dell’informativa privacy a cui si riferiscono.',
    empty: 'Nessun consenso registrato.',
    kinds: {
      'privacy-policy': 'Informativa privacy (candidatura)',
      marketing: 'Comunicazioni commerciali',
      push: 'Notifiche push',
    } as Record<string, string>,
    version: (v: string) => `Versione dell’informativa: ${v}`,
    application: (id: number) => `Candidatura n. ${id}`,
    given: (at: string) => `Dato il ${at}`,
    withdrawnAt: (at: string) => `Revocato il ${at}`,
    required: 'Legato alla candidatura: per revocarlo ritira la candidatura o elimina l’account.',
    withdraw: 'Revoca',
    withdrawLabel: (kind: string) => `Revoca il consenso: ${kind}`,
    withdrawn: 'Consenso revocato',
  },
  en: {
    title: 'Consents',
    intro: 'The consents you gave, with the version of the privacy policy they refer to.',
    empty: 'No consent recorded.',
    kinds: {
      'privacy-policy': 'Privacy policy (application)',
      marketing: 'Marketing communications',
      push: 'Push notifications',
    } as Record<string, string>,
    version: (v: string) => `Privacy policy version: ${v}`,
    application: (id: number) => `Application no. ${id}`,
    given: (at: string) => `Given on ${at}`,
    withdrawnAt: (at: string) => `Withdrawn on ${at}`,
    required: 'Tied to the application: to withdraw it, withdraw the application or delete the account.',
    withdraw: 'Withdraw',
    withdrawLabel: (kind: string) => `Withdraw the consent: ${kind}`,
    withdrawn: 'Consent withdrawn',
  },
});

/** GET /me/consents, newest first; DELETE /me/consents/{id} withdraws one that is not required. */
export function ConsentsSection() {
  const t = useTexts(texts);
  const consents = useLoad((signal) => api.get<ConsentView[]>('/me/consents', { signal }), 'consents');
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const withdraw = async (consent: ConsentView) => {
    setPending(consent.id);
    setError(null);
    try {
      await api.delete(`/me/consents/${consent.id}`);
      announce(t.withdrawn);
      consents.reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  };

  const list = [...(consents.data ?? [])].reverse();
  return (
    <section className={`t-card t-stack ${styles.section}`} aria-labelledby="my-data-consents">
      <h2 id="my-data-consents">{t.title}</h2>
      <p>{t.intro}</p>
      {consents.loading && !consents.data ? <Loading /> : null}
      <ErrorMessage error={consents.error ?? error} />
      {consents.data && list.length === 0 ? <p className="t-muted">{t.empty}</p> : null}
      {list.length > 0 ? (
        <ul className={styles.list} data-testid="consents">
          {list.map((consent) => {
            const kind = t.kinds[consent.kind] ?? consent.kind;
            return (
              <li key={consent.id} className={styles.item}>
                <p className={styles.itemTitle}>{kind}</p>
                <p className="t-muted">
                  {t.version(consent.policyVersion)}
                  {consent.applicationId !== null ? ` · ${t.application(consent.applicationId)}` : ''}
                </p>
                <p className="t-muted">{t.given(formatDateTime(consent.givenAt))}</p>
                {consent.withdrawnAt ? (
                  <p>
                    <span className="t-tag">{t.withdrawnAt(formatDateTime(consent.withdrawnAt))}</span>
                  </p>
                ) : consent.required ? (
                  <p className="t-muted">{t.required}</p>
                ) : (
                  <div>
                    <button
                      type="button"
                      className="t-button t-button-secondary"
                      aria-label={t.withdrawLabel(kind)}
                      disabled={pending !== null}
                      onClick={() => void withdraw(consent)}
                    >
                      {t.withdraw}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
