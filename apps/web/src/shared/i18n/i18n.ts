import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, languageStorageKey, type Language } from './languages';
import { syncPrimeReactLocale } from './sync-primereact-locale';

export const namespaces = [
  'dashboard',
  'api',
  'database',
  'interviews',
  'messages',
  'questions',
  'company',
  'team',
  'billing',
  'help',
  'push',
  'admin',
  'admin-pricing',
  'admin-stats',
  'admin-review',
  'admin-ai',
  'admin-mail',
] as const;

function storedLanguage(): Language | null {
  const value = localStorage.getItem(languageStorageKey);
  return isLanguage(value) ? value : null;
}

/**
 * Sets up i18next: translations are fetched per language from
 * /locales/{lng}/{ns}.json with the build timestamp (t) and version (v) as
 * cache busters; the chosen language lives in local storage.
 */
export function initI18n(fallback: string): Promise<unknown> {
  const fallbackLng = isLanguage(fallback) ? fallback : defaultLanguage;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    syncPrimeReactLocale(i18n);
  });
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage() ?? fallbackLng,
      fallbackLng,
      supportedLngs: languages,
      load: 'languageOnly',
      ns: namespaces,
      defaultNS: 'dashboard',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      backend: {
        loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json`,
        queryStringParams: {
          t: import.meta.env.VITE_BUILD_TIME ?? '0',
          v: import.meta.env.VITE_APP_VERSION ?? 'dev',
        },
      },
    });
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  localStorage.setItem(languageStorageKey, lng);
}
