import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { genericApiText, resolveApiText, type ApiTextSource } from './api-text-resolver';

/** A value no translation has: tells "unknown text" from a translated one, whatever the language. */
const UNKNOWN = '\u0000unknown';

/** The dashboard's words: the `api` namespace, and `apiErrors.*` of the dashboard namespace. */
function i18nSource(t: TFunction): ApiTextSource {
  return {
    known(text) {
      const translated = t(text, {
        ns: 'api',
        keySeparator: false,
        nsSeparator: false,
        defaultValue: UNKNOWN,
      });
      return translated === UNKNOWN ? null : translated;
    },
    pattern: (id, values) => t(`apiErrors.${id}`, values),
    unknownStatus: (status) => t('apiErrors.status', { status }),
  };
}

/** One server text in the user's language (see `resolveApiText`). */
export function translateApiText(status: number, text: string, t: TFunction): string {
  return resolveApiText(status, text, i18nSource(t));
}

/**
 * The texts a failed call shows (spec section 8): the access-denied message for 403, otherwise one
 * text per server message in the user's language (see `translateApiText`).
 */
export function apiErrorMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError)) return [t('errors.unexpectedMessage')];
  if (error.status === 403) return [t('common.error.accessDenied')];
  if (error.messages.length === 0) return [genericApiText(error.status, i18nSource(t))];
  return error.messages.map((message) => translateApiText(error.status, message, t));
}
