import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { billingKeys, getBudget, type BudgetParams } from './billing-api';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The next invoice's day and what it will ask so far, from the active company's budget, for the
 * invoice-soon banner: only with the budget module on and the budget permission (U reads the
 * caller's own budget, as the server asks). Null otherwise or until it comes.
 */
export function useInvoiceSoon(): { nextInvoiceOn: string; invoiceDueCents: number } | null {
  const { modules } = useConfig();
  const access = useCan();
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const allowed = !modules.disableBudget && access.can('budget') && companyId !== null;
  const params: BudgetParams = {
    userId: access.ownRecordsOnly('budget') ? userId : null,
    starting: null,
    take: 1,
  };
  const budget = useQuery({
    queryKey: billingKeys.budget(companyId ?? 0, params),
    queryFn: ({ signal }) => getBudget(companyId!, params, signal),
    enabled: allowed,
    staleTime: FIVE_MINUTES,
    // The banner is a hint: a failure shows nothing rather than a toast on every page.
    meta: { silent: true },
    select: (data) => ({ nextInvoiceOn: data.nextInvoiceOn, invoiceDueCents: data.invoiceDueCents }),
  });
  return allowed && budget.data ? budget.data : null;
}
