import { InputText } from 'primereact/inputtext';
import { useState, type ComponentProps, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber } from '../format/number';

type InputProps = Omit<ComponentProps<typeof InputText>, 'value' | 'onChange' | 'type'>;

export interface NumberInputProps extends InputProps {
  value: number | null;
  /** The number read in the UI language; null when blank, NaN when it cannot be read (the form shows the error). */
  onChange: (value: number | null) => void;
  /** More decimals than this are an error, never rounded away (2 for money). */
  maxFractionDigits?: number;
  /** A unit shown after the input, such as '€'. */
  unit?: string;
}

/**
 * The one number input of the app: typed and shown in the UI language (Italian '12,5', English
 * '12.5'); an entry it cannot read is kept as typed and reported as NaN, so the form can say so
 * (spec section 5: invalid number) instead of storing another number.
 */
export function NumberInput({
  value,
  onChange,
  maxFractionDigits = 20,
  unit,
  onBlur,
  ...input
}: NumberInputProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const options = { maxFractionDigits };
  const [typed, setTyped] = useState<{ text: string; locale: string } | null>(null);
  // The text as typed while it means the form's value in this language; else the value written out.
  const read = typed && typed.locale === locale ? parseLocaleNumber(typed.text, locale, options) : undefined;
  const same =
    read !== undefined && (Object.is(read, value) || (Number.isNaN(read) && Number.isNaN(value ?? 0)));
  const text = same && typed ? typed.text : formatLocaleNumber(value, locale, options);

  const field = (
    <InputText
      {...input}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setTyped({ text: event.target.value, locale });
        onChange(parseLocaleNumber(event.target.value, locale, options));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // A readable entry is written back the usual way ('1250,5' → '1.250,5').
        if (value !== null && !Number.isNaN(value)) setTyped(null);
        onBlur?.(event);
      }}
    />
  );
  if (!unit) return field;
  return (
    <div className="p-inputgroup">
      {field}
      <span className="p-inputgroup-addon" aria-hidden="true">
        {unit}
      </span>
    </div>
  );
}
