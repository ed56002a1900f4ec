import { z } from 'zod';
import { workModes } from '../jobs/job-content.js';
import { PHONE_PATTERN } from './phone.js';

const id = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().max(max).nullable();

/** Distinct ids: the same skill or language twice is a mistake, not a merge. */
const distinct = <T>(key: (item: T) => number, label: string) => ({
  check: (list: T[]) => new Set(list.map(key)).size === list.length,
  message: `${label}: each id at most once`,
});

const idList = (label: string) => {
  const rule = distinct<number>((x) => x, label);
  return z.array(id).max(100).refine(rule.check, rule.message);
};

/** Years of work with a skill, as the candidate states them (whole years). */
export const CANDIDATE_MAX_SKILL_YEARS = 60;

export const userSkillInputSchema = z
  .object({ skillId: id, years: z.number().int().min(0).max(CANDIDATE_MAX_SKILL_YEARS) })
  .strict();
export const userLanguageInputSchema = z.object({ languageId: id, levelId: id }).strict();

const skillsRule = distinct<z.infer<typeof userSkillInputSchema>>((s) => s.skillId, 'professionalSkills');
const languagesRule = distinct<z.infer<typeof userLanguageInputSchema>>((l) => l.languageId, 'languages');

/**
 * `POST /user-detail` and `PATCH /user-detail/{id}` (the candidate only). Every field is optional;
 * a list that is sent replaces the candidate's rows of that kind in the same transaction.
 */
export const userDetailWriteSchema = z
  .object({
    headline: text(200),
    bio: text(5000),
    locationId: id.nullable(),
    availabilityId: id.nullable(),
    seniorityId: id.nullable(),
    workAreaId: id.nullable(),
    educationId: id.nullable(),
    employed: z.boolean(),
    employerName: text(200),
    phone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, 'phone: digits, spaces and + ( ) . / - only')
      .nullable(),
    contactEmail: z.email().max(320).nullable(),
    birthDate: z.iso.date().nullable(),
    professionalSkills: z.array(userSkillInputSchema).max(100).refine(skillsRule.check, skillsRule.message),
    languages: z.array(userLanguageInputSchema).max(50).refine(languagesRule.check, languagesRule.message),
    softSkillIds: idList('softSkillIds'),
    driverLicenseIds: idList('driverLicenseIds'),
    protectedClassIds: idList('protectedClassIds'),
  })
  .partial()
  .strict();
export type UserDetailWrite = z.infer<typeof userDetailWriteSchema>;

/** `PATCH /user-certificate/{id}`: the certificate's description (the file itself is immutable). */
export const userCertificateUpdateSchema = z
  .object({ name: z.string().trim().min(1).max(200), issuer: text(200), issuedOn: z.iso.date().nullable() })
  .partial()
  .strict();

/** `POST /user-preference` and `PATCH /user-preference/{id}`. */
export const userPreferenceWriteSchema = z
  .object({
    /** Off: companies do not find the candidate (applications still show the profile). */
    searchable: z.boolean(),
    workModes: z.array(z.enum(workModes)).max(workModes.length),
    salaryMinCents: z.number().int().min(0).max(100_000_000).nullable(),
    relocate: z.boolean(),
    jobAlerts: z.boolean(),
  })
  .partial()
  .strict();
