import { z } from 'zod';
import { searchFiltersSchema } from './search-query.js';

const id = z.number().int().positive().max(2_147_483_647);

/** `POST /saved-search`: a name and the filters of a candidate search (validated as the search's). */
export const savedSearchCreateSchema = z
  .object({ name: z.string().trim().min(1).max(200), filters: searchFiltersSchema })
  .strict();
export const savedSearchUpdateSchema = savedSearchCreateSchema.partial();
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** `POST /saved-user`: a candidate profile to keep, with a note. */
export const savedUserCreateSchema = z
  .object({ savedUserId: id, note: z.string().trim().max(2000).nullable().optional() })
  .strict();
export const savedUserUpdateSchema = z.object({ note: z.string().trim().max(2000).nullable() }).strict();
export type SavedUserCreate = z.infer<typeof savedUserCreateSchema>;

/** `POST /saved-search/share/{id}` and `POST /saved-user/share/{id}`: a teammate of the same company. */
export const shareWithTeammateSchema = z.object({ userId: id }).strict();
