import { useQuery } from '@tanstack/react-query';
import type { CompanyContacts } from '@hiring/domain/help/company-contacts';
import { api } from '../../shared/api/api';

export const companyContactsKey = (companyId: number | null) => ['company', companyId, 'contacts'] as const;

/** GET /company/contacts/{id} of the active company (none without a company). */
export function useCompanyContacts(companyId: number | null) {
  return useQuery({
    queryKey: companyContactsKey(companyId),
    queryFn: () => api.get<CompanyContacts>(`/company/contacts/${companyId}`),
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  });
}
