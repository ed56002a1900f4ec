import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../..');
const read = (lng: string) =>
  JSON.parse(readFileSync(join(web, 'public/locales', lng, 'messages.json'), 'utf8')) as Record<
    string,
    string
  >;
/** Keys without the plural suffix: t('unread', { count }) finds unread_one and unread_other. */
const baseKeys = (messages: Record<string, string>) =>
  new Set(Object.keys(messages).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));

/** The sources that read the `messages` namespace, and the keys they pass to t(). */
function usedKeys(): Map<string, string> {
  const files = [
    ...readdirSync(import.meta.dirname)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
      .map((name) => join(import.meta.dirname, name)),
    join(web, 'src/features/board/CandidateContactTab.tsx'),
  ];
  const used = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!source.includes("useTranslation('messages')")) continue;
    for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]\w*)'/g))
      used.set(match[1]!, file.slice(web.length + 1));
    // Keys picked from a map of labels, e.g. sortLabels.
    for (const match of source.matchAll(/:\s*'((?:sort)[A-Z]\w*)'/g))
      used.set(match[1]!, file.slice(web.length + 1));
  }
  return used;
}

describe('the messages namespace', () => {
  const it_ = read('it');
  const en = read('en');

  it('has the same keys in Italian and English, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(it_).sort());
    for (const value of [...Object.values(it_), ...Object.values(en)]) expect(value.trim()).not.toBe('');
  });

  it('has every key the page uses, in both languages', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(25);
    for (const messages of [it_, en]) {
      const keys = baseKeys(messages);
      expect([...used].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`)).toEqual(
        [],
      );
    }
  });
});
