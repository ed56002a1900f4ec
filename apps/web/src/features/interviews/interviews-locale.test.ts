import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');
const sources = [
  ...readdirSync(import.meta.dirname).map((name) => join(import.meta.dirname, name)),
  join(web, 'src/features/account/WorkingHoursSection.tsx'),
].filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));

/** The keys of the namespace as dotted paths; plural and context forms count for their base key. */
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, path);
      else keys.add(path).add(path.replace(/_(one|other|recruiter|candidate)$/, ''));
    }
  };
  walk(JSON.parse(readFileSync(join(web, 'public/locales', lang, 'interviews.json'), 'utf8')), '');
  return keys;
}

/** Every literal 'interviews:…' key, and the base of every template one ('interviews:toast.${…}'). */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['`])interviews:([\w.-]+?)(\$\{|\1)/g)) {
      found.add(match[3] === '${' ? `${match[2]}*` : match[2]!);
    }
  }
  return [...found];
}

describe('the interviews namespace', () => {
  const used = usedKeys();
  it('finds the keys the feature uses', () => {
    expect(used.length).toBeGreaterThan(40);
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
