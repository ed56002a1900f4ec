import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { billingKeys, getBudget, type BudgetParams } from './billing-api';

/** The active company's budget for these params; null company id (not known yet) waits. */
export function useBudget(params: BudgetParams, enabled = true) {
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  return useQuery({
    queryKey: billingKeys.budget(companyId ?? 0, params),
    queryFn: ({ signal }) => getBudget(companyId!, params, signal),
    enabled: enabled && companyId !== null,
    // A new range or member keeps the chart in place until its data comes (same company only).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === companyId ? keepPreviousData(previous) : undefined,
  });
}
