import { useState, type FormEvent } from 'react';
import type { ProfileFile } from '@hiring/domain';
import { PHONE_PATTERN } from '@hiring/domain/candidates/phone';
import { ConsentText } from '@hiring/domain/privacy/consent-text';
import { ApiError } from '../../shared/api/api-error';
import { formatDate } from '../../shared/format/date';
import { defineTexts, useTexts } from '../i18n/language';
import { Link } from '../routing/Link';
import { ErrorMessage } from '../ui/ErrorMessage';
import { describedBy, FieldNotes } from '../ui/FieldNotes';
import { TextField } from '../ui/TextField';
import styles from './Apply.module.css';
import { ApplyText, savePhone, sendApplication, type Applicant } from './apply-api';
import { CvPicker } from './CvPicker';

const texts = defineTexts({
  it: {
    profileTitle: 'Il tuo profilo',
    profileIntro:
      'Chi seleziona vede il tuo nome e la tua e-mail. Telefono e curriculum sono facoltativi: potrai cambiarli dal profilo.',
    phone: 'Telefono (facoltativo)',
    phoneProblem: 'Usa solo cifre, spazi e + ( ) . / - (da 5 a 30 caratteri).',
    profileLink: 'Completa il profilo',
    consentTitle: 'Privacy',
    consent: (version: string, since: string) =>
      `Ho letto l’informativa privacy (versione ${version}, in vigore dal ${since}) e acconsento al trattamento dei miei dati per questa candidatura.`,
    consentLink: 'Leggi l’informativa privacy (si apre in una nuova scheda)',
    consentProblem: 'Per candidarti devi dichiarare di aver letto l’informativa privacy.',
    submit: 'Invia la candidatura',
    busy: 'Invio in corso…',
    notOpen: 'Questa offerta non accetta più candidature.',
    stale: 'L’informativa privacy è cambiata: leggi la versione in vigore e conferma di nuovo.',
    missing: 'Per candidarti devi dichiarare di aver letto l’informativa privacy.',
    already: 'Hai già inviato una candidatura per questa offerta.',
  },
  en: {
    profileTitle: 'Your profile',
    profileIntro:
      'Recruiters see your name and your e-mail. Phone and CV are optional: you can change them in your profile.',
    phone: 'Phone (optional)',
    phoneProblem: 'Use only digits, spaces and + ( ) . / - (5 to 30 characters).',
    profileLink: 'Complete your profile',
    consentTitle: 'Privacy',
    consent: (version: string, since: string) =>
      `I have read the privacy policy (version ${version}, in force since ${since}) and consent to the processing of my data for this application.`,
    consentLink: 'Read the privacy policy (opens in a new tab)',
    consentProblem: 'To apply, confirm that you have read the privacy policy.',
    submit: 'Send the application',
    busy: 'Sending…',
    notOpen: 'This job post no longer takes applications.',
    stale: 'The privacy policy has changed: read the version in force and confirm again.',
    missing: 'To apply, confirm that you have read the privacy policy.',
    already: 'You have already sent an application for this job post.',
  },
});

interface ApplyFormProps {
  jobId: number;
  applicant: Applicant;
  /** The application was sent. */
  onSent: (applicationId: number) => void;
  /** The server knows better (already applied, a new policy version): read the candidate's state again. */
  onStale: () => void;
}

/**
 * The one step of applying from a phone: the phone number and the CV when the profile lacks them
 * (nothing of the profile is required by the server), the consent to the policy version in force
 * (none when the disableConsent module is on), and the send.
 */
export function ApplyForm({ jobId, applicant, onSent, onStale }: ApplyFormProps) {
  const t = useTexts(texts);
  const { policy, detail } = applicant;
  const askPhone = !detail?.phone;
  const [phone, setPhone] = useState('');
  const [cv, setCv] = useState<ProfileFile | null>(applicant.cv);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState({ phone: false, consent: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = phone.trim();
    const found = {
      phone: askPhone && typed !== '' && !PHONE_PATTERN.test(typed),
      consent: policy.consentRequired && !consent,
    };
    setProblems(found);
    setFailure(null);
    const first = found.phone ? 'apply-phone' : found.consent ? 'apply-consent' : null;
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (askPhone && typed !== '') await savePhone(detail, typed);
      const created = await sendApplication(jobId, policy);
      onSent(created.id);
    } catch (error) {
      setBusy(false);
      setFailure(error);
      const said = error instanceof ApiError ? error.messages : [];
      if (said.includes(ApplyText.alreadyApplied) || said.includes(ConsentText.stale)) {
        setConsent(false);
        onStale();
      }
    }
  };

  return (
    <form className={`t-stack ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
      <section className="t-card t-stack" aria-labelledby="apply-profile-title">
        <h2 id="apply-profile-title" className={styles.sectionTitle}>
          {t.profileTitle}
        </h2>
        <p className={styles.note}>{t.profileIntro}</p>
        {askPhone ? (
          <TextField
            id="apply-phone"
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            value={phone}
            onChange={(event) => {
              setPhone(event.target.value);
              const typed = event.target.value.trim();
              if (problems.phone)
                setProblems((p) => ({ ...p, phone: typed !== '' && !PHONE_PATTERN.test(typed) }));
            }}
            error={problems.phone ? t.phoneProblem : null}
          />
        ) : null}
        <CvPicker cv={cv} onUploaded={setCv} />
        <Link href="/talents/profile">{t.profileLink}</Link>
      </section>
      {policy.consentRequired ? (
        <section className="t-card t-stack" aria-labelledby="apply-consent-title">
          <h2 id="apply-consent-title" className={styles.sectionTitle}>
            {t.consentTitle}
          </h2>
          <div>
            <div className="t-check">
              <input
                id="apply-consent"
                className={styles.consent}
                type="checkbox"
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  if (problems.consent) setProblems((p) => ({ ...p, consent: !event.target.checked }));
                }}
                aria-invalid={problems.consent ? true : undefined}
                aria-describedby={describedBy('apply-consent', null, problems.consent)}
              />
              <label htmlFor="apply-consent">
                {t.consent(policy.version, formatDate(policy.effectiveOn))}
              </label>
            </div>
            <FieldNotes id="apply-consent" error={problems.consent ? t.consentProblem : null} />
          </div>
          <a href="/web-policy-user" target="_blank" rel="noopener">
            {t.consentLink}
          </a>
        </section>
      ) : null}
      <ErrorMessage
        error={failure}
        known={{
          [ApplyText.notOpen]: t.notOpen,
          [ApplyText.alreadyApplied]: t.already,
          [ConsentText.stale]: t.stale,
          [ConsentText.missing]: t.missing,
        }}
      />
      <button type="submit" className={`t-button ${styles.submit}`} disabled={busy} aria-busy={busy}>
        {busy ? t.busy : t.submit}
      </button>
    </form>
  );
}
