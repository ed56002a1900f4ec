import { Checkbox } from 'primereact/checkbox';
import type { ReactNode, Ref } from 'react';
import styles from './forms.module.css';
import { useErrorText } from './useErrorText';

interface CheckboxFieldProps {
  /** The checkbox's id: the label points at it, the error is `${id}-error`. */
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's error message (a translation key), if any. */
  error?: string | undefined;
}

/** A checkbox with its label beside it and its error below (terms, consents: spec section 5 'not checked'). */
export function CheckboxField({ id, label, checked, onChange, onBlur, inputRef, error }: CheckboxFieldProps) {
  const errorText = useErrorText();
  return (
    <div className={styles.field}>
      <div className={styles.checkRow}>
        <Checkbox
          inputId={id}
          inputRef={inputRef}
          checked={checked}
          onChange={(event) => onChange(Boolean(event.checked))}
          onBlur={onBlur}
          invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <small id={`${id}-error`} className={styles.error} role="alert">
          {errorText(error)}
        </small>
      )}
    </div>
  );
}
