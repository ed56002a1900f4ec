import { useState, type FormEvent } from 'react';
import type { CandidateRegisterResponse } from '@hiring/domain';
import { ApiError } from '../../shared/api/api-error';
import { BotCheckError } from '../../shared/bot-check/bot-check';
import { api } from '../api';
import { defineTexts, talentsLanguages, useLanguage, useTexts, type TalentsLanguage } from '../i18n/language';
import { Link } from '../routing/Link';
import { useLocation } from '../routing/router';
import { announce } from '../ui/announce';
import { PageHeading } from '../ui/PageHeading';
import { TextField } from '../ui/TextField';
import styles from './Auth.module.css';
import { EmailField } from './EmailField';
import { FormFailure } from './FormFailure';
import { rememberPendingNext, safeNext, withQuery } from './next-path';
import { PasswordField } from './PasswordField';
import { ResendCode } from './ResendCode';
import { useBotCheck } from './useBotCheck';
import { checkEmail, checkNewPassword, focusFirstInvalid, recheck, type FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    title: 'Crea il tuo account',
    intro: 'Con un account ti candidi alle offerte e segui le tue candidature.',
    firstname: 'Nome',
    lastname: 'Cognome',
    password: 'Password',
    language: 'Lingua delle e-mail',
    languages: { it: 'Italiano', en: 'English' } as Record<TalentsLanguage, string>,
    fine: 'I tuoi dati sono trattati come descritto nell’informativa privacy.',
    privacy: 'Leggi l’informativa privacy',
    submit: 'Crea l’account',
    busy: 'Creazione in corso…',
    haveAccount: 'Hai già un account?',
    login: 'Accedi',
    nameRequired: { firstname: 'Inserisci il tuo nome.', lastname: 'Inserisci il tuo cognome.' },
    passwordProblem: {
      required: 'Scegli una password.',
      invalid: 'Questa password è troppo debole: segui la regola qui sopra.',
    },
    taken: 'Esiste già un account con questa e-mail: accedi, o recupera la password se non la ricordi.',
    sentTitle: 'Controlla la tua e-mail',
    sent: 'Ti abbiamo inviato un link per confermare l’indirizzo',
    sentHow:
      'Apri il link nell’e-mail per attivare l’account, poi accedi. Se non la trovi, guarda nella posta indesiderata.',
    sentNext: 'Dopo la conferma potrai continuare la tua candidatura.',
    enterCode: 'Ho il codice di conferma',
    announced: 'Account creato: controlla la tua e-mail.',
  },
  en: {
    title: 'Create your account',
    intro: 'With an account you apply to job posts and follow your applications.',
    firstname: 'First name',
    lastname: 'Last name',
    password: 'Password',
    language: 'Language of the e-mails',
    languages: { it: 'Italiano', en: 'English' } as Record<TalentsLanguage, string>,
    fine: 'Your data is processed as the privacy policy describes.',
    privacy: 'Read the privacy policy',
    submit: 'Create the account',
    busy: 'Creating…',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
    nameRequired: { firstname: 'Enter your first name.', lastname: 'Enter your last name.' },
    passwordProblem: {
      required: 'Choose a password.',
      invalid: 'This password is too weak: follow the rule above.',
    },
    taken: 'There is already an account with this e-mail: sign in, or recover the password if you forgot it.',
    sentTitle: 'Check your e-mail',
    sent: 'We sent you a link to confirm the address',
    sentHow:
      'Open the link in the e-mail to activate the account, then sign in. If you cannot find it, look in the spam folder.',
    sentNext: 'Once confirmed, you can go on with your application.',
    enterCode: 'I have the confirmation code',
    announced: 'Account created: check your e-mail.',
  },
});

interface Values {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

type Problems = { [K in keyof Values]: FieldProblem };

const fieldIds: Record<keyof Values, string> = {
  firstname: 'signup-firstname',
  lastname: 'signup-lastname',
  email: 'signup-email',
  password: 'signup-password',
};

/** /talents/signup: a candidate account (POST /auth/register/candidate), then "check your e-mail". */
export default function SignUpPage() {
  const t = useTexts(texts);
  const appLanguage = useLanguage();
  const next = safeNext(useLocation().search.get('next'));
  const botCheck = useBotCheck('register');
  const [values, setValues] = useState<Values>({ firstname: '', lastname: '', email: '', password: '' });
  const [lang, setLang] = useState<TalentsLanguage>(appLanguage);
  const [problems, setProblems] = useState<Problems>({
    firstname: null,
    lastname: null,
    email: null,
    password: null,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = checkEmail(values.email);
    const found: Problems = {
      firstname: values.firstname.trim() ? null : 'required',
      lastname: values.lastname.trim() ? null : 'required',
      email: email.problem,
      password: checkNewPassword(values.password),
    };
    setValues((v) => ({ ...v, email: email.email }));
    setProblems(found);
    setFailure(null);
    const order = (Object.keys(fieldIds) as (keyof Values)[]).map(
      (key) => [fieldIds[key], found[key]] as const,
    );
    if (focusFirstInvalid(order)) return;
    setBusy(true);
    try {
      const answer = await api.post<CandidateRegisterResponse>(
        '/auth/register/candidate',
        {
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
          email: email.email,
          password: values.password,
          lang,
        },
        { anonymous: true, headers: await botCheck.headers() },
      );
      // Kept for the confirmation page, which the mail may open in another tab (next-path.ts).
      rememberPendingNext(next);
      setSentTo(answer.email);
      announce(t.announced);
    } catch (error) {
      if (!(error instanceof BotCheckError)) botCheck.prepare();
      setFailure(error);
      if (error instanceof ApiError && error.status === 409) {
        setProblems((p) => ({ ...p, email: 'invalid' }));
        document.getElementById(fieldIds.email)?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  if (sentTo !== null) {
    return (
      <div className={styles.card} data-state="sent">
        <PageHeading key="sent" title={t.sentTitle} />
        <div className="t-card t-stack">
          <p style={{ margin: 0 }}>
            {t.sent}: <span className={styles.address}>{sentTo}</span>
          </p>
          <p style={{ margin: 0 }}>{t.sentHow}</p>
          {next ? <p style={{ margin: 0 }}>{t.sentNext}</p> : null}
          <ResendCode email={sentTo} />
          <Link href={withQuery('/talents/confirm', { email: sentTo })}>{t.enterCode}</Link>
        </div>
      </div>
    );
  }

  const taken = failure instanceof ApiError && failure.status === 409;
  return (
    <div className={styles.card}>
      <PageHeading title={t.title} />
      <p>{t.intro}</p>
      <form className={`t-card ${styles.form}`} onSubmit={(event) => void submit(event)} noValidate>
        {(['firstname', 'lastname'] as const).map((key) => (
          <TextField
            key={key}
            id={fieldIds[key]}
            label={t[key]}
            autoComplete={key === 'firstname' ? 'given-name' : 'family-name'}
            maxLength={100}
            value={values[key]}
            onChange={(event) => {
              set(key)(event.target.value);
              recheck(setProblems, key, event.target.value.trim() ? null : 'required');
            }}
            error={problems[key] ? t.nameRequired[key] : null}
          />
        ))}
        <EmailField
          id={fieldIds.email}
          autoComplete="email"
          value={values.email}
          onChange={(value) => {
            set('email')(value);
            recheck(setProblems, 'email', checkEmail(value).problem);
          }}
          problem={problems.email}
          error={taken ? t.taken : null}
        />
        <PasswordField
          id={fieldIds.password}
          label={t.password}
          value={values.password}
          onChange={(value) => {
            set('password')(value);
            recheck(setProblems, 'password', checkNewPassword(value));
          }}
          error={problems.password ? t.passwordProblem[problems.password] : null}
          isNew
        />
        <div className="t-field">
          <label htmlFor="signup-lang">{t.language}</label>
          <select
            id="signup-lang"
            value={lang}
            onChange={(event) => setLang(event.target.value as TalentsLanguage)}
          >
            {talentsLanguages.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {t.languages[lng]}
              </option>
            ))}
          </select>
        </div>
        <p className={styles.fine}>
          {t.fine} <a href="/web-policy-user">{t.privacy}</a>
        </p>
        {taken ? null : <FormFailure error={failure} />}
        <button type="submit" className={`t-button ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? t.busy : t.submit}
        </button>
      </form>
      <p>
        {t.haveAccount} <Link href={withQuery('/talents/login', { next })}>{t.login}</Link>
      </p>
    </div>
  );
}
