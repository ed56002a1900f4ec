import { workYearsOptions } from '@hiring/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFormValues } from './job-form';
import { useSuggestions } from '../../shared/reference/useSuggestions';
import styles from './JobEditor.module.css';
import { PickedRows } from './PickedRows';
import { referenceLabel, type ReferenceItem } from './reference/reference-item';
import { searchSkills } from './reference/search-reference';
import { useSkillNames } from './reference/useSkillNames';

type SkillRow = JobFormValues['professionalSkills'][number];

interface SkillsPickerProps {
  id: string;
  value: SkillRow[];
  onChange: (value: SkillRow[]) => void;
}

/**
 * Professional skills with years of work (0, 1, 2, 3, 5, 10). The 500-odd skills are searched on
 * the server as the user types; the chosen ones are named from the server too.
 */
export function SkillsPicker({ id, value, onChange }: SkillsPickerProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<string | ReferenceItem>('');
  // Names of skills picked here, shown before the name lookup answers.
  const [picked, setPicked] = useState<Map<number, string>>(() => new Map());
  const ids = useMemo(() => value.map((row) => row.skillId), [value]);
  const fetched = useSkillNames(ids);
  const nameOf = (skillId: number) => fetched.get(skillId) ?? picked.get(skillId) ?? `#${skillId}`;
  const yearOptions = workYearsOptions.map((years) => ({
    value: years,
    label: t('jobs.editor.years', { count: years }),
  }));

  const { suggestions, complete } = useSuggestions((text) =>
    searchSkills(text, i18n.language).then((found) => found.filter((skill) => !ids.includes(skill.id))),
  );

  const add = (skill: ReferenceItem) => {
    setQuery('');
    if (ids.includes(skill.id)) return;
    setPicked((old) => new Map(old).set(skill.id, referenceLabel(skill, i18n.language)));
    onChange([...value, { skillId: skill.id, years: 0 }]);
  };

  return (
    <div className={styles.picker} data-picker="skills">
      <PickedRows
        rows={value}
        idOf={(row) => row.skillId}
        nameOf={(row) => nameOf(row.skillId)}
        empty={t('jobs.editor.noSkills')}
        detail={{ label: t('jobs.editor.fields.years'), valueOf: (row) => row.years, options: yearOptions }}
        withDetail={(row, years) => ({ ...row, years })}
        onChange={onChange}
      />
      <AutoComplete
        inputId={id}
        value={query}
        suggestions={suggestions}
        itemTemplate={(skill: ReferenceItem) => referenceLabel(skill, i18n.language)}
        selectedItemTemplate={(skill: ReferenceItem) => referenceLabel(skill, i18n.language)}
        completeMethod={complete}
        onChange={(event) => setQuery(typeof event.value === 'string' ? event.value : '')}
        onSelect={(event) => add(event.value as ReferenceItem)}
        placeholder={t('jobs.editor.placeholders.skill')}
        delay={250}
        minLength={1}
      />
    </div>
  );
}
