import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api';
import { labelOf } from '../../shared/reference/reference-label';
import type { ReferenceRecord } from '../../shared/reference/reference-tables';
import { useReference } from '../../shared/reference/useReference';

/**
 * The name of a company role in the UI language (company_role has `name`, Italian, and `nameEn`).
 * Read from the local reference table; a role the table does not hold yet (one the company defined
 * since the last sync) is asked of the server. Undefined while not known.
 */
export function useCompanyRoleName(roleId: number | null): string | undefined {
  const { i18n } = useTranslation();
  const { records, loading } = useReference('company_role');
  const local = roleId === null ? undefined : records.find((record) => record.id === roleId);
  const { data: fetched } = useQuery({
    queryKey: ['company-role', roleId],
    queryFn: () => api.get<ReferenceRecord>(`/company-role/${roleId}`),
    enabled: roleId !== null && !loading && !local,
    staleTime: 5 * 60_000,
  });
  const record = local ?? fetched;
  return record ? labelOf(record, i18n.language) : undefined;
}
