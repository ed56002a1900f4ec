import {
  contractTypes,
  jobContentSchema,
  placeSchema,
  workModes,
  type GeneratedJobContent,
  type JobContent,
} from '@hiring/domain';
import { z } from 'zod';
import { messages, rules, withParams } from '../../shared/forms/form-rules';
import { centsToEuros, eurosToCents } from './euro-cents';

/**
 * The editor's form: the job content as the inputs hold it. Salaries are in euro (the content
 * stores cents), texts are never null, and list lines may be blank while being typed.
 */
const jobFormShape = z.object({
  name: z.string(),
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  benefits: z.array(z.string()),
  contractType: z.enum(contractTypes).nullable(),
  workMode: z.enum(workModes).nullable(),
  salaryMin: rules.numberValue(),
  salaryMax: rules.numberValue(),
  place: placeSchema.nullable(),
  workAreaId: z.number().nullable(),
  seniorityId: z.number().nullable(),
  professionalSkills: z.array(z.object({ skillId: z.number(), years: z.number() })),
  languages: z.array(z.object({ languageId: z.number(), levelId: z.number() })),
  softSkillIds: z.array(z.number()),
  educationId: z.number().nullable(),
  driverLicenseIds: z.array(z.number()),
  availabilityId: z.number().nullable(),
  protectedClassIds: z.array(z.number()),
});
export type JobFormValues = z.infer<typeof jobFormShape>;

/** Content keys whose form field has another name. */
const formFieldOf: Partial<Record<keyof JobContent, keyof JobFormValues>> = {
  salaryMinCents: 'salaryMin',
  salaryMaxCents: 'salaryMax',
};

/** The translation key of a content rule's failure, shown under the field. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.path[0] === 'salaryMaxCents' && issue.code === 'custom') return 'jobs.editor.error.salaryRange';
  // Salaries are typed in euro, stored in cents: the limits are told in euro.
  const inEuro = issue.path[0] === 'salaryMinCents' || issue.path[0] === 'salaryMaxCents';
  if (inEuro && issue.code === 'too_small')
    return withParams('jobs.editor.error.tooSmall', { count: Number(issue.minimum) / 100 });
  if (inEuro && issue.code === 'too_big')
    return withParams('jobs.editor.error.tooBig', { count: Number(issue.maximum) / 100 });
  if (issue.code === 'too_small' && issue.path.length === 1) return messages.mandatory;
  if (issue.code === 'too_big')
    return withParams('jobs.editor.error.tooBig', { count: Number(issue.maximum) });
  return 'jobs.editor.error.invalid';
}

/** The form's schema: the shape above, then the shared content rules (`jobContentSchema`) on what it saves. */
export const jobFormSchema = jobFormShape.superRefine((values, ctx) => {
  const result = jobContentSchema.safeParse(formToContent(values));
  if (result.success) return;
  for (const issue of result.error.issues) {
    const [key, ...rest] = issue.path as [keyof JobContent, ...PropertyKey[]];
    ctx.addIssue({ code: 'custom', path: [formFieldOf[key] ?? key, ...rest], message: messageOf(issue) });
  }
});

const lines = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/** The content the form saves: cents from euro, blank lines dropped, an empty description as null. */
export function formToContent(values: JobFormValues): JobContent {
  return {
    name: values.name.trim(),
    description: values.description.trim() === '' ? null : values.description,
    responsibilities: lines(values.responsibilities),
    requirements: lines(values.requirements),
    benefits: lines(values.benefits),
    contractType: values.contractType,
    workMode: values.workMode,
    salaryMinCents: eurosToCents(values.salaryMin),
    salaryMaxCents: eurosToCents(values.salaryMax),
    place: values.place,
    workAreaId: values.workAreaId,
    seniorityId: values.seniorityId,
    professionalSkills: values.professionalSkills as NonNullable<JobContent['professionalSkills']>,
    languages: values.languages,
    softSkillIds: values.softSkillIds,
    educationId: values.educationId,
    driverLicenseIds: values.driverLicenseIds,
    availabilityId: values.availabilityId,
    protectedClassIds: values.protectedClassIds,
  };
}

/**
 * The form's values for a saved job's content, a generated draft (its summary stands in for a
 * missing description), or nothing (a blank job).
 */
export function contentToForm(content?: Partial<GeneratedJobContent> | null): JobFormValues {
  const c = content ?? {};
  return {
    name: c.name ?? '',
    description: c.description ?? c.summary ?? '',
    responsibilities: c.responsibilities ?? [],
    requirements: c.requirements ?? [],
    benefits: c.benefits ?? [],
    contractType: c.contractType ?? null,
    workMode: c.workMode ?? null,
    salaryMin: centsToEuros(c.salaryMinCents),
    salaryMax: centsToEuros(c.salaryMaxCents),
    place: c.place ?? null,
    workAreaId: c.workAreaId ?? null,
    seniorityId: c.seniorityId ?? null,
    professionalSkills: c.professionalSkills ?? [],
    languages: c.languages ?? [],
    softSkillIds: c.softSkillIds ?? [],
    educationId: c.educationId ?? null,
    driverLicenseIds: c.driverLicenseIds ?? [],
    availabilityId: c.availabilityId ?? null,
    protectedClassIds: c.protectedClassIds ?? [],
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
}

/** The keys of `after` that differ from `before`: the body of `PATCH /job/content/{id}`. */
export function changedContent(before: JobContent, after: JobContent): JobContent {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (!sameValue(before[key as keyof JobContent], value)) changed[key] = value;
  }
  return changed as JobContent;
}
