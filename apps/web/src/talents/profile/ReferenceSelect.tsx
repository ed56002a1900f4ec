import { defineTexts, useLanguage, useTexts } from '../i18n/language';
import { describedBy, FieldNotes } from '../ui/FieldNotes';
import { referenceLabel, type ShortReference } from './references';
import { useReference } from './useReference';

const texts = defineTexts({ it: { none: 'Non indicato' }, en: { none: 'Not stated' } });

/** A native select of a short reference list (names in the app's language), with "not stated" first. */
export function ReferenceSelect({
  id,
  label,
  reference,
  value,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  reference: ShortReference;
  value: number | null;
  onChange: (id: number | null) => void;
  hint?: string;
}) {
  const t = useTexts(texts);
  const language = useLanguage();
  const { rows } = useReference(reference);
  return (
    <div className="t-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        aria-describedby={describedBy(id, hint, null)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t.none}</option>
        {(rows ?? []).map((row) => (
          <option key={row.id} value={row.id}>
            {referenceLabel(row, language)}
          </option>
        ))}
        {/* The stored choice stays shown while the list loads. */}
        {!rows && value !== null ? <option value={value}>…</option> : null}
      </select>
      <FieldNotes id={id} hint={hint} />
    </div>
  );
}
