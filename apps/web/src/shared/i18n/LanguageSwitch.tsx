import { useTranslation } from 'react-i18next';
import { changeLanguage } from './i18n';
import { languages } from './languages';

/**
 * A compact it/en switch; the choice is remembered in local storage. Plain buttons with the classes
 * of PrimeReact's SelectButton (same look, toggle buttons with aria-pressed): the login and join
 * pages are first loads, and SelectButton brings its Tooltip (6 KB; docs/performance.md, "First load").
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage;

  return (
    <div
      className={`p-selectbutton p-button-group p-component${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={t('common.language')}
    >
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          className={`p-button p-component${lng === current ? ' p-highlight' : ''}`}
          aria-pressed={lng === current}
          onClick={() => {
            if (lng !== current) void changeLanguage(lng);
          }}
        >
          <span className="p-button-label p-c" title={t(`common.languages.${lng}`)} lang={lng}>
            {lng.toUpperCase()}
          </span>
        </button>
      ))}
    </div>
  );
}
