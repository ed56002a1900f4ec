import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCan } from '../../shared/access/useCan';
import { useConfig } from '../../shared/config/useConfig';
import { useSessionStore } from '../../shared/stores/useSessionStore';
import { useStatusStore } from '../../shared/stores/useStatusStore';
import { billingKeys, getBudget, type BudgetParams } from './billing-api';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The next invoice's day and what it will ask so far, from the active company's budget, for the
 * invoice-soon banner: only with the budget module on and the budget permission (U reads the
 * caller's own budget, as the server asks). Null otherwise, or on a failure.
 *
 * Until the budget answers, the last answer for the same company and user (kept in the status
 * store) stands in, so a returning user's banner is in the shell's first frame rather than
 * arriving after the page and pushing it down.
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
  const owner = `${companyId ?? ''}:${params.userId ?? ''}`;
  const remembered = useStatusStore((state) =>
    state.invoiceHint?.owner === owner ? state.invoiceHint : null,
  );
  const remember = useStatusStore((state) => state.rememberInvoice);
  const fresh = budget.data;
  const { nextInvoiceOn, invoiceDueCents } = fresh ?? {};
  useEffect(() => {
    if (nextInvoiceOn !== undefined && invoiceDueCents !== undefined)
      remember({ owner, nextInvoiceOn, invoiceDueCents });
  }, [nextInvoiceOn, invoiceDueCents, owner, remember]);
  if (!allowed || budget.isError) return null;
  return fresh ?? remembered;
}
