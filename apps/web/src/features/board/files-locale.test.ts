import { describe, expect, it } from 'vitest';
import { readLocale } from '../../shared/i18n/locale-test-kit';

/** The dotted keys under a node of the dashboard namespace. */
function keysUnder(lang: string, path: string): string[] {
  let node: unknown = readLocale(lang, 'dashboard');
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  const keys: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof child === 'object' && child !== null) walk(child, key);
      else {
        expect(String(child).trim(), `${lang} ${path}.${key}`).not.toBe('');
        keys.push(key);
      }
    }
  };
  walk(node, '');
  return keys.sort();
}

describe('the texts of the application files, the video player and the video analysis', () => {
  for (const path of ['board.files', 'board.video', 'board.videoAnalysis', 'account.profile']) {
    it(`${path}: the same keys in Italian and English, none empty`, () => {
      expect(keysUnder('en', path)).toEqual(keysUnder('it', path));
    });
  }

  it('names every video status and every finding', () => {
    const statuses = ['uploaded', 'encoding', 'encoded', 'failed', 'original'];
    expect(keysUnder('it', 'board.video.status')).toEqual([...statuses].sort());
    expect(keysUnder('it', 'board.videoAnalysis.result')).toEqual(['met', 'missing', 'partial', 'unknown']);
  });
});
