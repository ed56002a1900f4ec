import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Said with the field (aria-describedby), under it. */
  hint?: ReactNode;
  /** The field's error, tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** A control inside the input's box, at its end (a password's show button). */
  addon?: ReactNode;
}

/** A labelled native input with its hint and its error, wired for screen readers. */
export function TextField({ id, label, hint, error, inputRef, addon, ...input }: TextFieldProps) {
  const field = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
    />
  );
  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      {addon ? (
        <div className={styles.box}>
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
