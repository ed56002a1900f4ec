import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/api';
import { referenceLabel, type ReferenceItem } from './reference-item';

/** The names of the given professional skills (the job's), by id, in the UI language. */
export function useSkillNames(ids: readonly number[]): Map<number, string> {
  const { i18n } = useTranslation();
  const sorted = useMemo(() => [...new Set(ids)].sort((a, b) => a - b), [ids]);
  const query = useQuery({
    queryKey: ['reference', 'professional-skill', 'ids', sorted],
    queryFn: () =>
      api.get<ReferenceItem[]>('/professional-skill', {
        query: { take: 200, where: { id: { in: sorted.join(',') } } },
      }),
    enabled: sorted.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const lang = i18n.language;
  return useMemo(
    () => new Map((query.data ?? []).map((item) => [item.id, referenceLabel(item, lang)])),
    [query.data, lang],
  );
}
