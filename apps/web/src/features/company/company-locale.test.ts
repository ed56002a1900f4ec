import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');
const sources = [
  ...readdirSync(import.meta.dirname).map((name) => join(import.meta.dirname, name)),
  join(web, 'src/app/shell/CompanySwitcher.tsx'),
  join(web, 'src/app/shell/AppShell.tsx'),
].filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));

/** The keys of the namespace as dotted paths. */
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, path);
      else {
        expect(String(child).trim(), `${lang} ${path}`).not.toBe('');
        keys.add(path);
      }
    }
  };
  walk(JSON.parse(readFileSync(join(web, 'public/locales', lang, 'company.json'), 'utf8')), '');
  return keys;
}

/** Every literal 'company:…' key the sources use. */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['`])company:([\w.-]+?)\1/g))
      found.add(match[2]!);
  }
  return [...found];
}

describe('the company namespace', () => {
  const used = usedKeys();
  it('finds the keys the pages use', () => {
    expect(used.length).toBeGreaterThan(50);
  });
  for (const lang of ['it', 'en']) {
    it(`has every key in ${lang}`, () => {
      const keys = keysOf(lang);
      expect(used.filter((key) => !keys.has(key))).toEqual([]);
    });
  }
  it('has the same keys in Italian and English', () => {
    expect([...keysOf('en')].sort()).toEqual([...keysOf('it')].sort());
  });
});
