import { useState } from 'react';
import { api } from '../api';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';

const texts = defineTexts({
  it: {
    resend: 'Invia di nuovo il codice',
    busy: 'Invio in corso…',
    sent: (email: string) => `Ti abbiamo inviato un nuovo link di conferma a ${email}.`,
    alreadyConfirmed: 'Questo indirizzo è già confermato: puoi accedere.',
    notFound: 'Non c’è un account con questo indirizzo e-mail.',
  },
  en: {
    resend: 'Send the code again',
    busy: 'Sending…',
    sent: (email: string) => `We sent a new confirmation link to ${email}.`,
    alreadyConfirmed: 'This address is already confirmed: you can sign in.',
    notFound: 'There is no account with this e-mail address.',
  },
});

/**
 * "Send the code again": a new confirmation mail (the earlier code stops working), through
 * `GET /auth/send-email-confirmation-code` (rate-limited on the server).
 */
export function ResendCode({ email }: { email: string }) {
  const t = useTexts(texts);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<unknown>(null);
  const send = async () => {
    setState('busy');
    setError(null);
    try {
      await api.get('/auth/send-email-confirmation-code', { query: { email }, anonymous: true });
      setState('sent');
    } catch (failure) {
      setError(failure);
      setState('idle');
    }
  };
  return (
    <div className="t-stack">
      <div>
        <button
          type="button"
          className="t-button t-button-secondary"
          onClick={() => void send()}
          disabled={state === 'busy'}
          aria-busy={state === 'busy'}
          data-testid="resend-code"
        >
          {state === 'busy' ? t.busy : t.resend}
        </button>
      </div>
      <p role="status" className={state === 'sent' ? 't-alert t-alert-success' : 't-visually-hidden'}>
        {state === 'sent' ? t.sent(email) : ''}
      </p>
      <ErrorMessage
        error={error}
        known={{ 'Email is already confirmed': t.alreadyConfirmed, 'Email not found': t.notFound }}
      />
    </div>
  );
}
