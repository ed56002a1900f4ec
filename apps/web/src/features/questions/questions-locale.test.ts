import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const locales = join(import.meta.dirname, '../../../public/locales');

/** The namespace's keys as dotted paths, plural forms under their base key too. */
function keysOf(lang: string): string[] {
  const keys: string[] = [];
  const walk = (node: object, prefix: string) => {
    for (const [name, child] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child as object, path);
      else keys.push(path, path.replace(/_(one|other)$/, ''));
    }
  };
  walk(JSON.parse(readFileSync(join(locales, lang, 'questions.json'), 'utf8')) as object, '');
  return [...new Set(keys)].sort();
}

/** The 'questions:…' keys the feature's sources name; a template key by its fixed prefix. */
const used = readdirSync(import.meta.dirname)
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .flatMap((name) =>
    [
      ...readFileSync(join(import.meta.dirname, name), 'utf8').matchAll(
        /(['`])questions:([\w.]+?)(\$\{|\1)/g,
      ),
    ].map((m) => (m[3] === '${' ? `${m[2]}*` : m[2]!)),
  );

describe('the questions namespace', () => {
  it('has every key the Q&A sources use, in Italian and English alike', () => {
    expect(used.length).toBeGreaterThan(20);
    expect(keysOf('it')).toEqual(keysOf('en'));
    const keys = keysOf('it');
    const missing = used.filter((key) =>
      key.endsWith('*') ? !keys.some((k) => k.startsWith(key.slice(0, -1))) : !keys.includes(key),
    );
    expect(missing).toEqual([]);
  });
});
