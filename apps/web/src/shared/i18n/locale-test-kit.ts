import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** apps/web, where public/locales and src are. */
export const webRoot = join(import.meta.dirname, '../../..');

/** A namespace's JSON in a language (apps/web/public/locales/{lang}/{ns}.json). */
export function readLocale(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(webRoot, 'public/locales', lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
}

/** The sources (not the tests) of the folders and files named, relative to apps/web. */
export function sourceFiles(...paths: string[]): string[] {
  return paths
    .map((path) => join(webRoot, path))
    .flatMap((path) =>
      statSync(path).isDirectory() ? readdirSync(path).map((name) => join(path, name)) : [path],
    )
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
}

/** The keys of the namespace as dotted paths; the suffixed forms (plural, context) count for their base key. */
export function localeKeys(
  lang: string,
  ns: string,
  forms: readonly string[] = ['one', 'other'],
): Set<string> {
  const suffix = new RegExp(`_(${forms.join('|')})$`);
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, path);
      else keys.add(path).add(path.replace(suffix, ''));
    }
  };
  walk(readLocale(lang, ns), '');
  return keys;
}

/** The dotted paths of the texts that are blank. */
function emptyTexts(node: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(node).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof child === 'object' && child !== null)
      return emptyTexts(child as Record<string, unknown>, path);
    return String(child).trim() === '' ? [path] : [];
  });
}

/** Every literal 'ns:…' key in the files, and the base of every template one ('ns:toast.${…}' as 'toast.*'). */
export function usedLocaleKeys(ns: string, files: readonly string[]): string[] {
  const pattern = new RegExp(`(['\`])${ns}:([\\w.-]+?)(\\$\\{|\\1)`, 'g');
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.add(match[3] === '${' ? `${match[2]}*` : match[2]!);
    }
  }
  return [...found];
}

interface NamespaceChecks {
  /** The sources that use the namespace (see sourceFiles). */
  sources: readonly string[];
  /** How many keys the sources must be found to use at least (the key search still works). */
  minUsed: number;
  /** The key suffixes that count for their base key; plural forms by default. */
  forms?: readonly string[];
}

/**
 * Inside a describe: the namespace has, in Italian and in English, every key the sources use, and
 * the same keys in both languages. Answers the keys of a language, for further checks.
 */
export function checkNamespace(
  ns: string,
  { sources, minUsed, forms }: NamespaceChecks,
): (lang: string) => Set<string> {
  const keysOf = (lang: string) => localeKeys(lang, ns, forms);
  const used = usedLocaleKeys(ns, sources);
  it('finds the keys the feature uses', () => {
    expect(used.length).toBeGreaterThan(minUsed);
  });
  for (const lang of ['it', 'en']) {
    it(`has every key in ${lang}`, () => {
      const keys = [...keysOf(lang)];
      const missing = used.filter((key) =>
        key.endsWith('*') ? !keys.some((k) => k.startsWith(key.slice(0, -1))) : !keys.includes(key),
      );
      expect(missing).toEqual([]);
    });
  }
  it('has the same keys in Italian and English, none of them empty', () => {
    expect([...keysOf('en')].sort()).toEqual([...keysOf('it')].sort());
    for (const lang of ['it', 'en']) expect(emptyTexts(readLocale(lang, ns)), lang).toEqual([]);
  });
  return keysOf;
}
