import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toast/useToast';
import { apiErrorMessages } from './api-error-messages';

/**
 * Shows a failed call the way spec section 8 asks: one error toast per server
 * message (translated through the `api` namespace when a translation exists),
 * the access-denied text for 403.
 */
export function useApiErrorToast(): (error: unknown) => void {
  const notify = useToast();
  const { t } = useTranslation();

  return useCallback(
    (error: unknown) => {
      if (!(error instanceof Error) || error.name !== 'ApiError') console.error(error);
      const summary = t('common.error.title');
      for (const detail of apiErrorMessages(error, t)) notify('fail', detail, summary);
    },
    [notify, t],
  );
}
