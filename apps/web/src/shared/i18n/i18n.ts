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

/**
 * The namespaces loaded at start: every page's texts and the API's error messages. The others
 * load with the layout or page that needs them (loadNamespaces), so the login page fetches two.
 */
export const startNamespaces = ['dashboard', 'api'] as const;

/** Loads namespaces (no-op for those loaded); pages and layouts await it before rendering. */
export function loadNamespaces(ns: readonly (typeof namespaces)[number][]): Promise<void> {
  return i18n.loadNamespaces([...ns]);
}

/** Loads a lazy component's module and the namespaces it reads, in parallel. */
export async function withNamespaces<T>(
  ns: readonly (typeof namespaces)[number][],
  load: () => Promise<T>,
): Promise<T> {
  const [loaded] = await Promise.all([load(), loadNamespaces(ns)]);
  return loaded;
}

function storedLanguage(): Language | null {
  const value = localStorage.getItem(languageStorageKey);
  return isLanguage(value) ? value : null;
}

/**
 * Sets up i18next: translations are fetched per language from
 * /locales/{lng}/{ns}.json with the build timestamp (t) and version (v) as
 * cache busters; the chosen language lives in local storage.
 */
export function initI18n(fallback: string, signedIn = false): Promise<unknown> {
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
      // Signed in, the first page is a shell page: all its namespaces at once, as before.
      ns: signedIn ? [...namespaces] : [...startNamespaces],
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
