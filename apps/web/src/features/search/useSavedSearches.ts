import type { SearchFilters } from '@hiring/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  searchKeys,
  shareSavedSearch,
  updateSavedSearch,
} from './search-api';

/** The caller's saved searches (own and shared with them), newest change first. */
export function useSavedSearchList() {
  return useQuery({ queryKey: searchKeys.saved, queryFn: listSavedSearches });
}

/** One saved search, for /search/:id. */
export function useSavedSearch(id: number | null) {
  return useQuery({
    queryKey: searchKeys.savedOne(id ?? 0),
    queryFn: () => getSavedSearch(id!),
    enabled: id !== null,
    retry: false,
  });
}

/** Create, update (rename or new filters), delete and share saved searches; failures as toasts. */
export function useSavedSearchMutations() {
  const client = useQueryClient();
  const onError = useApiErrorToast();
  const onSuccess = () => client.invalidateQueries({ queryKey: searchKeys.saved });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; filters: SearchFilters }) => createSavedSearch(body),
      onSuccess,
      onError,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: number; name?: string; filters?: SearchFilters }) =>
        updateSavedSearch(id, body),
      onSuccess,
      onError,
    }),
    remove: useMutation({ mutationFn: deleteSavedSearch, onSuccess, onError }),
    share: useMutation({
      mutationFn: ({ id, userId }: { id: number; userId: number }) => shareSavedSearch(id, userId),
      onError,
    }),
  };
}
