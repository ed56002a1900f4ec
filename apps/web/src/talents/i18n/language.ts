import { useSyncExternalStore } from 'react';

/**
 * The candidate app's two languages. Texts live beside the code that shows them, as
 * `{ it: {...}, en: {...} }` objects (see `useTexts`): a page carries its own words and nothing else,
 * with no translation files to fetch before the first paint.
 */
export const talentsLanguages = ['it', 'en'] as const;
export type TalentsLanguage = (typeof talentsLanguages)[number];

const STORAGE_KEY = 'talents.lang';
const listeners = new Set<() => void>();

function initial(): TalentsLanguage {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored === 'it' || stored === 'en') return stored;
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked === 'it' || asked === 'en') return asked;
  // Italian is the default (spec 1); English for browsers that prefer it and not Italian.
  const preferred = navigator.languages.map((l) => l.slice(0, 2));
  const en = preferred.indexOf('en');
  const it = preferred.indexOf('it');
  return en >= 0 && (it < 0 || en < it) ? 'en' : 'it';
}

let current: TalentsLanguage = initial();
document.documentElement.lang = current;

export function getLanguage(): TalentsLanguage {
  return current;
}

export function setLanguage(language: TalentsLanguage): void {
  if (language === current) return;
  current = language;
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): TalentsLanguage {
  return useSyncExternalStore(subscribe, getLanguage);
}

/** A text table for both languages; the Italian one is the shape the English one must match. */
export type Texts<T> = { it: T; en: T };

/** Declares a page's texts (checked: English has every key Italian has). */
export function defineTexts<T>(texts: Texts<T>): Texts<T> {
  return texts;
}

/** The texts of the current language. */
export function useTexts<T>(texts: Texts<T>): T {
  return texts[useLanguage()];
}
