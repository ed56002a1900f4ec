import type { GeneratedJobContent } from '@hiring/domain';
import type { ReferenceCatalog } from './catalog.js';
import { detectContractType, detectSchedule, detectWorkMode } from './contract.js';
import { areaDefaults, defaultBenefits } from './defaults.js';
import { labels } from './labels.js';
import { matchLanguages } from './languages.js';
import { findPlace } from './place.js';
import { extractSalary } from './salary.js';
import { splitSections } from './sections.js';
import { detectSeniority } from './seniority.js';
import { matchSkills } from './skills.js';
import { capitalize, clip, findTerm, uniqueLines, type Lang } from './text.js';
import { extractTitle } from './title.js';
import { detectWorkArea } from './work-area.js';

/** At least this many lines in each list. */
const MIN_LINES = 3;
const MAX_SUMMARY = 600;

/** The stated lines, topped up from the extra ones until there are MIN_LINES. */
function atLeast(stated: readonly string[], ...extra: ReadonlyArray<readonly string[]>): string[] {
  let out = uniqueLines(stated);
  for (const line of extra.flat()) {
    if (out.length >= MIN_LINES) break;
    out = uniqueLines([...out, line]);
  }
  return out;
}

/**
 * The offline draft of a job post: every field of the job content worked out from the description
 * alone with the reference data, in the user's language. Pure and deterministic: the same
 * description, language and reference data give the same draft.
 */
export function generateOffline(
  description: string,
  lang: Lang,
  catalog: ReferenceCatalog,
): GeneratedJobContent {
  const text = description.trim();
  const words = labels[lang];
  const name = extractTitle(text);
  const sections = splitSections(text);

  const skills = matchSkills(text, catalog.skills);
  const statedYears = skills.map((s) => s.years).filter((y): y is NonNullable<typeof y> => y !== null);
  const seniority = detectSeniority(
    name,
    text,
    statedYears.length ? Math.max(...statedYears) : null,
    catalog.seniorities,
  );
  const workAreaId = detectWorkArea(name, text, skills, catalog.workAreas);
  const languages = matchLanguages(text, catalog.languages, catalog.languageLevels);
  const contractType = detectContractType(text);
  const workMode = detectWorkMode(text);
  const schedule = detectSchedule(text);
  const salary = extractSalary(text);
  const place = findPlace(text, catalog.locations);

  const professionalSkills = skills.map((s) => ({
    skillId: s.skillId,
    years: s.years ?? seniority?.defaultYears ?? 0,
  }));
  // Lines for what the stated requirements do not already name.
  const stated = sections.requirements.join('\n');
  const named = (...names: string[]) => names.some((n) => findTerm(stated, n) >= 0);
  const skillLines = professionalSkills.flatMap((s) => {
    const row = catalog.skills.find((x) => x.id === s.skillId)!;
    return named(row.name, row.nameEn) ? [] : [words.skill(lang === 'it' ? row.name : row.nameEn, s.years)];
  });
  const languageLines = languages.flatMap((l) => {
    const language = catalog.languages.find((x) => x.id === l.languageId)!;
    const level = catalog.languageLevels.find((x) => x.id === l.levelId)!;
    if (named(language.name, language.nameIt)) return [];
    const languageName = lang === 'it' ? language.nameIt : language.name;
    return [words.language(languageName, lang === 'it' ? level.name : level.nameEn)];
  });
  const defaults = areaDefaults(workAreaId, lang);
  const fallback = areaDefaults(null, lang);
  // Contract, work mode and schedule as benefits, unless a stated benefit already says them.
  const says = <T>(detect: (line: string) => T | null, value: T | null) =>
    value !== null && sections.benefits.some((line) => detect(line) === value);
  const conditionLines = [
    contractType && !says(detectContractType, contractType) ? words.contract[contractType] : null,
    workMode && !says(detectWorkMode, workMode) ? words.workMode[workMode] : null,
    schedule && !says(detectSchedule, schedule) ? words.schedule[schedule] : null,
  ].filter((line): line is string => line !== null);

  const facts = [
    place ? words.basedIn(place.place_name) : null,
    workMode ? words.workMode[workMode].toLowerCase() : null,
    contractType ? words.contract[contractType].toLowerCase() : null,
  ].filter(Boolean);
  const headline = `${words.position}: ${name}${facts.length ? `, ${facts.join(', ')}` : ''}.`;
  const summary = clip(
    [headline, ...sections.intro.slice(0, 2).map((s) => `${capitalize(s)}.`)].join(' '),
    MAX_SUMMARY,
  );

  return {
    name,
    summary,
    description: text,
    responsibilities: atLeast(
      sections.responsibilities,
      defaults.responsibilities,
      fallback.responsibilities,
    ),
    requirements: atLeast(
      sections.requirements,
      skillLines,
      languageLines,
      defaults.requirements,
      fallback.requirements,
    ),
    benefits: atLeast([...sections.benefits, ...conditionLines], defaultBenefits[lang]),
    contractType,
    workMode,
    salaryMinCents: salary?.minCents ?? null,
    salaryMaxCents: salary?.maxCents ?? null,
    place,
    workAreaId,
    seniorityId: seniority?.seniorityId ?? null,
    professionalSkills,
    languages,
    softSkillIds: [],
    educationId: null,
    driverLicenseIds: [],
    availabilityId: null,
    protectedClassIds: [],
  };
}
