import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');
const inDir = (dir: string) => readdirSync(dir).map((name) => join(dir, name));
const sources = [
  ...inDir(import.meta.dirname),
  ...inDir(join(web, 'src/features/license')),
  join(web, 'src/app/shell/Banners.tsx'),
].filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));

/** The keys of the namespace as dotted paths; plural forms count for their base key. */
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, path);
      else {
        expect(String(child).trim(), `${lang} ${path}`).not.toBe('');
        keys.add(path).add(path.replace(/_(one|other)$/, ''));
      }
    }
  };
  walk(JSON.parse(readFileSync(join(web, 'public/locales', lang, 'billing.json'), 'utf8')), '');
  return keys;
}

/** Every literal 'billing:…' key, and the prefix of every template one ('billing:x.${…}' → 'x.*'). */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of sources)
    for (const match of readFileSync(file, 'utf8').matchAll(/(['`])billing:([\w.-]+?)(\$\{|\1)/g))
      found.add(match[3] === '${' ? `${match[2]}*` : match[2]!);
  return [...found];
}

describe('the billing namespace', () => {
  const used = usedKeys();
  it('finds the keys the pages use', () => {
    expect(used.length).toBeGreaterThan(100);
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
  it('has the same keys in Italian and English', () => {
    expect([...keysOf('en')].sort()).toEqual([...keysOf('it')].sort());
  });
});
