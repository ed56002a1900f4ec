import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TeamErrorText } from '@hiring/domain';

const web = join(import.meta.dirname, '../../..');
const sources = [import.meta.dirname, join(web, 'src/features/join'), join(web, 'src/shared/team')].flatMap(
  (dir) =>
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => join(dir, name)),
);

const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(web, 'public/locales', lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** The keys of the namespace as dotted paths; plural forms count for their base key. */
function keysOf(lang: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(node as Record<string, unknown>)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, path);
      else keys.add(path).add(path.replace(/_(one|other)$/, ''));
    }
  };
  walk(read(lang, 'team'), '');
  return keys;
}

/** Every literal 'team:…' key, and the base of every template one ('team:permissions.${…}'). */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['`])team:([\w.-]+?)(\$\{|\1)/g)) {
      found.add(match[3] === '${' ? `${match[2]}*` : match[2]!);
    }
  }
  return [...found];
}

describe('the team namespace', () => {
  const used = usedKeys();
  it('finds the keys the feature uses', () => {
    expect(used.length).toBeGreaterThan(60);
  });
  for (const lang of ['it', 'en']) {
    it(`has every key in ${lang}`, () => {
      const keys = [...keysOf(lang)];
      const missing = used.filter((key) =>
        key.endsWith('*') ? !keys.some((k) => k.startsWith(key.slice(0, -1))) : !keys.includes(key),
      );
      expect(missing).toEqual([]);
    });
    it(`translates every team error text of the server in ${lang} (api namespace)`, () => {
      const api = read(lang, 'api');
      expect(Object.values(TeamErrorText).filter((text) => typeof api[text] !== 'string')).toEqual([]);
    });
  }
  it('has the same keys in Italian and English', () => {
    expect([...keysOf('en')].sort()).toEqual([...keysOf('it')].sort());
  });
  it('names every permission key of the domain', () => {
    const keys = keysOf('it');
    for (const key of [
      'jobs',
      'board',
      'candidates',
      'chat',
      'meetings',
      'team',
      'company',
      'budget',
      'pricing',
    ])
      expect(keys.has(`permissions.${key}`)).toBe(true);
  });
});
