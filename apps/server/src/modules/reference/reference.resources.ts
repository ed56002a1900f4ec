import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ErrorText } from '@hiring/domain';
import type { Database } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { auditLicenseWrite } from '../billing/license-audit.js';
import { companyRoleResource } from '../team/company-role.resource.js';
import { defineResource, type Relation } from '../../http/resources/define-resource.js';

/** Reference lists are public (signup and the mobile app need them) and cacheable by browsers and proxies. */
const CACHE = 'public, max-age=300, stale-while-revalidate=86400';

const common = ['id', 'createdAt', 'updatedAt', 'deletedAt'] as const;

/** Moves a synced table's entry in the model registry to its newest change, after a write to it. */
async function touchModel(db: Database, name: string, table: PgTable) {
  await db
    .update(t.model)
    .set({ updatedAt: sql`(SELECT max(updated_at) FROM ${table})` })
    .where(sql`${t.model.name} = ${name}`);
}

function reference(
  name: string,
  table: PgTable,
  fields: readonly string[],
  relations?: Record<string, Relation>,
) {
  return defineResource({
    name,
    table,
    verbs: ['list', 'get'],
    read: 'public',
    scope: () => undefined,
    fields: [...common, ...fields],
    relations,
    syncable: true,
    cacheControl: CACHE,
  });
}

const named = ['name', 'nameEn'] as const;

export const seniorityResource = reference('seniority', t.seniority, [...named, 'order']);
export const questionAreaResource = reference('question-area', t.questionArea, [...named, 'translationKey']);
export const questionResource = reference('question', t.question, ['questionAreaId', 'text', 'textEn']);
export const softSkillResource = reference('soft-skill', t.softSkill, [
  ...named,
  'translationKey',
  'questionAreaIds',
]);
export const workAreaSoftSkillSeniorityResource = defineResource({
  name: 'work-area-soft-skill-seniority',
  table: t.workAreaSoftSkillSeniority,
  verbs: [],
  read: 'public',
  scope: () => undefined,
  fields: [...common, 'workAreaId', 'softSkillId', 'seniorityId'],
});
export const workAreaResource = reference('work-area', t.workArea, named, {
  workAreaSoftSkillSeniorities: {
    target: () => workAreaSoftSkillSeniorityResource,
    kind: 'many',
    localField: 'id',
    targetField: 'workAreaId',
  },
});
export const professionalSkillResource = reference('professional-skill', t.professionalSkill, [
  ...named,
  'workAreaId',
]);
export const languageResource = reference('language', t.language, ['name', 'nameIt', 'code']);
export const languageLevelResource = reference('language-level', t.languageLevel, [
  ...named,
  'order',
  'description',
  'descriptionEn',
]);
export const educationResource = reference('education', t.education, [...named, 'order']);
export const driverLicenseResource = reference('driver-license', t.driverLicense, [
  ...named,
  'description',
  'descriptionEn',
]);
export const protectedClassResource = reference('protected-class', t.protectedClass, [
  ...named,
  'description',
  'descriptionEn',
]);
export const availabilityResource = reference('availability', t.availability, [...named, 'order']);
export const affiliationResource = reference('affiliation', t.affiliation, named);
export const locationResource = reference('location', t.location, [
  'name',
  'province',
  'provinceName',
  'region',
  'istat',
  'lat',
  'lng',
]);
export const meetingTypeResource = reference('meeting-type', t.meetingType, named);
export const applicationStepTypeResource = reference('application-step-type', t.applicationStepType, [
  ...named,
  'key',
  'style',
]);
/** Where a video's processing stands (spec `video-status`). */
export const videoStatusResource = reference('video-status', t.videoStatus, [...named, 'key']);
export const updateIconResource = reference('update-icon', t.updateIcon, ['name', 'svg']);
export const userColorResource = reference('user-color', t.userColor, [
  ...named,
  'color1',
  'color2',
  'color3',
  'darkMode',
]);
const licenseBody = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(2000),
  descriptionEn: z.string().trim().min(1).max(2000),
  seats: z.number().int().min(0).max(100_000),
  monthlyPriceCents: z.number().int().min(0).max(100_000_000),
  jobPostsIncluded: z.number().int().min(0).max(100_000),
});

/**
 * The licence catalogue (spec 3: reference data): what each licence allows. Everyone reads it;
 * back-office admins with job-pricing and super users write it, and a body that does not fit
 * answers 400 'Bad request' (spec 8). A write moves the model registry's time so clients re-sync, and is
 * recorded in the audit log (the pricing history).
 */
export const licenseResource = defineResource({
  name: 'license',
  table: t.license,
  verbs: ['list', 'get', 'create', 'update', 'delete'],
  read: 'public',
  write: { admin: 'job-pricing' },
  scope: () => undefined,
  fields: [
    ...common,
    ...named,
    'description',
    'descriptionEn',
    'seats',
    'monthlyPriceCents',
    'jobPostsIncluded',
  ],
  syncable: true,
  cacheControl: CACHE,
  invalidBodyMessage: ErrorText.badRequest,
  create: { schema: licenseBody, values: (input) => input },
  update: { schema: licenseBody.partial() },
  // The catalogue is priced by the back office: every write is in its audit log, as on /admin/license.
  afterWrite: async ({ db, actor }, change) => {
    await touchModel(db, 'license', t.license);
    await auditLicenseWrite(db, actor, change);
  },
});
export const modelResource = reference('model', t.model, ['name', 'path']);

/** The tables a client keeps locally, by their model-registry name (spec section 3: reference data). */
export const syncedReferenceResources = {
  application_step_type: applicationStepTypeResource,
  affiliation: affiliationResource,
  availability: availabilityResource,
  company_role: companyRoleResource,
  driver_license: driverLicenseResource,
  education: educationResource,
  language_level: languageLevelResource,
  language: languageResource,
  license: licenseResource,
  location: locationResource,
  meeting_type: meetingTypeResource,
  professional_skill: professionalSkillResource,
  protected_class: protectedClassResource,
  question_area: questionAreaResource,
  question: questionResource,
  seniority: seniorityResource,
  soft_skill: softSkillResource,
  update_icon: updateIconResource,
  user_color: userColorResource,
  work_area: workAreaResource,
};

export const referenceResources = [
  ...Object.values(syncedReferenceResources),
  videoStatusResource,
  modelResource,
];
