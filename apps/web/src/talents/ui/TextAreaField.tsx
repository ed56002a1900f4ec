import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from './FieldNotes';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Said with the field (aria-describedby), under it. */
  hint?: ReactNode;
  /** The field's error, tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled native textarea with its hint and its error, wired for screen readers (as TextField). */
export function TextAreaField({ id, label, hint, error, textareaRef, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textarea}
        ref={textareaRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
