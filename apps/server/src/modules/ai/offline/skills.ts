import { workYearsOptions } from '@hiring/domain';
import type { ReferenceCatalog } from './catalog.js';
import { matchTerm } from './text.js';

export type WorkYears = (typeof workYearsOptions)[number];

export interface SkillMatch {
  skillId: number;
  workAreaId: number | null;
  /** Years the text asks for this skill, snapped to the picker's options; null when not stated. */
  years: WorkYears | null;
  /** Where the skill first appears (order of the draft). */
  index: number;
}

/** The most skills a draft lists. */
export const MAX_SKILLS = 20;

/** The largest picker option not above `years` (4 → 3, 7 → 5, 12 → 10). */
export function snapYears(years: number): WorkYears {
  let best: WorkYears = 0;
  for (const option of workYearsOptions) if (option <= years) best = option;
  return best;
}

const YEARS = /(\d{1,2})\s*\+?\s*(?:anni|anno|years?|yrs?)\b/giu;
/** Clause ends: a full stop followed by a blank (not the one of 'Node.js' or '35.000'), ; ! ? and new lines. */
const CLAUSE_END = /[;!?\n]|\.(?=\s|$)/gu;

/** [start, end) of each clause of the text. */
function clauses(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let start = 0;
  for (const match of text.matchAll(CLAUSE_END)) {
    spans.push([start, match.index]);
    start = match.index + 1;
  }
  spans.push([start, text.length]);
  return spans;
}

/** The years stated in the same clause as `at`, the nearest figure when there are several. */
function yearsNear(text: string, at: number): WorkYears | null {
  const clause = clauses(text).find(([s, e]) => at >= s && at < e);
  if (!clause) return null;
  const [start, end] = clause;
  let best: { distance: number; years: number } | null = null;
  for (const match of text.slice(start, end).matchAll(YEARS)) {
    const distance = Math.abs(start + match.index - at);
    if (!best || distance < best.distance) best = { distance, years: Number(match[1]) };
  }
  return best ? snapYears(best.years) : null;
}

/**
 * The reference skills named in the text (Italian or English name, whole words), in order of
 * appearance; a skill found only inside a longer one ('React' in 'React Native') is left out.
 */
export function matchSkills(text: string, skills: ReferenceCatalog['skills']): SkillMatch[] {
  const found: Array<{ skill: ReferenceCatalog['skills'][number]; start: number; end: number }> = [];
  for (const skill of skills) {
    let first: { start: number; end: number } | null = null;
    for (const name of new Set([skill.name, skill.nameEn])) {
      const match = matchTerm(text, name);
      if (match && (!first || match.index < first.start)) {
        first = { start: match.index, end: match.index + match[0].length };
      }
    }
    if (first) found.push({ skill, ...first });
  }
  const inside = (a: (typeof found)[number]) =>
    found.some((b) => b !== a && b.start <= a.start && b.end >= a.end && b.end - b.start > a.end - a.start);
  return found
    .filter((f) => !inside(f))
    .sort((a, b) => a.start - b.start || a.skill.id - b.skill.id)
    .slice(0, MAX_SKILLS)
    .map(({ skill, start }) => ({
      skillId: skill.id,
      workAreaId: skill.workAreaId,
      years: yearsNear(text, start),
      index: start,
    }));
}
