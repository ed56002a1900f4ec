import type { SearchFilters, SearchQuery, SearchResult } from '@hiring/domain';
import { api } from '../../shared/api/api';
import { ApiError } from '../../shared/api/api-error';
import type { Query } from '../../shared/api/flatten-query';

/** A saved search as GET /saved-search answers it. */
export interface SavedSearch {
  id: number;
  name: string;
  filters: SearchFilters;
  userId: number;
  sharedByUserId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** TanStack Query keys of the search feature. */
export const searchKeys = {
  results: (query: SearchQuery) => ['search', 'results', query] as const,
  saved: ['saved-search'] as const,
  savedOne: (id: number) => ['saved-search', id] as const,
  teammates: ['user-company', 'teammates'] as const,
};

export const runSearch = (query: SearchQuery, signal?: AbortSignal) =>
  api.post<SearchResult>('/search', query, { signal });

export const listSavedSearches = () =>
  api.get<SavedSearch[]>('/saved-search', { query: { take: 200, orderBy: '-updatedAt' } });

export const getSavedSearch = (id: number) => api.get<SavedSearch>(`/saved-search/${id}`);

export const createSavedSearch = (body: { name: string; filters: SearchFilters }) =>
  api.post<SavedSearch>('/saved-search', body);

export const updateSavedSearch = (id: number, body: { name?: string; filters?: SearchFilters }) =>
  api.patch<SavedSearch>(`/saved-search/${id}`, body);

export const deleteSavedSearch = (id: number) => api.delete<void>(`/saved-search/${id}`);

export const shareSavedSearch = (id: number, userId: number) =>
  api.post<unknown>(`/saved-search/share/${id}`, { userId });

/**
 * A generic list asking for a relation the resource may not declare (names of people): when the
 * API refuses the include (400), the list is read without it.
 */
export async function listWithInclude<T>(path: string, query: Query, include: string): Promise<T[]> {
  try {
    return await api.get<T[]>(path, { query: { ...query, include } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return api.get<T[]>(path, { query });
    throw error;
  }
}
