import type { i18n as I18n } from 'i18next';
import { addLocale, locale, localeOptions, type LocaleOptions } from 'primereact/api';

/**
 * PrimeReact's built-in aria texts the app's components show (password toggles, dialogs' close, the
 * tables' paginator and filter menus): English only in PrimeReact, read aloud in the page's language.
 */
const ariaKeys = [
  'passwordShow',
  'passwordHide',
  'close',
  'firstPageLabel',
  'prevPageLabel',
  'nextPageLabel',
  'lastPageLabel',
  'pageLabel',
  'jumpToPageDropdownLabel',
  'rowsPerPageLabel',
  'showFilterMenu',
  'hideFilterMenu',
  'filterConstraint',
  'filterOperator',
  'removeLabel',
] as const;

/** Gives PrimeReact's built-in labels (aria texts of toasts, password toggles, tables) the app's language. */
export function syncPrimeReactLocale(i18n: I18n): void {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const english = localeOptions('en') as LocaleOptions;
  const t = i18n.getFixedT(lng, 'dashboard', 'primereact');
  // PrimeReact reads these keys although its LocaleOptions type does not list the password ones.
  const aria: Record<string, string> = Object.fromEntries(ariaKeys.map((key) => [key, t(key)]));
  addLocale(lng, { ...english, aria: { ...english.aria, ...aria } });
  locale(lng);
}
