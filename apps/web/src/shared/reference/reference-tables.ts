import { workYearsOptions } from '@hiring/domain';

/** The reference tables kept in the browser (spec section 3), by their model-registry name. */
export const syncedReferenceTables = [
  'application_step_type',
  'affiliation',
  'availability',
  'company_role',
  'driver_license',
  'education',
  'language_level',
  'language',
  'license',
  'location',
  'meeting_type',
  'professional_skill',
  'protected_class',
  'question_area',
  'question',
  'seniority',
  'soft_skill',
  'update_icon',
  'user_color',
  'work_area',
] as const;
export type SyncedReferenceTable = (typeof syncedReferenceTables)[number];

/** Every local reference table: the synced ones and `work_years`, generated in the browser. */
export type ReferenceTable = SyncedReferenceTable | 'work_years';

/**
 * Tables whose rows carry children from another table (work areas with their soft-skill and
 * seniority pairs): a change there does not move the parent's updatedAt, so they are re-read whole.
 */
export const wholeTables: Partial<Record<SyncedReferenceTable, { include: string }>> = {
  work_area: { include: 'workAreaSoftSkillSeniorities' },
};

/** A reference record (each has an id and a name; the rest depends on the table). */
export interface ReferenceRecord {
  id: number;
  name: string;
  nameEn?: string | null;
  nameIt?: string | null;
  order?: number | null;
  updatedAt?: string;
  deletedAt?: string | null;
  [field: string]: unknown;
}

/** The years-of-work options (0, 1, 2, 3, 5, 10) as reference records: id and name are the years. */
export const workYearsRecords: ReferenceRecord[] = workYearsOptions.map((years) => ({
  id: years,
  name: String(years),
  order: years,
}));
