import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../shared/api/api';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { afterCompanySwitch } from './company-switch-rule';
import { shellCompaniesKey } from './useShellCompanies';

/** Switches the active company (PATCH /auth/company/{id}), then stays, reloads or goes (spec section 4). */
export function useCompanySwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showApiError = useApiErrorToast();

  return useMutation({
    mutationFn: (companyId: number) => api.patch<{ companyId: number }>(`/auth/company/${companyId}`),
    onSuccess: async (_data, companyId) => {
      const next = afterCompanySwitch(pathname, companyId);
      await queryClient.invalidateQueries({ queryKey: shellCompaniesKey });
      if (next.kind === 'go') {
        await navigate(next.path);
        await queryClient.invalidateQueries();
      } else if (next.kind === 'reload') {
        await queryClient.invalidateQueries();
      }
    },
    onError: showApiError,
  });
}
