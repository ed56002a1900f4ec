import { SEARCH_MAX_RADIUS_KM, type SearchFilters } from '@hiring/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';
import { useReferenceLabels, useReferenceSearch } from '../../shared/reference/useReference';
import { useSuggestions } from '../../shared/reference/useSuggestions';
import { DEFAULT_RADIUS_KM } from './search-form';
import styles from './Search.module.css';

type LocationValue = SearchFilters['location'];

const townLabel = (r: ReferenceRecord) => (r.province ? `${r.name} (${String(r.province)})` : r.name);

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
      />
      <div className={styles.inline}>
        <label htmlFor={`${props.id}-radius`}>{t('search.filters.radius')}</label>
        <InputNumber
          inputId={`${props.id}-radius`}
          value={radiusKm}
          min={1}
          max={SEARCH_MAX_RADIUS_KM}
          suffix=" km"
          disabled={!props.value}
          onValueChange={(event) =>
            props.value && props.onChange({ ...props.value, radiusKm: event.value ?? DEFAULT_RADIUS_KM })
          }
        />
      </div>
    </div>
  );
}
