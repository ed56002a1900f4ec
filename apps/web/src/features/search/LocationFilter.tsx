import { SEARCH_MAX_RADIUS_KM, type SearchFilters } from '@hiring/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages, withParams } from '../../shared/forms/form-rules';
import formStyles from '../../shared/forms/forms.module.css';
import { NumberInput } from '../../shared/forms/NumberInput';
import { useErrorText } from '../../shared/forms/useErrorText';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';
import { useReferenceLabels, useReferenceSearch } from '../../shared/reference/useReference';
import { useSuggestions } from '../../shared/reference/useSuggestions';
import { DEFAULT_RADIUS_KM } from './search-form';
import { autoCompleteA11y } from '../../shared/ui/autocomplete-a11y';
import styles from './Search.module.css';

type LocationValue = SearchFilters['location'];

const townLabel = (r: ReferenceRecord) => (r.province ? `${r.name} (${String(r.province)})` : r.name);

/** What is wrong with a radius typed, as a message key; null when the search can take it. */
function radiusProblem(km: number | null): string | null {
  if (km === null) return messages.mandatory;
  if (Number.isNaN(km)) return messages.invalidNumber;
  if (km < 1 || km > SEARCH_MAX_RADIUS_KM)
    return withParams('search.filters.radiusRange', { max: SEARCH_MAX_RADIUS_KM });
  return null;
}

/** On-site location: a town of the local DB and a radius in km around it. */
export function LocationFilter(props: {
  id: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const { suggestions, complete } = useSuggestions(useReferenceSearch('location'));
  const names = useReferenceLabels('location');
  const chosenId = props.value?.locationId ?? props.value?.place?.id;
  const chosenName =
    props.value?.place?.place_name ?? (chosenId ? (names.get(chosenId) ?? `#${chosenId}`) : '');
  const radiusKm = props.value?.radiusKm ?? DEFAULT_RADIUS_KM;
  // A radius typed that the search cannot take (undefined: none, the filter's radius is shown).
  const [typedKm, setTypedKm] = useState<number | null | undefined>(undefined);
  const radiusError = typedKm === undefined ? null : (radiusProblem(typedKm) ?? messages.mandatory);
  const errorText = useErrorText();

  return (
    <div className={styles.field}>
      <AutoComplete
        inputId={props.id}
        value={text ?? chosenName}
        suggestions={suggestions}
        itemTemplate={townLabel}
        completeMethod={complete}
        onChange={(event) => {
          const typed = typeof event.value === 'string' ? event.value : null;
          setText(typed);
          if (!typed) props.onChange(undefined);
        }}
        onSelect={(event) => {
          const town = event.value as ReferenceRecord;
          setText(null);
          props.onChange({ locationId: town.id, radiusKm });
        }}
        placeholder={t('search.filters.locationPlaceholder')}
        delay={150}
        minLength={1}
        pt={autoCompleteA11y}
      />
      <div className={styles.inline}>
        <label htmlFor={`${props.id}-radius`}>{t('search.filters.radius')}</label>
        <NumberInput
          id={`${props.id}-radius`}
          value={typedKm === undefined ? radiusKm : typedKm}
          maxFractionDigits={0}
          unit="km"
          disabled={!props.value}
          invalid={Boolean(radiusError)}
          aria-invalid={Boolean(radiusError)}
          aria-describedby={radiusError ? `${props.id}-radius-error` : undefined}
          onChange={(km) => {
            // A radius the search cannot take stays as typed, with its error, until corrected.
            if (km === null || radiusProblem(km)) return setTypedKm(km);
            setTypedKm(undefined);
            if (props.value) props.onChange({ ...props.value, radiusKm: km });
          }}
        />
      </div>
      {radiusError && (
        <small id={`${props.id}-radius-error`} className={formStyles.error} role="alert">
          {errorText(radiusError)}
        </small>
      )}
    </div>
  );
}
