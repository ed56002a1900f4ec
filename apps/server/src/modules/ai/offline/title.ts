import { allSentences, capitalize, clip, lines, squash } from './text.js';

/** The longest title a draft gets. */
export const MAX_TITLE = 80;

/** Phrases that introduce the role ('cerchiamo un ...', 'we are looking for a ...'). */
const INTRO = new RegExp(
  '(?:' +
    [
      String.raw`(?:stiamo\s+cercando|cerchiamo|ricerchiamo|selezioniamo|ricerca\s+(?:di\s+)?(?=(?:un|uno|una)\s|un['’])|cercasi|assumiamo|si\s+ricerca|posizione\s+(?:di|aperta\s+per)|ruolo\s+di|figura\s+di)`,
      String.raw`(?:(?:we\s+are|we're|are)\s+(?:looking|searching)\s+for|looking\s+for|(?:we\s+are\s+|we're\s+)?hiring|(?:we\s+are\s+|we're\s+)?seeking|position\s+(?:of|as)|role\s+of|join\s+us\s+as)`,
    ].join('|') +
    ')' +
    String.raw`\s*:?\s*(?:(?:un|uno|una|il|lo|la|dei|degli|delle|an?|the|one|two|\d+)\s+|(?:un|l)['’]\s*)?(.+)`,
  'iu',
);

/** Where the role's name ends: punctuation or a word that starts what follows it. */
const ROLE_END = new RegExp(
  String.raw`[,.;:!?()\n]|\s(?:con|che|per|a|ad|in|presso|da|di\s+esperienza|the|with|who|to|in|at|for|based|that|and\s+(?:you|we)|e\s+(?:che|con))\s`,
  'iu',
);

/** The role as the intro phrase names it, or null. */
export function roleFromIntro(text: string): string | null {
  for (const sentence of allSentences(text)) {
    const match = INTRO.exec(sentence);
    if (!match) continue;
    const rest = ` ${match[1]!} `;
    const end = ROLE_END.exec(rest);
    const role = squash(end ? rest.slice(0, end.index) : rest);
    if (role.length >= 3) return role;
  }
  return null;
}

/** A short first line written as a heading ('Data Analyst' above the text), or null. */
export function headingLine(all: readonly string[]): string | null {
  const first = all[0] ?? '';
  return all.length > 1 && first.length <= MAX_TITLE && first.split(' ').length <= 8 && !/[.!?:]$/.test(first)
    ? first
    : null;
}

/**
 * The title of the draft: the role named by an intro phrase of the first line ('cerchiamo uno
 * sviluppatore backend' → 'Sviluppatore backend'), else a heading line, else the role named further
 * on, else the first sentence up to its first comma; capitalised and at most 80 characters.
 */
export function extractTitle(text: string): string {
  const all = lines(text);
  const first = all[0] ?? '';
  const sentence = allSentences(text)[0] ?? first;
  const raw =
    roleFromIntro(first) ??
    headingLine(all) ??
    roleFromIntro(text) ??
    (sentence.split(/[,;:(–—]| - /u)[0]!.trim() || sentence);
  const tidy = (line: string) => line.replace(/^[\s"“'‘*#-]+|[\s"”'’*:;,.!?-]+$/gu, '');
  // A first sentence of punctuation only ('- - -') leaves nothing: the first line with a word instead.
  const clean = tidy(raw) || tidy(all.find((l) => /[\p{L}\p{N}]/u.test(l)) ?? '');
  return capitalize(clip(clean, MAX_TITLE));
}
