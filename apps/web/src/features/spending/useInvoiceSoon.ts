import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { billingKeys, getBudget, type BudgetParams } from './billing-api';

const FIVE_MINUTES = 5 * 60 * 1000;

export interface InvoiceSoon {
  /** The next invoice's day and what it will ask so far; null when not allowed, failed or not come yet. */
  invoice: { nextInvoiceOn: string; invoiceDueCents: number } | null;
  /** The budget is being read for the first time: whether a banner shows is not known yet. */
  pending: boolean;
}

/**
 * The next invoice's day and what it will ask so far, from the active company's budget, for the
 * invoice-soon banner: only with the budget module on and the budget permission (U reads the
 * caller's own budget, as the server asks).
 */
export function useInvoiceSoon(): InvoiceSoon {
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
    // The banner is a hint: a failure shows nothing rather than a toast on every page, and is not
    // retried, as the shell holds the page until this answer comes.
    meta: { silent: true },
    retry: false,
    select: (data) => ({ nextInvoiceOn: data.nextInvoiceOn, invoiceDueCents: data.invoiceDueCents }),
  });
  return { invoice: allowed && budget.data ? budget.data : null, pending: allowed && budget.isPending };
}
