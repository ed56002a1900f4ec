import { useState, type Ref } from 'react';
import { passwordStrength, type PasswordStrength } from '@hiring/domain/auth/password-strength';
import { defineTexts, useTexts } from '../i18n/language';
import { TextField } from '../ui/TextField';
import styles from './Auth.module.css';

const texts = defineTexts({
  it: {
    show: 'Mostra la password',
    rule: 'Da 6 a 32 caratteri, con almeno una cifra e una lettera minuscola.',
    strength: { weak: 'Sicurezza: debole', medium: 'Sicurezza: media', strong: 'Sicurezza: forte' },
  },
  en: {
    show: 'Show password',
    rule: '6 to 32 characters, with at least one digit and one lowercase letter.',
    strength: { weak: 'Strength: weak', medium: 'Strength: medium', strong: 'Strength: strong' },
  },
});

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** A new password: the policy as a hint, and its strength as it is typed (spec 5's meter). */
  isNew?: boolean;
  /** The browser's autofill hint, when not the one `isNew` implies (a new password's repetition). */
  autoComplete?: string;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        d="M1.5 12S5.5 4.5 12 4.5 22.5 12 22.5 12 18.5 19.5 12 19.5 1.5 12 1.5 12Z"
      />
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path stroke="currentColor" strokeWidth="2" d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** A password input with a show/hide button; for a new password, the policy and a strength meter. */
export function PasswordField(props: PasswordFieldProps) {
  const { id, label, value, onChange, error, inputRef, isNew = false, autoComplete } = props;
  const t = useTexts(texts);
  const [shown, setShown] = useState(false);
  const strength: PasswordStrength | null = isNew && value ? passwordStrength(value) : null;
  return (
    <TextField
      id={id}
      label={label}
      inputRef={inputRef}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete ?? (isNew ? 'new-password' : 'current-password')}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={200}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={
        isNew ? (
          <>
            {t.rule}
            {strength ? (
              <span className={styles.meter} data-strength={strength}>
                <span className={styles.meterBar} aria-hidden="true" />
                {t.strength[strength]}
              </span>
            ) : null}
          </>
        ) : undefined
      }
      addon={
        <button
          type="button"
          className={styles.reveal}
          aria-label={t.show}
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}
