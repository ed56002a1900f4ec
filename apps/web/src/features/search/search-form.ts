import {
  defaultSearchOrder,
  searchFiltersSchema,
  type SearchFilters,
  type SearchMatch,
  type SearchSortField,
} from '@hiring/domain';
import type { ReferenceTable } from '../../shared/reference/reference-tables';

/** The default radius offered when an on-site location is picked, in km. */
export const DEFAULT_RADIUS_KM = 30;

/** The list filters the panel edits as multi-selects, with the local table each one picks from. */
export const listFilterTables = {
  workAreaIds: 'work_area',
  seniorityIds: 'seniority',
  softSkillIds: 'soft_skill',
  availabilityIds: 'availability',
  protectedClassIds: 'protected_class',
  educationIds: 'education',
  driverLicenseIds: 'driver_license',
} as const satisfies Partial<Record<keyof SearchFilters, ReferenceTable>>;
export type ListFilterKey = keyof typeof listFilterTables;

/** The local table that names the id of a match explanation's entry. */
export const matchTables: Partial<Record<SearchMatch['filter'], ReferenceTable>> = {
  ...listFilterTables,
  professionalSkills: 'professional_skill',
  languages: 'language',
  location: 'location',
};

/**
 * The filters as the API takes them: empty lists, blank text and an unticked "exclude employed"
 * are left out (the contract refuses empty lists), so an untouched panel searches everyone.
 */
export function cleanFilters(form: SearchFilters): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as SearchFilters;
}

/** Filters stored with a saved search, or none when they no longer fit the contract. */
export function filtersOf(stored: unknown): SearchFilters {
  const parsed = searchFiltersSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

/** How many filters are set (the free text counts as one). */
export function countFilters(filters: SearchFilters): number {
  return Object.keys(cleanFilters(filters)).length;
}

/** A sort choice of the toolbar: the field and its direction. */
export interface SortChoice {
  sort: SearchSortField;
  order: 'asc' | 'desc';
}

/** The sort options of spec 9 that apply: rank, name, lastname asc/desc, created, modified. */
export const sortChoices: SortChoice[] = [
  { sort: 'rank', order: defaultSearchOrder('rank') },
  { sort: 'name', order: 'asc' },
  { sort: 'name', order: 'desc' },
  { sort: 'lastname', order: 'asc' },
  { sort: 'lastname', order: 'desc' },
  { sort: 'created', order: defaultSearchOrder('created') },
  { sort: 'modified', order: defaultSearchOrder('modified') },
];

export const sortKey = (choice: SortChoice) => `${choice.sort}:${choice.order}`;
