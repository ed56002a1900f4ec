import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { formatMoney } from '../../shared/format/money';
import { useToast } from '../../shared/ui/toast/useToast';
import { billingKeys, patchBudget, syncCharges } from './billing-api';

/** Setting a monthly budget (the company's, or a member's with userId) and syncing the charges. */
export function useBudgetActions(companyId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useToast();
  const showApiError = useApiErrorToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: billingKeys.company(companyId) });

  const setBudget = useMutation({
    mutationFn: (body: { monthlyBudgetCents: number | null; userId?: number }) =>
      patchBudget(companyId, body),
    onSuccess: async () => {
      notify('done', t('billing:budget.edit.saved'));
      await refresh();
    },
    onError: showApiError,
  });

  const sync = useMutation({
    mutationFn: () => syncCharges(companyId),
    onSuccess: async (result) => {
      notify(
        'done',
        result.created === 0
          ? t('billing:budget.syncedNone')
          : t('billing:budget.synced', { count: result.created, amount: formatMoney(result.createdCents) }),
      );
      await refresh();
    },
    onError: showApiError,
  });

  return { setBudget, sync };
}
