import type { SearchFilters } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../shared/reference/reference-label';
import { useReference } from '../../shared/reference/useReference';
import { RemoveButton } from '../../shared/ui/RemoveButton';
import styles from './Search.module.css';
import { dropdownA11y } from '../../shared/ui/dropdown-a11y';

type LanguageRow = NonNullable<SearchFilters['languages']>[number];

/** Languages, each with a minimum level (A1 to C2, native), from the local DB. */
export function LanguageLevelFilter(props: {
  id: string;
  value: LanguageRow[];
  onChange: (rows: LanguageRow[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const languages = useReference('language').records.map((r) => ({ value: r.id, label: labelOf(r, lang) }));
  const levels = useReference('language_level').records.map((r) => ({
    value: r.id,
    label: labelOf(r, lang),
  }));
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [levelId, setLevelId] = useState<number | null>(null);
  const labelIn = (options: typeof languages, id: number) =>
    options.find((o) => o.value === id)?.label ?? `#${id}`;
  const free = languages.filter((o) => !props.value.some((row) => row.languageId === o.value));

  const add = () => {
    if (languageId === null || levelId === null) return;
    props.onChange([...props.value, { languageId, levelId }]);
    setLanguageId(null);
    setLevelId(null);
  };

  return (
    <div className={styles.field}>
      {props.value.length > 0 && (
        <ul className={styles.rows}>
          {props.value.map((row) => (
            <li key={row.languageId} className={styles.row} data-language-id={row.languageId}>
              <span className={styles.rowName}>{labelIn(languages, row.languageId)}</span>
              <Dropdown
                value={row.levelId}
                options={levels}
                aria-label={`${t('search.filters.level')}: ${labelIn(languages, row.languageId)}`}
                pt={dropdownA11y(`${t('search.filters.level')}: ${labelIn(languages, row.languageId)}`)}
                onChange={(event) =>
                  props.onChange(
                    props.value.map((r) =>
                      r.languageId === row.languageId ? { ...r, levelId: event.value as number } : r,
                    ),
                  )
                }
              />
              <RemoveButton
                label={`${t('search.filters.remove')}: ${labelIn(languages, row.languageId)}`}
                onClick={() => props.onChange(props.value.filter((r) => r.languageId !== row.languageId))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.addRow}>
        <Dropdown
          inputId={props.id}
          value={languageId}
          options={free}
          filter
          placeholder={t('search.filters.language')}
          pt={dropdownA11y(t('search.filters.language'))}
          onChange={(event) => setLanguageId(event.value as number)}
        />
        <Dropdown
          value={levelId}
          options={levels}
          placeholder={t('search.filters.level')}
          aria-label={t('search.filters.minLevel')}
          pt={dropdownA11y(t('search.filters.minLevel'))}
          onChange={(event) => setLevelId(event.value as number)}
        />
        <Button
          type="button"
          icon="pi pi-plus"
          outlined
          aria-label={t('search.filters.addLanguage')}
          disabled={languageId === null || levelId === null}
          onClick={add}
        />
      </div>
    </div>
  );
}
