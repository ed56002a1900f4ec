import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FetchBackend } from './fetch-backend';
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

export type Namespace = (typeof namespaces)[number];

/**
 * Resolved once initI18n has finished. The router is created when its module is imported, before
 * main.tsx's bootstrap initialises i18next, and it starts loading the first route's lazy layout and
 * page at once: a loadNamespaces before init would be a silent no-op (i18next has no `ns` option
 * yet), so the page would render without its texts (a directly opened /join showed `join.pending`).
 */
let markInitialised: () => void = () => undefined;
const initialised = new Promise<void>((resolve) => {
  markInitialised = resolve;
});

/**
 * Loads namespaces (no-op for those loaded), after i18next's init; pages and layouts await it
 * before rendering.
 */
export async function loadNamespaces(ns: readonly Namespace[]): Promise<void> {
  if (ns.length === 0) return;
  await initialised;
  await i18n.loadNamespaces([...ns]);
}

/** Loads a lazy component's module and the namespaces it reads, in parallel. */
export async function withNamespaces<T>(ns: readonly Namespace[], load: () => Promise<T>): Promise<T> {
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
  const init = i18n
    .use(FetchBackend)
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
  void init.then(markInitialised, markInitialised);
  return init;
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  localStorage.setItem(languageStorageKey, lng);
}
