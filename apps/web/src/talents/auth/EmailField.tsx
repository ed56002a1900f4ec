import type { Ref } from 'react';
import { defineTexts, useTexts } from '../i18n/language';
import { TextField } from '../ui/TextField';
import type { FieldProblem } from './validate';

const texts = defineTexts({
  it: {
    label: 'E-mail',
    problem: { required: 'Inserisci la tua e-mail.', invalid: 'Inserisci un indirizzo e-mail valido.' },
  },
  en: {
    label: 'E-mail',
    problem: { required: 'Enter your e-mail.', invalid: 'Enter a valid e-mail address.' },
  },
});

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** What `checkEmail` found wrong on submit. */
  problem: FieldProblem;
  /** The server's say about the address (taken, unknown), in place of the problem's text. */
  error?: string | null;
  /** `username` where it signs in, `email` where a new address is given. */
  autoComplete?: 'username' | 'email';
  inputRef?: Ref<HTMLInputElement>;
}

/** The e-mail of the account forms: a phone's e-mail keyboard, no capitals, no spelling fixes. */
export function EmailField({
  id,
  value,
  onChange,
  problem,
  error,
  autoComplete = 'username',
  inputRef,
}: EmailFieldProps) {
  const t = useTexts(texts);
  return (
    <TextField
      id={id}
      label={t.label}
      inputRef={inputRef}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={320}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? (problem ? t.problem[problem] : null)}
    />
  );
}
