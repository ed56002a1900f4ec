import type { SearchFilters } from '@hiring/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/reference/reference-label';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';
import { useReference, useReferenceLabels, useReferenceSearch } from '../../shared/reference/useReference';
import { useSuggestions } from '../../shared/reference/useSuggestions';
import { RemoveButton } from '../../shared/ui/RemoveButton';
import { autoCompleteA11y } from '../../shared/ui/autocomplete-a11y';
import styles from './Search.module.css';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';

type SkillRow = NonNullable<SearchFilters['professionalSkills']>[number];

/** Professional skills, each with a minimum of years of work (0, 1, 2, 3, 5, 10), from the local DB. */
export function SkillYearsFilter(props: {
  id: string;
  value: SkillRow[];
  onChange: (rows: SkillRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const search = useReferenceSearch('professional_skill');
  const names = useReferenceLabels('professional_skill');
  const years = useReference('work_years').records.map((r) => ({
    value: r.id,
    label: t('search.filters.minYears', { count: r.id }),
  }));
  const chosen = new Set(props.value.map((row) => row.skillId));
  const { suggestions, complete } = useSuggestions((query) => search(query).filter((r) => !chosen.has(r.id)));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;

  return (
    <div className={styles.field}>
      {props.value.length > 0 && (
        <ul className={styles.rows}>
          {props.value.map((row) => (
            <li key={row.skillId} className={styles.row} data-skill-id={row.skillId}>
              <span className={styles.rowName} title={nameOf(row.skillId)}>
                {nameOf(row.skillId)}
              </span>
              <Dropdown
                value={row.years}
                options={years}
                aria-label={`${t('search.filters.years')}: ${nameOf(row.skillId)}`}
                pt={dropdownA11y(`${t('search.filters.years')}: ${nameOf(row.skillId)}`)}
                onChange={(event) =>
                  props.onChange(
                    props.value.map((r) =>
                      r.skillId === row.skillId ? { ...r, years: event.value as SkillRow['years'] } : r,
                    ),
                  )
                }
              />
              <RemoveButton
                label={`${t('search.filters.remove')}: ${nameOf(row.skillId)}`}
                onClick={() => props.onChange(props.value.filter((r) => r.skillId !== row.skillId))}
              />
            </li>
          ))}
        </ul>
      )}
      <AutoComplete
        inputId={props.id}
        value={text}
        suggestions={suggestions}
        itemTemplate={(r: ReferenceRecord) => labelOf(r, i18n.language)}
        completeMethod={complete}
        onChange={(event) => setText(typeof event.value === 'string' ? event.value : '')}
        onSelect={(event) => {
          const skill = event.value as ReferenceRecord;
          setText('');
          if (!chosen.has(skill.id)) props.onChange([...props.value, { skillId: skill.id, years: 0 }]);
        }}
        placeholder={t('search.filters.skillPlaceholder')}
        delay={150}
        minLength={1}
        pt={autoCompleteA11y}
      />
    </div>
  );
}
