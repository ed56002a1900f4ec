import { diffLines, diffWords } from 'diff';

export type DiffMode = 'lines' | 'words';

/** A piece of a comparison: text both versions have, or text only the newer (added) or the older (removed) has. */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** One line of a line comparison, with the sign a reader sees without colour ('+', '-' or a space). */
export interface DiffLine {
  kind: DiffPart['kind'];
  sign: '+' | '-' | ' ';
  text: string;
}

/** The comparison of two texts, line by line or word by word (the `diff` package). */
export function diffTexts(before: string, after: string, mode: DiffMode): DiffPart[] {
  // Every line ends with a newline, so a line added after the last one does not also "change" it.
  const line = (text: string) => (text === '' || text.endsWith('\n') ? text : `${text}\n`);
  const changes = mode === 'lines' ? diffLines(line(before), line(after)) : diffWords(before, after);
  return changes
    .filter((c) => c.value !== '')
    .map((c) => ({ kind: c.added ? 'added' : c.removed ? 'removed' : 'same', text: c.value }));
}

/** A line comparison as lines, each with its sign (a trailing newline ends a line, it does not start one). */
export function diffLinesOf(before: string, after: string): DiffLine[] {
  const sign = { same: ' ', added: '+', removed: '-' } as const;
  return diffTexts(before, after, 'lines').flatMap((part) => {
    const lines = part.text.replace(/\n$/, '').split('\n');
    return lines.map((text) => ({ kind: part.kind, sign: sign[part.kind], text }));
  });
}

/** How many lines (or words) were added and removed. */
export function diffCounts(parts: readonly DiffPart[], mode: DiffMode): { added: number; removed: number } {
  const size = (text: string) =>
    mode === 'lines'
      ? text.replace(/\n$/, '').split('\n').length
      : text.trim().split(/\s+/).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const part of parts) {
    if (part.kind === 'added') added += size(part.text);
    if (part.kind === 'removed') removed += size(part.text);
  }
  return { added, removed };
}
