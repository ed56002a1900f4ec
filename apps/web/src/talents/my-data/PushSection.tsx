import { useState } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { announce } from '../ui/announce';
import { useLoad } from '../ui/useLoad';
import styles from './MyData.module.css';
import { readPushState, talentsPush, type TalentsPushState } from './talents-push';

const texts = defineTexts({
  it: {
    title: 'Notifiche push',
    label: 'Ricevi notifiche su questo browser',
    hint: 'Un avviso su questo dispositivo quando un selezionatore ti scrive o la tua candidatura cambia. Vale solo per questo browser.',
    checking: 'Verifica delle notifiche su questo browser…',
    notConfigured: 'Le notifiche push non sono attive su questo servizio.',
    unavailable: 'Questo browser non supporta le notifiche push.',
    denied:
      'Le notifiche sono bloccate per questo sito nelle impostazioni del browser. Per riceverle, consentile nelle impostazioni del sito (l’icona accanto all’indirizzo), poi ricarica la pagina.',
    failed: 'Non è stato possibile attivare le notifiche. Riprova.',
    enabled: 'Notifiche push attivate',
    disabled: 'Notifiche push disattivate',
  },
  en: {
    title: 'Push notifications',
    label: 'Get notifications in this browser',
    hint: 'An alert on this device when a recruiter writes to you or your application changes. It applies to this browser only.',
    checking: 'Checking notifications in this browser…',
    notConfigured: 'Push notifications are not enabled on this service.',
    unavailable: 'This browser does not support push notifications.',
    denied:
      'Notifications are blocked for this site in the browser’s settings. To get them, allow them in the site settings (the icon next to the address), then reload the page.',
    failed: 'Notifications could not be turned on. Please try again.',
    enabled: 'Push notifications turned on',
    disabled: 'Push notifications turned off',
  },
});

/**
 * Push on or off for this browser (docs/push.md): ticking asks the browser's permission (only ever
 * from this click), subscribes and tells the server; unticking unsubscribes and tells it.
 */
export function PushSection() {
  const t = useTexts(texts);
  const loaded = useLoad<TalentsPushState>(() => readPushState(), 'push');
  // The state asked for while the browser and the server answer (the box follows the click at once).
  const [asked, setAsked] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  // What the browser says after a toggle (read again there, not through the page's load).
  const [after, setAfter] = useState<TalentsPushState | null>(null);
  const state = after ?? (loaded.error ? 'unavailable' : loaded.data);

  const toggle = async (on: boolean) => {
    setAsked(on);
    setFailed(false);
    try {
      const done = await (on ? talentsPush.enable() : talentsPush.disable());
      const now = await talentsPush.state();
      if (done) announce(on ? t.enabled : t.disabled);
      else if (on && now === 'denied') announce(t.denied);
      else if (on) setFailed(true);
      setAfter(now);
    } finally {
      setAsked(null);
    }
  };

  const message =
    state === undefined
      ? t.checking
      : state === 'notConfigured'
        ? t.notConfigured
        : state === 'unavailable'
          ? t.unavailable
          : state === 'denied'
            ? t.denied
            : t.hint;
  const usable = state === 'on' || state === 'off';
  return (
    <section className={`t-card t-stack ${styles.section}`} aria-labelledby="my-data-push">
      <h2 id="my-data-push">{t.title}</h2>
      <div className="t-check">
        <input
          id="my-data-push-toggle"
          type="checkbox"
          checked={asked ?? state === 'on'}
          disabled={!usable || asked !== null}
          aria-describedby="my-data-push-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <label htmlFor="my-data-push-toggle">{t.label}</label>
      </div>
      <p
        id="my-data-push-hint"
        className={state === 'denied' ? 't-alert t-alert-error' : 't-muted'}
        data-testid="push-hint"
        data-state={state ?? 'checking'}
      >
        {message}
      </p>
      {failed ? (
        <p className="t-alert t-alert-error" role="alert">
          {t.failed}
        </p>
      ) : null}
    </section>
  );
}
