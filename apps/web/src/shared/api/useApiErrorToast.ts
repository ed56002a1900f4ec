import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../ui/toast/useToast';
import { ApiError } from './api-error';

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
      const summary = t('common.error.title');
      if (!(error instanceof ApiError)) {
        console.error(error);
        notify('fail', t('errors.unexpectedMessage'), summary);
        return;
      }
      if (error.status === 403) {
        notify('fail', t('common.error.accessDenied'), summary);
        return;
      }
      for (const message of error.messages) {
        const detail = t(message, {
          ns: 'api',
          keySeparator: false,
          nsSeparator: false,
          defaultValue: message,
        });
        notify('fail', detail, summary);
      }
    },
    [notify, t],
  );
}
