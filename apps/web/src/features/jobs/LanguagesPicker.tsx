import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFormValues } from './job-form';
import styles from './JobEditor.module.css';
import { PickedRows } from './PickedRows';
import { useReferenceOptions } from './reference/useReferenceOptions';

type LanguageRow = JobFormValues['languages'][number];

interface LanguagesPickerProps {
  id: string;
  value: LanguageRow[];
  onChange: (value: LanguageRow[]) => void;
}

/** Languages the job asks for, each with a level (A1 to C2, native). */
export function LanguagesPicker({ id, value, onChange }: LanguagesPickerProps) {
  const { t } = useTranslation();
  const languages = useReferenceOptions('language');
  const levels = useReferenceOptions('language-level');
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [levelId, setLevelId] = useState<number | null>(null);
  const labelOf = (options: typeof languages.options, key: number) =>
    options.find((option) => option.value === key)?.label ?? `#${key}`;
  const free = languages.options.filter((option) => !value.some((row) => row.languageId === option.value));

  const add = () => {
    if (languageId === null || levelId === null) return;
    onChange([...value, { languageId, levelId }]);
    setLanguageId(null);
    setLevelId(null);
  };

  return (
    <div className={styles.picker} data-picker="languages">
      <PickedRows
        rows={value}
        idOf={(row) => row.languageId}
        nameOf={(row) => labelOf(languages.options, row.languageId)}
        empty={t('jobs.editor.noLanguages')}
        detail={{
          label: t('jobs.editor.fields.level'),
          valueOf: (row) => row.levelId,
          options: levels.options,
        }}
        withDetail={(row, levelId) => ({ ...row, levelId })}
        onChange={onChange}
      />
      <div className={styles.addRow}>
        <Dropdown
          inputId={id}
          value={languageId}
          options={free}
          filter
          placeholder={t('jobs.editor.fields.language')}
          onChange={(event) => setLanguageId(event.value as number)}
          loading={languages.isLoading}
        />
        <Dropdown
          value={levelId}
          options={levels.options}
          placeholder={t('jobs.editor.fields.level')}
          aria-label={t('jobs.editor.fields.level')}
          onChange={(event) => setLevelId(event.value as number)}
        />
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('jobs.editor.addLanguage')}
          outlined
          disabled={languageId === null || levelId === null}
          onClick={add}
        />
      </div>
    </div>
  );
}
