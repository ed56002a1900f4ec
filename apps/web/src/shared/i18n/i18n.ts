import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FetchBackend, prefetchBundles, type FetchBackendOptions } from './fetch-backend';
import { defaultLanguage, isLanguage, languages, languageStorageKey, type Language } from './languages';
import { localeCacheBusters } from './locale-cache-busters';
import { namespaceBundles } from './namespace-bundles';
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
  'admin-privacy',
] as const;

/**
 * The namespaces loaded at start: every page's texts and the API's error messages. The others
 * load with the layout or page that needs them (loadNamespaces), so the login page fetches one
 * bundle of two (namespace-bundles.ts).
 */
export const startNamespaces = namespaceBundles.start;

/**
 * What the shell and the pages in it read, fetched as two bundles in parallel. The back office's
 * namespaces (and `admin-review`, which the job tags read) load with the pages that read them
 * (page-namespaces.ts).
 */
export const shellNamespaces = [...namespaceBundles.start, ...namespaceBundles.shell] as const;

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

/** Where the texts are fetched: /locales/{lng}/{ns}.json, the build time and version as cache busters. */
const backendOptions: FetchBackendOptions = {
  loadPath: `${import.meta.env.BASE_URL}locales/{{lng}}/{{ns}}.json`,
  queryStringParams: localeCacheBusters,
};

/**
 * Starts fetching the texts the first page needs before /config.json answers (main.tsx): in the
 * language the user chose, else the default one (a server configured with another fallback costs a
 * visitor who never chose one request for nothing).
 */
export function prefetchTranslations(signedIn: boolean): void {
  // i18next loads the fallback language's texts too (a chosen English falls back to Italian).
  for (const lng of new Set([storedLanguage() ?? defaultLanguage, defaultLanguage])) {
    prefetchBundles(backendOptions, lng, signedIn ? ['start', 'shell'] : ['start']);
  }
}

/**
 * Sets up i18next: translations are fetched per language, in bundles of namespaces
 * (namespace-bundles.ts) or from /locales/{lng}/{ns}.json, with the build timestamp (t) and
 * version (v) as cache busters; the chosen language lives in local storage.
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
      // Signed in, the first page is a shell page: the shell's namespaces at once.
      ns: signedIn ? [...shellNamespaces] : [...startNamespaces],
      defaultNS: 'dashboard',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      backend: backendOptions,
    });
  void init.then(markInitialised, markInitialised);
  return init;
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  localStorage.setItem(languageStorageKey, lng);
}
