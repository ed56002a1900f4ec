import type { i18n as I18n } from 'i18next';
import { addLocale, locale, localeOptions, type LocaleOptions } from 'primereact/api';

/** Gives PrimeReact's built-in labels (aria texts of toasts, password toggles) the app's language. */
export function syncPrimeReactLocale(i18n: I18n): void {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const english = localeOptions('en') as LocaleOptions;
  const t = i18n.getFixedT(lng, 'dashboard', 'primereact');
  // PrimeReact reads these keys although its LocaleOptions type does not list the password ones.
  const aria: Record<string, string> = {
    passwordShow: t('passwordShow'),
    passwordHide: t('passwordHide'),
    close: t('close'),
  };
  addLocale(lng, { ...english, aria: { ...english.aria, ...aria } });
  locale(lng);
}
