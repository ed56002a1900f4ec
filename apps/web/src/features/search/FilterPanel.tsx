import type { SearchFilters } from '@hiring/domain';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageLevelFilter } from './LanguageLevelFilter';
import { LocationFilter } from './LocationFilter';
import { ReferenceMultiPicker } from './ReferenceMultiPicker';
import { listFilterTables, type ListFilterKey } from './search-form';
import styles from './Search.module.css';
import { SkillYearsFilter } from './SkillYearsFilter';

/** The multi-select filters before the location, in the order of spec 9. */
const firstLists: ListFilterKey[] = [
  'workAreaIds',
  'seniorityIds',
  'softSkillIds',
  'availabilityIds',
  'protectedClassIds',
];

/** Every filter of spec 9 and the free text; the pickers read the local reference database. */
export function FilterPanel(props: {
  value: SearchFilters;
  onChange: (value: SearchFilters) => void;
  onSubmit: () => void;
  onReset: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { value } = props;
  const set = <K extends keyof SearchFilters>(key: K, next: SearchFilters[K]) =>
    props.onChange({ ...value, [key]: next });
  const listPicker = (key: ListFilterKey) => (
    <div className={styles.field} key={key}>
      <label htmlFor={`f-${key}`}>{t(`search.filters.${key}`)}</label>
      <ReferenceMultiPicker
        id={`f-${key}`}
        label={t(`search.filters.${key}`)}
        table={listFilterTables[key]}
        value={value[key]}
        onChange={(ids) => set(key, ids)}
      />
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form
      className={styles.panel}
      onSubmit={submit}
      aria-labelledby="search-filters-title"
      data-testid="filter-panel"
    >
      <h2 id="search-filters-title">{t('search.filters.title')}</h2>
      <div className={styles.field}>
        <label htmlFor="f-text">{t('search.filters.text')}</label>
        <InputText
          id="f-text"
          value={value.text ?? ''}
          onChange={(event) => set('text', event.target.value)}
          placeholder={t('search.filters.textPlaceholder')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="f-skills">{t('search.filters.professionalSkills')}</label>
        <SkillYearsFilter
          id="f-skills"
          value={value.professionalSkills ?? []}
          onChange={(rows) => set('professionalSkills', rows)}
        />
      </div>
      {firstLists.map(listPicker)}
      <div className={styles.field}>
        <label htmlFor="f-location">{t('search.filters.location')}</label>
        <LocationFilter id="f-location" value={value.location} onChange={(next) => set('location', next)} />
      </div>
      <div className={styles.field}>
        <label htmlFor="f-company">{t('search.filters.company')}</label>
        <InputText
          id="f-company"
          value={value.company ?? ''}
          onChange={(event) => set('company', event.target.value)}
        />
      </div>
      {listPicker('educationIds')}
      <div className={styles.field}>
        <label htmlFor="f-languages">{t('search.filters.languages')}</label>
        <LanguageLevelFilter
          id="f-languages"
          value={value.languages ?? []}
          onChange={(rows) => set('languages', rows)}
        />
      </div>
      {listPicker('driverLicenseIds')}
      <div className={styles.inline}>
        <Checkbox
          inputId="f-excludeEmployed"
          checked={value.excludeEmployed ?? false}
          onChange={(event) => set('excludeEmployed', event.checked ?? false)}
        />
        <label htmlFor="f-excludeEmployed">{t('search.filters.excludeEmployed')}</label>
      </div>
      <div className={styles.submitBar}>
        <Button
          type="submit"
          icon="pi pi-search"
          label={t('search.run')}
          loading={props.busy}
          data-testid="search-run"
        />
        <Button
          type="button"
          icon="pi pi-filter-slash"
          label={t('search.reset')}
          text
          onClick={props.onReset}
        />
      </div>
    </form>
  );
}
