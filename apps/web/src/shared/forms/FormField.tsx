import type { ReactNode } from 'react';
import styles from './forms.module.css';
import { useErrorText } from './useErrorText';

interface FormFieldProps {
  /** The input's id: the label points at it, the error is `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The field's error message (a translation key), if any. */
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled form field with its error below; give the input `fieldA11y(id, error)`. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const errorText = useErrorText();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <small className={styles.hint}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} className={styles.error} role="alert">
          {errorText(error)}
        </small>
      )}
    </div>
  );
}

/** The accessibility attributes of an input with an optional error. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    invalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}
