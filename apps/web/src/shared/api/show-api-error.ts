import i18n from 'i18next';
import { toastBus } from '../ui/toast/toast-bus';
import { apiErrorMessages } from './api-error-messages';

/** Shows a failed call as error toasts, one per message, from outside React (the query cache). */
export function showApiError(error: unknown): void {
  if (!(error instanceof Error) || error.name !== 'ApiError') console.error(error);
  const summary = i18n.t('common.error.title');
  for (const detail of apiErrorMessages(error, i18n.t)) toastBus.show('fail', detail, summary);
}
