import type { SearchQuery } from '@hiring/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runSearch, searchKeys } from './search-api';

/** POST /search for the submitted query (null until the user runs a search). */
export function useCandidateSearch(query: SearchQuery | null) {
  return useQuery({
    queryKey: searchKeys.results(query ?? {}),
    queryFn: ({ signal }) => runSearch(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
