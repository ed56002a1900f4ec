import type { Place } from '@hiring/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestions } from '../reference/useSuggestions';
import { searchPlaces } from '../reference/search-places';

interface PlacePickerProps {
  id: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  invalid?: boolean;
}

/** A place (a job's location, a company's seat): a reference town picked by name (GET /location), stored with its center. */
export function PlacePicker({ id, value, onChange, invalid }: PlacePickerProps) {
  const { t } = useTranslation();
  // What the input shows: the chosen place, or the text being typed.
  const [shown, setShown] = useState<Place | string | null>(value);
  const { suggestions, complete } = useSuggestions(searchPlaces);
  return (
    <AutoComplete
      inputId={id}
      value={shown}
      field="place_name"
      suggestions={suggestions}
      completeMethod={complete}
      onChange={(event) => {
        setShown(event.value as Place | string | null);
        if (!event.value) onChange(null);
      }}
      onSelect={(event) => onChange(event.value as Place)}
      forceSelection
      placeholder={t('jobs.editor.placeholders.place')}
      invalid={invalid}
      delay={250}
      minLength={1}
      inputClassName="w-full"
    />
  );
}
