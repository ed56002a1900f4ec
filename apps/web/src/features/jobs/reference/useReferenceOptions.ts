import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import {
  byOrderThenLabel,
  referenceLabel,
  type ReferenceItem,
  type ReferenceResource,
} from './reference-item';

/** The generic list's cap: the small reference lists fit in one page. */
const TAKE = 200;

export interface ReferenceOption {
  value: number;
  label: string;
}

/**
 * A whole (small) reference list as dropdown options in the UI language, fetched once per session.
 * Not for professional skills (over the cap): those are searched on the server.
 */
export function useReferenceOptions(resource: Exclude<ReferenceResource, 'professional-skill'>) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['reference', resource],
    queryFn: () => api.get<ReferenceItem[]>(`/${resource}`, { query: { take: TAKE } }),
    staleTime: Infinity,
  });
  const lang = i18n.language;
  const options = useMemo<ReferenceOption[]>(
    () =>
      [...(query.data ?? [])]
        .sort(byOrderThenLabel(lang))
        .map((item) => ({ value: item.id, label: referenceLabel(item, lang) })),
    [query.data, lang],
  );
  return { options, isLoading: query.isLoading };
}
