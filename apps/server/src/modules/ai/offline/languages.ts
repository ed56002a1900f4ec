import type { ReferenceCatalog } from './catalog.js';
import { escapeRegExp, matchTerm } from './text.js';

export interface LanguageMatch {
  languageId: number;
  levelId: number;
}

/** Level words and the CEFR level they stand for (Italian and English). */
const levelWords: ReadonlyArray<[string, readonly string[]]> = [
  ['Madrelingua', ['madrelingua', 'native', 'mother tongue', 'lingua madre']],
  ['C2', ['perfetta', 'perfetto', 'bilingue', 'bilingual', 'proficient', 'padronanza']],
  [
    'C1',
    ['fluente', 'fluent', 'ottima', 'ottimo', 'excellent', 'avanzato', 'avanzata', 'advanced', 'fluently'],
  ],
  ['B2', ['buona', 'buono', 'good', 'professionale', 'professional', 'working knowledge']],
  ['B1', ['discreta', 'discreto', 'intermedio', 'intermedia', 'intermediate', 'fair']],
  ['A2', ['base', 'basic', 'scolastico', 'scolastica', 'elementare', 'elementary']],
];

/** The level assumed when the text names a language without one. */
const DEFAULT_LEVEL = 'B2';
/** How far around the language name a level is looked for. */
const WINDOW = 30;
/**
 * Words that make a language name a language requirement when no level is stated: 'an Italian
 * company' names no language, 'conoscenza dell'inglese' does.
 */
const LANGUAGE_CONTEXT =
  /lingu[ae]|language|conoscenza|knowledge|parlat|scritt|spoken|written|speak|parlare|comunica|richiest|required|requisit/iu;

function levelIdByName(levels: ReferenceCatalog['languageLevels'], name: string): number | undefined {
  const wanted = name.toLowerCase();
  return levels.find((l) => l.name.toLowerCase() === wanted || l.nameEn.toLowerCase() === wanted)?.id;
}

/** The level stated next to a language: a CEFR code first, then level words; the nearest wins. */
export function levelNear(
  text: string,
  start: number,
  end: number,
  levels: ReferenceCatalog['languageLevels'],
): number | undefined {
  const before = text.slice(Math.max(0, start - WINDOW), start);
  const after = text.slice(end, end + WINDOW);
  // Stop at the clause end, so 'inglese B2, tedesco base' gives each its own.
  const right = after.split(/[,;.\n]| e | and /u)[0] ?? '';
  const left = before.split(/[,;.\n]| e | and /u).pop() ?? '';
  const cefr = /\b([ABC][12])\b/u.exec(right) ?? /\b([ABC][12])\b/u.exec(left);
  if (cefr) return levelIdByName(levels, cefr[1]!);
  for (const side of [right, left]) {
    for (const [level, words] of levelWords) {
      if (words.some((w) => new RegExp(`(?<!\\p{L})${escapeRegExp(w)}(?!\\p{L})`, 'iu').test(side))) {
        return levelIdByName(levels, level);
      }
    }
  }
  return undefined;
}

/** The reference languages named in the text, each with the level stated next to it (B2 when none). */
export function matchLanguages(
  text: string,
  languages: ReferenceCatalog['languages'],
  levels: ReferenceCatalog['languageLevels'],
): LanguageMatch[] {
  const fallback = levelIdByName(levels, DEFAULT_LEVEL);
  const found: Array<LanguageMatch & { index: number }> = [];
  for (const language of languages) {
    for (const name of new Set([language.name, language.nameIt])) {
      const match = matchTerm(text, name);
      if (!match) continue;
      const end = match.index + match[0].length;
      const stated = levelNear(text, match.index, end, levels);
      const around = text.slice(Math.max(0, match.index - 2 * WINDOW), end + 2 * WINDOW);
      const levelId = stated ?? (LANGUAGE_CONTEXT.test(around) ? fallback : undefined);
      if (levelId !== undefined) found.push({ languageId: language.id, levelId, index: match.index });
      break;
    }
  }
  return found
    .sort((a, b) => a.index - b.index)
    .slice(0, 20)
    .map(({ languageId, levelId }) => ({ languageId, levelId }));
}
