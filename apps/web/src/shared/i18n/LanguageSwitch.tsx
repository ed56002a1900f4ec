import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { isLanguage, languages } from './languages';

/** A compact it/en switch; the choice is remembered in local storage. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const options = languages.map((lng) => ({
    value: lng,
    label: lng.toUpperCase(),
    title: t(`common.languages.${lng}`),
  }));

  return (
    <SelectButton
      className={className}
      value={i18n.resolvedLanguage}
      options={options}
      optionLabel="label"
      optionValue="value"
      itemTemplate={(option: (typeof options)[number]) => (
        <span title={option.title} lang={option.value}>
          {option.label}
        </span>
      )}
      allowEmpty={false}
      aria-label={t('common.language')}
      onChange={(event) => {
        if (isLanguage(event.value)) void changeLanguage(event.value);
      }}
    />
  );
}
