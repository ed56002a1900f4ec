import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');
const languages = ['it', 'en'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every key of the namespace as a dotted path; plural forms count for their base key too. */
function flatKeys(value: unknown, prefix = ''): Set<string> {
  const keys = new Set<string>();
  if (typeof value !== 'object' || value === null) return keys;
  for (const [name, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (typeof child === 'object' && child !== null) {
      for (const key of flatKeys(child, path)) keys.add(key);
    } else {
      keys.add(path);
      keys.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    }
  }
  return keys;
}

/** Literal keys of the dashboard namespace passed to t() (a template key counts by its fixed prefix). */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  const call = /\bt\(\s*(['`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)(\$\{|\1)/g;
  for (const file of sourceFiles(join(web, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      if (match[3] === '${') continue;
      const key = match[2]!;
      if (!key.includes(':')) used.set(key, file.slice(web.length + 1));
    }
  }
  return used;
}

describe('translations', () => {
  const used = usedKeys();

  it('finds the keys the sources use', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  for (const lang of languages) {
    it(`has every key the sources use in ${lang}`, () => {
      const keys = flatKeys(
        JSON.parse(readFileSync(join(web, 'public/locales', lang, 'dashboard.json'), 'utf8')),
      );
      const missing = [...used].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});
