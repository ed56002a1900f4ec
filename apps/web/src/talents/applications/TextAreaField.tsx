import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  /** Said with the field (aria-describedby), under it. */
  hint?: ReactNode;
  /** The field's error, tied to it (aria-invalid, aria-describedby). */
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled native textarea with its hint and its error, wired for screen readers (as ui/TextField). */
export function TextAreaField({ id, label, hint, error, textareaRef, ...textarea }: TextAreaFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        {...textarea}
        ref={textareaRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="t-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="t-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
