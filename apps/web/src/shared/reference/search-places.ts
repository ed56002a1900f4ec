import type { Place } from '@hiring/domain';
import { api } from '../api/api';
import { queryClient } from '../api/query-client';
import { locationToPlace, type LocationItem } from './location-place';
import { rankByPrefix } from './rank-by-prefix';

const SUGGESTIONS = 20;

/** Places whose town name contains the text, prefix matches first. */
export function searchPlaces(text: string): Promise<Place[]> {
  const needle = text.trim();
  return queryClient
    .fetchQuery({
      queryKey: ['reference', 'location', 'search', needle],
      queryFn: () =>
        api.get<LocationItem[]>('/location', {
          query: { take: SUGGESTIONS * 2, where: { name: { contains: needle } } },
        }),
      staleTime: Infinity,
    })
    .then((items) =>
      rankByPrefix(items, needle, (item) => item.name)
        .slice(0, SUGGESTIONS)
        .map(locationToPlace),
    );
}
