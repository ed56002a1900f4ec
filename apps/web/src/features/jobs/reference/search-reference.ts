import { api } from '../../../shared/api/api';
import { queryClient } from '../../../shared/api/query-client';
import { rankByPrefix } from '../../../shared/reference/rank-by-prefix';
import { referenceLabel, type ReferenceItem } from './reference-item';

const SUGGESTIONS = 20;

/** Professional skills whose Italian or English name contains the text, prefix matches first. */
export function searchSkills(text: string, lang: string): Promise<ReferenceItem[]> {
  const needle = text.trim();
  return queryClient
    .fetchQuery({
      queryKey: ['reference', 'professional-skill', 'search', needle],
      queryFn: async () =>
        api.get<ReferenceItem[]>('/professional-skill', {
          query: {
            take: SUGGESTIONS * 2,
            where: { OR: [{ name: { contains: needle } }, { nameEn: { contains: needle } }] },
          },
        }),
      staleTime: Infinity,
    })
    .then((items) => rankByPrefix(items, needle, (item) => referenceLabel(item, lang)).slice(0, SUGGESTIONS));
}
