import type { SearchFilters, SearchQuery, SearchResult } from '@hiring/domain';
import { api } from '../../shared/api/api';

/** A saved search as GET /saved-search answers it. */
export interface SavedSearch {
  id: number;
  name: string;
  filters: SearchFilters;
  userId: number;
  sharedByUserId: number | null;
  /** The teammate who shared it (included). */
  sharedBy?: { id: number; firstname: string; lastname: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** TanStack Query keys of the search feature. */
export const searchKeys = {
  results: (query: SearchQuery) => ['search', 'results', query] as const,
  saved: ['saved-search'] as const,
  savedOne: (id: number) => ['saved-search', id] as const,
};

export const runSearch = (query: SearchQuery, signal?: AbortSignal) =>
  api.post<SearchResult>('/search', query, { signal });

export const listSavedSearches = () =>
  api.get<SavedSearch[]>('/saved-search', {
    query: { take: 200, orderBy: '-updatedAt', include: 'sharedBy' },
  });

export const getSavedSearch = (id: number) => api.get<SavedSearch>(`/saved-search/${id}`);

export const createSavedSearch = (body: { name: string; filters: SearchFilters }) =>
  api.post<SavedSearch>('/saved-search', body);

export const updateSavedSearch = (id: number, body: { name?: string; filters?: SearchFilters }) =>
  api.patch<SavedSearch>(`/saved-search/${id}`, body);

export const deleteSavedSearch = (id: number) => api.delete<void>(`/saved-search/${id}`);

export const shareSavedSearch = (id: number, userId: number) =>
  api.post<unknown>(`/saved-search/share/${id}`, { userId });
