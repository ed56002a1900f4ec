import { addLocale, localeOptions, type LocaleOptions } from 'primereact/api';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropdownA11y } from '../../../shared/ui/dropdown-a11y';
import { calendarNames } from '../../spending/calendar-locale';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { searchStatsCompanies, type Bucket, type CompanyOption } from './stats-api';
import { dateOfDay, presetOf, presetRange, presets, rangeOfDates, type DayRange } from './stats-range';
import styles from './Stats.module.css';

export interface StatsFilterValue {
  range: DayRange;
  bucket: Bucket | null;
  company: CompanyOption | null;
}

/** The range calendar's locale: the UI language's month and day names, weeks from Monday. */
function statsCalendarLocale(language: string): string {
  const name = `admin-stats-${language}`;
  const english = localeOptions('en') as LocaleOptions;
  addLocale(name, { ...english, ...calendarNames(language === 'en' ? 'en-GB' : 'it-IT'), firstDayOfWeek: 1 });
  return name;
}

/** The range (calendar and presets), the grouping and the company the charts are drawn for. */
export function StatsFilters(props: {
  value: StatsFilterValue;
  onChange: (value: StatsFilterValue) => void;
  now: () => Date;
}) {
  const { value, onChange } = props;
  const { t, i18n } = useTranslation('admin-stats');
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'it';
  const showError = useApiErrorToast();
  const calendarLocale = useMemo(() => statsCalendarLocale(language), [language]);
  // The calendar's own value while a range is being picked (one end only until the second click).
  const [picking, setPicking] = useState<Array<Date | null> | null>(null);
  const [companyText, setCompanyText] = useState<string | CompanyOption>(value.company ?? '');
  // Each answer is a new list, so the panel opens even when the same text is searched again; an
  // answer that comes after a newer search is dropped.
  const [suggestions, setSuggestions] = useState<CompanyOption[]>([]);
  const searches = useRef(0);
  const searchCompanies = (q: string) => {
    const id = ++searches.current;
    searchStatsCompanies(q)
      .then((found) => {
        if (id === searches.current) setSuggestions([...found]);
      })
      .catch((error: unknown) => {
        if (id === searches.current) setSuggestions([]);
        showError(error);
      });
  };
  const chosenPreset = presetOf(value.range, props.now());
  const setRange = (range: DayRange) => onChange({ ...value, range });
  const buckets = [
    { value: 'auto', label: t('admin-stats:bucket.auto') },
    { value: 'day', label: t('admin-stats:bucket.day') },
    { value: 'week', label: t('admin-stats:bucket.week') },
    { value: 'month', label: t('admin-stats:bucket.month') },
  ];

  return (
    <div className={styles.filters} data-testid="stats-filters">
      <div className={styles.field}>
        <label htmlFor="stats-range">{t('admin-stats:range.label')}</label>
        <Calendar
          inputId="stats-range"
          selectionMode="range"
          value={picking ?? [dateOfDay(value.range.from), dateOfDay(value.range.to)]}
          onChange={(event) => {
            const dates = (event.value ?? null) as Array<Date | null> | null;
            const range = dates?.[1] ? rangeOfDates(dates) : null;
            if (range) {
              setPicking(null);
              setRange(range);
            } else {
              setPicking(dates);
            }
          }}
          onHide={() => {
            // One end only: that single day.
            const range = rangeOfDates(picking);
            setPicking(null);
            if (range) setRange(range);
          }}
          dateFormat="dd/mm/yy"
          locale={calendarLocale}
          readOnlyInput
          showIcon
          numberOfMonths={2}
          maxDate={props.now()}
          data-testid="stats-range"
        />
      </div>
      <div className={styles.field}>
        <span id="stats-presets-label" className={styles.presetsLabel}>
          {t('admin-stats:range.presets')}
        </span>
        <div className={styles.presets} role="group" aria-labelledby="stats-presets-label">
          {presets.map((preset) => (
            <Button
              key={preset}
              type="button"
              size="small"
              label={t(`admin-stats:presets.${preset}`)}
              outlined={chosenPreset !== preset}
              aria-pressed={chosenPreset === preset}
              onClick={() => setRange(presetRange(preset, props.now()))}
              data-testid={`stats-preset-${preset}`}
            />
          ))}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="stats-bucket">{t('admin-stats:bucket.label')}</label>
        <Dropdown
          inputId="stats-bucket"
          value={value.bucket ?? 'auto'}
          options={buckets}
          onChange={(event) => {
            const bucket = event.value as Bucket | 'auto';
            onChange({ ...value, bucket: bucket === 'auto' ? null : bucket });
          }}
          pt={dropdownA11y(t('admin-stats:bucket.label'))}
          data-testid="stats-bucket"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="stats-company">{t('admin-stats:company.label')}</label>
        <AutoComplete
          inputId="stats-company"
          value={companyText}
          suggestions={suggestions}
          field="name"
          dropdown
          forceSelection
          placeholder={t('admin-stats:company.all')}
          completeMethod={(event) => searchCompanies(event.query)}
          onChange={(event) => {
            const next = event.value as string | CompanyOption | null;
            setCompanyText(next ?? '');
            if (!next) onChange({ ...value, company: null });
          }}
          onSelect={(event) => onChange({ ...value, company: event.value as CompanyOption })}
          data-testid="stats-company"
        />
      </div>
    </div>
  );
}
