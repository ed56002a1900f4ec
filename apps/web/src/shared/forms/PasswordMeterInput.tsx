import { Password } from 'primereact/password';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';
import { meterFill, meterLevel } from './password-meter';

interface PasswordMeterInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  autoComplete?: string;
  /** Show the strength bar below the input (new passwords). */
  meter?: boolean;
}

/**
 * A password input (PrimeReact Password, with show/hide) and, for new passwords, a strength bar with
 * the spec's rules: medium = a digit and a lowercase letter, 6–32 characters; strong = also an
 * uppercase letter and a special character, 8–32.
 */
export function PasswordMeterInput({
  id,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  autoComplete = 'new-password',
  meter = true,
}: PasswordMeterInputProps) {
  const { t } = useTranslation();
  const level = meterLevel(value);
  return (
    <>
      <Password
        inputRef={inputRef}
        inputId={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        feedback={false}
        toggleMask
        autoComplete={autoComplete}
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={
          [error ? `${id}-error` : null, meter ? `${id}-meter` : null].filter(Boolean).join(' ') || undefined
        }
        className={styles.password}
        inputClassName={styles.passwordInput}
      />
      {meter && (
        <div id={`${id}-meter`} className={styles.meter} data-strength={level} aria-live="polite">
          <div className={styles.meterBar}>
            <div className={styles.meterFill} style={{ width: `${meterFill[level] * 100}%` }} />
          </div>
          <small className={styles.meterLabel}>
            {level === 'none' ? t('forms.password.prompt') : t(`forms.password.${level}`)}
          </small>
        </div>
      )}
    </>
  );
}
