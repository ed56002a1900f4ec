import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../shared/api/useApiErrorToast';
import { useToast } from '../../../shared/ui/toast/useToast';
import { getAdminTiers, getListPrice, pricingKeys } from './pricing-api';

export function useAdminTiers() {
  return useQuery({ queryKey: pricingKeys.tiers, queryFn: ({ signal }) => getAdminTiers(signal) });
}

export function useListPrice(tierId: number | null) {
  return useQuery({
    queryKey: pricingKeys.listPrice(tierId ?? 0),
    queryFn: ({ signal }) => getListPrice(tierId!, signal),
    enabled: tierId !== null,
  });
}

/**
 * A back-office write: a toast when done, the error toast otherwise, then every pricing query (and
 * the lazy history table) read again.
 */
export function usePricingWrite<I, O>(
  write: (input: I) => Promise<O>,
  doneText: string,
  onDone?: () => void,
) {
  const { t } = useTranslation('admin-pricing');
  const queryClient = useQueryClient();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      notify('done', t(doneText));
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['lazy-table', '/admin/pricing/history'] }),
        queryClient.invalidateQueries({ queryKey: ['billing'] }),
      ]);
    },
    onError: showApiError,
  });
}
