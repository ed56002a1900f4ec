import { useId, useRef, useState, type FormEvent } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { ErrorMessage } from '../ui/ErrorMessage';
import { TextAreaField } from '../ui/TextAreaField';

/** The answer's limits (answerTextSchema in the domain: trimmed, 1–5000 characters). */
export const ANSWER_MAX = 5000;

const texts = defineTexts({
  it: {
    label: 'La tua risposta',
    hint: `Fino a ${ANSWER_MAX} caratteri.`,
    count: (n: number) => `${n} di ${ANSWER_MAX}`,
    empty: 'Scrivi la risposta prima di inviarla.',
    tooLong: (n: number) => `La risposta è lunga ${n} caratteri: al massimo ${ANSWER_MAX}.`,
    send: 'Invia la risposta',
    cancel: 'Annulla',
  },
  en: {
    label: 'Your answer',
    hint: `Up to ${ANSWER_MAX} characters.`,
    count: (n: number) => `${n} of ${ANSWER_MAX}`,
    empty: 'Write your answer before sending it.',
    tooLong: (n: number) => `The answer is ${n} characters long: at most ${ANSWER_MAX}.`,
    send: 'Send the answer',
    cancel: 'Cancel',
  },
});

/**
 * A written answer to one question, checked on submit (the textarea gets the focus and the error when
 * it is empty or too long). `onSubmit` sends it; a failure is shown here.
 */
export function AnswerForm({
  initial = '',
  label,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  /** The question, read with the field's label. */
  label: string;
  onSubmit: (answer: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const t = useTexts(texts);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const length = value.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = length === 0 ? t.empty : length > ANSWER_MAX ? t.tooLong(length) : null;
    setInvalid(problem);
    setFailure(null);
    if (problem) return field.current?.focus();
    setBusy(true);
    try {
      await onSubmit(value.trim());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="t-stack" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        id={id}
        textareaRef={field}
        rows={5}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        label={
          <>
            {t.label}
            <span className="t-visually-hidden">: {label}</span>
          </>
        }
        hint={`${t.hint} ${t.count(length)}`}
        error={invalid}
      />
      <ErrorMessage error={failure} />
      <div className="t-row">
        <button type="submit" className="t-button" disabled={busy}>
          {t.send}
        </button>
        {onCancel ? (
          <button type="button" className="t-button t-button-secondary" disabled={busy} onClick={onCancel}>
            {t.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
