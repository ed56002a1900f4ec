import { contractTypes, workModes, type GeneratedJobContent } from '@hiring/domain';
import { z } from 'zod';
import { SeniorityOrder, type ReferenceCatalog } from '../offline/catalog.js';
import { findPlace } from '../offline/place.js';
import { snapYears } from '../offline/skills.js';
import { clip, uniqueLines } from '../offline/text.js';
import { detectWorkArea } from '../offline/work-area.js';

/**
 * What the model is asked to answer (see default-prompts.ts). Lenient: a field of the wrong type
 * becomes empty rather than failing the whole draft; only a missing title is fatal.
 */
const text = z.string().trim().max(20_000).nullable().catch(null);
const lines = z.array(z.unknown()).catch([]);
const aiReplySchema = z.object({
  name: z.string().trim().min(1),
  summary: text.optional(),
  description: text.optional(),
  responsibilities: lines.optional(),
  requirements: lines.optional(),
  benefits: lines.optional(),
  contractType: z.enum(contractTypes).nullable().catch(null).optional(),
  workMode: z.enum(workModes).nullable().catch(null).optional(),
  salaryMin: z.number().nullable().catch(null).optional(),
  salaryMax: z.number().nullable().catch(null).optional(),
  city: text.optional(),
  workArea: text.optional(),
  seniority: text.optional(),
  skills: lines.optional(),
  languages: lines.optional(),
});
export type AiReply = z.infer<typeof aiReplySchema>;

const skillItem = z.object({ name: z.string().trim().min(1), years: z.number().catch(0).optional() });
const languageItem = z.object({
  name: z.string().trim().min(1),
  level: z.string().trim().catch('').optional(),
});

export function parseAiReply(value: unknown): AiReply | null {
  const parsed = aiReplySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const same = (a: string, b: string) => a.localeCompare(b, 'it', { sensitivity: 'base' }) === 0;

function textLines(items: readonly unknown[] | undefined): string[] {
  return uniqueLines((items ?? []).filter((i): i is string => typeof i === 'string').map((i) => i.trim()));
}

function items<T>(list: readonly unknown[] | undefined, schema: z.ZodType<T>): T[] {
  return (list ?? []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Yearly euros as cents, or null when implausible. */
function cents(euros: number | null | undefined): number | null {
  if (euros == null || !Number.isFinite(euros) || euros < 0 || euros > 1_000_000) return null;
  return Math.round(euros * 100);
}

function seniorityId(value: string | null | undefined, seniorities: ReferenceCatalog['seniorities']) {
  if (!value) return null;
  const order = SeniorityOrder[value.toLowerCase() as keyof typeof SeniorityOrder];
  return (
    seniorities.find((s) => same(s.name, value) || same(s.nameEn, value) || s.order === order)?.id ?? null
  );
}

function levelId(value: string | undefined, levels: ReferenceCatalog['languageLevels']): number | undefined {
  const wanted = value ?? '';
  return (
    levels.find((l) => same(l.name, wanted) || same(l.nameEn, wanted))?.id ??
    levels.find((l) => l.name === 'B2')?.id
  );
}

/**
 * The model's reply as job content: names become reference ids by case-insensitive match (skills,
 * languages, levels, seniority, work area, city); names with no reference row are dropped.
 */
export function toGeneratedContent(
  reply: AiReply,
  catalog: ReferenceCatalog,
  description: string,
): GeneratedJobContent {
  const skillIds = new Set<number>();
  const professionalSkills = items(reply.skills, skillItem).flatMap(({ name, years }) => {
    const skill = catalog.skills.find((s) => same(s.name, name) || same(s.nameEn, name));
    if (!skill || skillIds.has(skill.id)) return [];
    skillIds.add(skill.id);
    return [{ skillId: skill.id, years: snapYears(years ?? 0) }];
  });
  const languageIds = new Set<number>();
  const languages = items(reply.languages, languageItem).flatMap(({ name, level }) => {
    const language = catalog.languages.find(
      (l) => same(l.name, name) || same(l.nameIt, name) || same(l.code, name),
    );
    const found = levelId(level, catalog.languageLevels);
    if (!language || found === undefined || languageIds.has(language.id)) return [];
    languageIds.add(language.id);
    return [{ languageId: language.id, levelId: found }];
  });
  const name = clip(reply.name, 200);
  const area = reply.workArea ?? '';
  const workAreaId =
    catalog.workAreas.find((w) => same(w.name, area) || same(w.nameEn, area))?.id ??
    detectWorkArea(name, area, [], catalog.workAreas);
  let salaryMinCents = cents(reply.salaryMin);
  let salaryMaxCents = cents(reply.salaryMax);
  if (salaryMinCents !== null && salaryMaxCents !== null && salaryMinCents > salaryMaxCents) {
    [salaryMinCents, salaryMaxCents] = [salaryMaxCents, salaryMinCents];
  }
  return {
    name,
    summary: reply.summary ? clip(reply.summary, 1000) : undefined,
    description: reply.description ?? description,
    responsibilities: textLines(reply.responsibilities),
    requirements: textLines(reply.requirements),
    benefits: textLines(reply.benefits),
    contractType: reply.contractType ?? null,
    workMode: reply.workMode ?? null,
    salaryMinCents,
    salaryMaxCents,
    place: reply.city ? findPlace(reply.city, catalog.locations) : null,
    workAreaId,
    seniorityId: seniorityId(reply.seniority, catalog.seniorities),
    professionalSkills: professionalSkills.slice(0, 20),
    languages: languages.slice(0, 20),
    softSkillIds: [],
    educationId: null,
    driverLicenseIds: [],
    availabilityId: null,
    protectedClassIds: [],
  };
}
