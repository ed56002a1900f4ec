import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { searchFaq, type FaqDoc } from './faq-search';
import { faqTopics } from './faq-topics';

const web = join(import.meta.dirname, '../../..');
type Tree = { [key: string]: string | Tree };
const read = (lng: string) =>
  JSON.parse(readFileSync(join(web, 'public/locales', lng, 'help.json'), 'utf8')) as Tree;

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}
const at = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** The keys the guide and contacts pages pass to t() in the help namespace (plural forms by base). */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const dir of ['features/guide', 'features/contacts']) {
    for (const name of readdirSync(join(web, 'src', dir))) {
      if (!/\.tsx?$/.test(name) || name.includes('.test.')) continue;
      const source = readFileSync(join(web, 'src', dir, name), 'utf8');
      if (!source.includes("useTranslation('help')")) continue;
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z]\w*)'/g)) used.set(match[1]!, `${dir}/${name}`);
    }
  }
  return used;
}

describe('the help namespace', () => {
  const it_ = read('it');
  const en = read('en');

  it('has the same keys in Italian and English, none empty', () => {
    expect(flatKeys(en).sort()).toEqual(flatKeys(it_).sort());
    for (const tree of [it_, en])
      for (const key of flatKeys(tree)) expect(String(at(tree, key)).trim(), key).not.toBe('');
  });

  it('has every key the pages use, in both languages', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(30);
    for (const tree of [it_, en]) {
      const keys = new Set(flatKeys(tree).map((key) => key.replace(/_(one|other)$/, '')));
      expect([...used].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`)).toEqual(
        [],
      );
    }
  });

  it('writes every topic and entry of the guide, and nothing the guide does not list', () => {
    const entryIds = faqTopics.flatMap((topic) => topic.entries.map((entry) => entry.id));
    expect(entryIds.length).toBeGreaterThanOrEqual(20);
    expect(new Set(entryIds).size).toBe(entryIds.length);
    for (const tree of [it_, en]) {
      expect(Object.keys(tree.topics as Tree).sort()).toEqual(faqTopics.map((topic) => topic.id).sort());
      expect(Object.keys(tree.entries as Tree).sort()).toEqual([...entryIds].sort());
      for (const id of entryIds) {
        expect(Object.keys(at(tree, `entries.${id}`) as Tree).sort(), id).toEqual(['a', 'k', 'q']);
        expect(String(at(tree, `entries.${id}.q`)), id).toMatch(/\?$/);
      }
    }
  });

  it('finds answers by the words people type, in both languages', () => {
    const docsOf = (tree: Tree): FaqDoc[] =>
      faqTopics.flatMap((topic) =>
        topic.entries.map((entry) => ({
          id: entry.id,
          topicId: topic.id,
          question: String(at(tree, `entries.${entry.id}.q`)),
          answer: String(at(tree, `entries.${entry.id}.a`)),
          keywords: String(at(tree, `entries.${entry.id}.k`)),
        })),
      );
    const first = (tree: Tree, text: string) => searchFaq(docsOf(tree), text)[0]?.doc.id;
    expect(first(it_, 'password dimenticata')).toBe('forgot-password');
    expect(first(it_, 'fattura')).toBe('budget');
    expect(first(it_, 'partita iva')).toBe('vat-id');
    expect(first(it_, 'perche')).toBe('job-approval');
    expect(first(en, 'forgot')).toBe('forgot-password');
    expect(first(en, 'invoice')).toBe('budget');
    expect(first(en, 'invite')).toBe('invite-member');
  });
});
