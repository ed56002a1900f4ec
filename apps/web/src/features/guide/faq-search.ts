/** An FAQ entry as the search reads it: the texts of one language. */
export interface FaqDoc {
  id: string;
  topicId: string;
  question: string;
  answer: string;
  /** Extra words the entry is found by (synonyms), never shown. */
  keywords: string;
}

/**
 * How well an entry matches, best first (spec 5's local search: prefix matches, then contains):
 * 0 the question has a word starting with the text, 1 the question contains it elsewhere,
 * 2 the answer or the keywords contain it, 3 every word of the text is somewhere in the entry.
 */
export type FaqRank = 0 | 1 | 2 | 3;

export interface FaqHit<T extends FaqDoc = FaqDoc> {
  doc: T;
  rank: FaqRank;
}

const marks = /\p{M}/gu;
const wordChar = /[\p{L}\p{N}]/u;

/** A character folded for searching: lowercase, accents removed, typographic apostrophes plain. */
function foldChar(char: string): string {
  if (char === '’' || char === '‘') return "'";
  return char.normalize('NFD').toLowerCase().replace(marks, '');
}

/** Case- and accent-insensitive form of a text ('Perché' → 'perche'). */
export function fold(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(marks, '').replace(/[’‘]/g, "'");
}

/** The folded texts of an entry, folded once per entry object (the page keeps its entries). */
const foldedDocs = new WeakMap<FaqDoc, { question: string; rest: string }>();
function foldedOf(doc: FaqDoc): { question: string; rest: string } {
  let folded = foldedDocs.get(doc);
  if (!folded) {
    folded = { question: fold(doc.question), rest: `${fold(doc.answer)}\n${fold(doc.keywords)}` };
    foldedDocs.set(doc, folded);
  }
  return folded;
}

/**
 * The folded text with, for each of its code units, where the character it came from starts and
 * ends in the original: a match found in the folded text is highlighted in the original.
 */
export function foldWithMap(text: string): { folded: string; starts: number[]; ends: number[] } {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const char of text) {
    const out = foldChar(char);
    for (let i = 0; i < out.length; i++) {
      starts.push(at);
      ends.push(at + char.length);
    }
    folded += out;
    at += char.length;
  }
  return { folded, starts, ends };
}

/** The search text folded, its blanks collapsed, and its distinct words. */
export function searchTerms(text: string): { needle: string; words: string[] } {
  const needle = fold(text).trim().replace(/\s+/g, ' ');
  return { needle, words: needle === '' ? [] : [...new Set(needle.split(' '))] };
}

function startsAWord(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (at === 0 || !wordChar.test(haystack[at - 1]!)) return true;
  }
  return false;
}

/**
 * The entries matching the text, best first; entries of the same rank keep their order in the
 * guide. An empty text matches nothing (the page then shows the whole guide).
 */
export function searchFaq<T extends FaqDoc>(docs: readonly T[], text: string): FaqHit<T>[] {
  const { needle, words } = searchTerms(text);
  if (needle === '') return [];
  const hits: FaqHit<T>[] = [];
  for (const doc of docs) {
    const { question, rest } = foldedOf(doc);
    let rank: FaqRank | null = null;
    if (startsAWord(question, needle)) rank = 0;
    else if (question.includes(needle)) rank = 1;
    else if (rest.includes(needle)) rank = 2;
    else if (words.length > 1 && words.every((word) => question.includes(word) || rest.includes(word)))
      rank = 3;
    if (rank !== null) hits.push({ doc, rank });
  }
  // Array.prototype.sort is stable: the guide's order within a rank.
  return hits.sort((a, b) => a.rank - b.rank);
}

/** The [start, end) ranges of the original text where any of the words occurs, merged and in order. */
export function highlightRanges(text: string, words: readonly string[]): Array<[number, number]> {
  if (words.length === 0) return [];
  const { folded, starts, ends } = foldWithMap(text);
  const found: Array<[number, number]> = [];
  for (const word of words) {
    if (word === '') continue;
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      let end = ends[at + word.length - 1]!;
      // Marks written apart from their letter fold to nothing: they belong to the match.
      while (end < text.length && /\p{M}/u.test(text[end]!)) end++;
      found.push([starts[at]!, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Array<[number, number]> = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/**
 * A short piece of the text around the first place a word occurs (for a hit found in the answer),
 * cut at spaces, with an ellipsis where it was cut. Null when no word occurs.
 */
export function excerpt(text: string, words: readonly string[], before = 60, after = 120): string | null {
  const flat = text.replace(/\s+/g, ' ').replace(/(^|\s)- /g, '$1');
  const first = highlightRanges(flat, words)[0];
  if (!first) return null;
  let start = Math.max(0, first[0] - before);
  let end = Math.min(flat.length, first[1] + after);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < first[0] ? space + 1 : start;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > first[1] ? space : end;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
