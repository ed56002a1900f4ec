import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdminCandidate, ErasureReceipt } from '@hiring/domain';
import { api } from '../../../shared/api/api';
import { fetchApiFile } from '../../../shared/api/fetch-file';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';

/** The back office's privacy requests (docs/privacy.md): find a candidate, export their data, erase them. */

/** The shortest text the search sends (the server refuses shorter). */
export const MIN_EMAIL_SEARCH = 3;

/** GET /admin/candidates?email= — live candidates whose address contains the text. */
export function useCandidatesByEmail(email: string) {
  return useQuery({
    queryKey: ['admin-privacy', 'candidates', email],
    queryFn: ({ signal }) => api.get<AdminCandidate[]>('/admin/candidates', { query: { email }, signal }),
    enabled: email.length >= MIN_EMAIL_SEARCH,
  });
}

/** POST /admin/candidates/{id}/erasure with the reason: the receipt. */
export function useEraseCandidate() {
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<ErasureReceipt>(`/admin/candidates/${id}/erasure`, { reason }),
    onError: showApiError,
  });
}

/** GET /admin/candidates/{id}/data-export: the candidate's data as one archive (audited). */
export const fetchCandidateExport = (id: number) => fetchApiFile(`/admin/candidates/${id}/data-export`);
