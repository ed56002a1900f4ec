import { z } from 'zod';
import { workYearsOptions } from '../jobs/job-content.js';

/**
 * Candidate search (spec section 9): `POST /search` takes a {@link SearchQuery} and answers a
 * {@link SearchResult}. Every filter is optional; the ones given combine with AND. Unknown keys
 * are refused (400), so a typo never silently widens a search.
 */

const id = z.number().int().positive().max(2_147_483_647);
const ids = z.array(id).min(1).max(100);

/** Default and maximum page size of the candidate search (spec section 9). */
export const SEARCH_PAGE_SIZE = 200;
/** The largest radius a location filter accepts, in km. */
export const SEARCH_MAX_RADIUS_KM = 500;

export const searchSkillFilterSchema = z
  .object({
    skillId: id,
    /** Minimum years of work with the skill: one of the years options 0, 1, 2, 3, 5, 10. */
    years: z.union(workYearsOptions.map((y) => z.literal(y))).default(0),
  })
  .strict();

export const searchLanguageFilterSchema = z
  .object({
    languageId: id,
    /** The minimum level (a language_level id); levels compare by their `order`. */
    levelId: id,
  })
  .strict();

/** On-site location: a centre (a place from the pickers, or a municipality id) and a radius. */
export const searchLocationFilterSchema = z
  .object({
    place: z
      .object({
        id: id.optional(),
        place_name: z.string().trim().max(200).optional(),
        /** [longitude, latitude]. */
        center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      })
      .strict()
      .optional(),
    locationId: id.optional(),
    radiusKm: z.number().positive().max(SEARCH_MAX_RADIUS_KM),
  })
  .strict()
  .refine((l) => (l.place ? 1 : 0) + (l.locationId ? 1 : 0) === 1, {
    message: 'A radius needs exactly one place or locationId',
    path: ['place'],
  });

export const searchFiltersSchema = z
  .object({
    /** Free text over first name, last name, headline and skill names (trigram similarity). */
    text: z.string().trim().min(1).max(200).optional(),
    professionalSkills: z.array(searchSkillFilterSchema).min(1).max(20).optional(),
    workAreaIds: ids.optional(),
    seniorityIds: ids.optional(),
    /** The candidate must have every soft skill listed. */
    softSkillIds: ids.optional(),
    availabilityIds: ids.optional(),
    /** The candidate must belong to at least one of the protected classes listed. */
    protectedClassIds: ids.optional(),
    location: searchLocationFilterSchema.optional(),
    /** The candidate's employer name contains this (case-insensitive). */
    company: z.string().trim().min(1).max(200).optional(),
    educationIds: ids.optional(),
    /** Every language listed, each at least at its level. */
    languages: z.array(searchLanguageFilterSchema).min(1).max(20).optional(),
    /** The candidate must hold every licence listed. */
    driverLicenseIds: ids.optional(),
    excludeEmployed: z.boolean().optional(),
  })
  .strict();
export type SearchFilters = z.infer<typeof searchFiltersSchema>;
/** The filters as a client writes them (skill years may be left out: 0). */
export type SearchFiltersInput = z.input<typeof searchFiltersSchema>;
export type SearchFilterKey = keyof SearchFilters;

/** Sort options of the search (spec section 9 subset that applies to candidates). */
export const searchSortFields = ['rank', 'name', 'lastname', 'created', 'modified'] as const;
export type SearchSortField = (typeof searchSortFields)[number];

export const searchQuerySchema = z
  .object({
    filters: searchFiltersSchema.default({}),
    sort: z.enum(searchSortFields).default('rank'),
    /** Default: descending for rank, created and modified; ascending for name and lastname. */
    order: z.enum(['asc', 'desc']).optional(),
    take: z.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
    skip: z.number().int().min(0).max(1_000_000).default(0),
  })
  .strict();
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

/** The default direction of a sort field. */
export function defaultSearchOrder(sort: SearchSortField): 'asc' | 'desc' {
  return sort === 'name' || sort === 'lastname' ? 'asc' : 'desc';
}

/**
 * Why a result matched one filter, and how strongly (0..1). One entry per filter, or per item for
 * the list filters (one per skill, per language). `detail` carries the figures behind the strength.
 */
export const searchMatchSchema = z.object({
  filter: z.enum([
    'text',
    'professionalSkills',
    'workAreaIds',
    'seniorityIds',
    'softSkillIds',
    'availabilityIds',
    'protectedClassIds',
    'location',
    'company',
    'educationIds',
    'languages',
    'driverLicenseIds',
    'excludeEmployed',
  ] as const satisfies readonly SearchFilterKey[]),
  strength: z.number().min(0).max(1),
  detail: z.object({
    /** The reference id the entry is about (skill, language, work area...). */
    id: z.number().int().optional(),
    /** Skills: the candidate's years and the minimum asked. */
    years: z.number().optional(),
    minYears: z.number().optional(),
    /** Languages: the candidate's level id and the order of it and of the minimum. */
    levelId: z.number().int().optional(),
    levelOrder: z.number().optional(),
    minLevelOrder: z.number().optional(),
    /** Location: the distance from the centre and the radius, in km. */
    distanceKm: z.number().optional(),
    radiusKm: z.number().optional(),
    /** Text: trigram similarity (0..1) and where it matched best. */
    similarity: z.number().optional(),
    field: z.enum(['name', 'headline', 'skill']).optional(),
    /** Company: the employer name that matched. */
    value: z.string().optional(),
  }),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const searchResultItemSchema = z.object({
  userId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  picture: z.string().nullable(),
  headline: z.string().nullable(),
  location: named.extend({ province: z.string() }).nullable(),
  workArea: named.nullable(),
  seniority: named.nullable(),
  employed: z.boolean(),
  /** The candidate's top skills by years (a few). */
  skills: z.array(z.object({ skillId: z.number().int(), name: z.string(), years: z.number().int() })),
  /** The sum of the match strengths, higher first under the rank sort. */
  rank: z.number(),
  matches: z.array(searchMatchSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SearchResultItem = z.infer<typeof searchResultItemSchema>;

export const searchResultSchema = z.object({
  total: z.number().int(),
  items: z.array(searchResultItemSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
