/** Languages the app ships translations for; Italian is the default and fallback. */
export const languages = ['it', 'en'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'it';

/** Local-storage key holding the user's chosen language. */
export const languageStorageKey = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
