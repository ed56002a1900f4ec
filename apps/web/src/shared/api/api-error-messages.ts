import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

/**
 * The texts a failed call shows (spec section 8): the access-denied message for 403, otherwise one
 * text per server message, translated through the `api` namespace when a translation exists.
 */
export function apiErrorMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError)) return [t('errors.unexpectedMessage')];
  if (error.status === 403) return [t('common.error.accessDenied')];
  return error.messages.map((message) =>
    t(message, { ns: 'api', keySeparator: false, nsSeparator: false, defaultValue: message }),
  );
}
