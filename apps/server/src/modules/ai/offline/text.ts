/** Text helpers of the offline generator: pure, locale-independent, deterministic. */

export type Lang = 'it' | 'en';

/** The user's language as the generator writes it: Italian unless the user reads English. */
export function toLang(value: string | null | undefined): Lang {
  return value === 'en' ? 'en' : 'it';
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const LETTER_OR_DIGIT = '[\\p{L}\\p{N}]';

/** Compiled patterns by term: the terms are reference names and fixed keywords, a bounded set. */
const patterns = new Map<string, RegExp>();

/**
 * A whole-word pattern for a term: no letter or digit may touch it on either side, so 'Java' is
 * not found in 'JavaScript' and 'C++' or '.NET' still work. Short names (SQL, Go, PHP) match their
 * case only, so the English verb 'go' is no skill. Stateless (no g flag): safe to share.
 */
export function termPattern(term: string, matchCase = false): RegExp {
  const key = `${matchCase ? 'C' : 'c'}${term}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    const caseFlag = matchCase || term.replace(/[^\p{L}]/gu, '').length <= 3 ? '' : 'i';
    pattern = new RegExp(
      `(?<!${LETTER_OR_DIGIT})${escapeRegExp(term).replace(/\s+/g, '\\s+')}(?!${LETTER_OR_DIGIT})`,
      `u${caseFlag}`,
    );
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The lower-cased form of the text last searched (a search runs hundreds of terms over one text). */
let lowered = { text: '', lower: '' };

/**
 * The first whole-word occurrence of a term, or null. A plain substring test of the term's first
 * word comes first, so the pattern of a term that cannot be there is never compiled.
 */
export function matchTerm(text: string, term: string, matchCase = false): RegExpExecArray | null {
  if (lowered.text !== text) lowered = { text, lower: text.toLowerCase() };
  const firstWord = term.split(/\s/, 1)[0]!.toLowerCase();
  if (!lowered.lower.includes(firstWord)) return null;
  return termPattern(term, matchCase).exec(text);
}

/** Where a term first appears as a whole word, or -1. */
export function findTerm(text: string, term: string): number {
  return matchTerm(text, term)?.index ?? -1;
}

/** True when any of the terms appears as a whole word (case-insensitive for words over three letters). */
export function hasAnyTerm(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => findTerm(text, term) >= 0);
}

/** Collapses runs of blanks and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The first letter upper-cased, the rest as written. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('it') + text.slice(1);
}

/** Cuts at a word boundary so the result fits `max` characters; no ellipsis. */
export function clip(text: string, max: number): string {
  const clean = squash(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:.\-–]+$/, '');
}

const BULLET = /^\s*(?:[-*•·▪◦‣>]+|\d{1,2}[.)]|[a-z][.)](?=\s))\s*/u;

/** The lines of a description with bullet marks removed; empty lines dropped. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => squash(line.replace(BULLET, '')))
    .filter(Boolean);
}

/**
 * Sentences of one line: split after . ! ? ; followed by a blank (so '35.000' and 'Node.js' stay
 * whole), keeping the punctuation off the ends.
 */
export function sentences(line: string): string[] {
  return line
    .split(/(?<=[.!?;])\s+(?=[\p{Lu}\p{N}"“(])/u)
    .map((s) => squash(s).replace(/[.;]+$/, ''))
    .filter((s) => s.length > 1);
}

/** Every sentence of the text, line by line. */
export function allSentences(text: string): string[] {
  return lines(text).flatMap(sentences);
}

/** The most lines a list of the draft holds, and the longest line (the job content's limits). */
export const MAX_LINES = 12;
export const MAX_LINE = 500;

/** Keeps the first of lines equal but for case and blanks, each clipped to MAX_LINE; at most MAX_LINES. */
export function uniqueLines(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const line = clip(raw, MAX_LINE);
    const key = line.toLowerCase();
    if (!line || seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out.slice(0, MAX_LINES);
}
