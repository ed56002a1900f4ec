import { useQuery } from '@tanstack/react-query';
import { billingKeys, getEstimate, getTierPriceList, getTiers, type EstimateRequestKey } from './billing-api';

/** The tiers with today's prices for the company. */
export function useTiers(companyId: number) {
  return useQuery({
    queryKey: billingKeys.tiers(companyId),
    queryFn: ({ signal }) => getTiers(companyId, signal),
    select: (data) => [...data.tiers].sort((a, b) => a.order - b.order || a.id - b.id),
  });
}

/** One tier's price in force and its history (list rows and the company's overrides). */
export function useTierPriceList(companyId: number, tierId: number | null) {
  return useQuery({
    queryKey: billingKeys.priceList(companyId, tierId ?? 0),
    queryFn: ({ signal }) => getTierPriceList(companyId, tierId!, signal),
    enabled: tierId !== null,
  });
}

/** The estimate asked for (null: none yet); a 400 is shown by the form, not as a toast. */
export function useEstimate(companyId: number, request: EstimateRequestKey | null) {
  return useQuery({
    queryKey: billingKeys.estimate(companyId, request?.tierId ?? 0, request?.start ?? '', request?.end ?? ''),
    queryFn: ({ signal }) => getEstimate(companyId, request!.tierId, request!.start, request!.end, signal),
    enabled: request !== null,
    retry: false,
    meta: { shownByPage: [400] },
  });
}
