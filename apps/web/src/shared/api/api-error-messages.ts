import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { genericStatusText, statusTexts } from './http-status';

/**
 * Server texts that carry values: each pattern names the translation key (dashboard namespace)
 * and the values it takes from the match. Fixed texts are keys of the `api` namespace instead,
 * which is keyed by the server's English text (spec section 8 catalogue and the server's own).
 */
const patterns: ReadonlyArray<{
  match: RegExp;
  key: string;
  values?: (m: RegExpExecArray) => Record<string, string | number | undefined>;
}> = [
  { match: /^(?:[\w-]+ \S+|application) not found$/, key: 'apiErrors.recordNotFound' },
  {
    match: /^Too many attempts, try again in (\d+) (second|minute)s?$/,
    key: 'apiErrors.tooManyAttempts',
    values: (m) => ({ count: Number(m[1]), context: m[2] }),
  },
  {
    match: /^The file is larger than (\d+) MB$/,
    key: 'apiErrors.fileTooLarge',
    values: (m) => ({ mb: Number(m[1]) }),
  },
  { match: /^Unsupported file content\b/, key: 'apiErrors.unsupportedFile' },
];

/** A validation text of one field ('salaryMaxCents: The maximum salary…'): the part after the field. */
const fieldPrefixed = /^[\w.[\]-]+: (.+)$/;

/** A value no translation has: tells "unknown text" from a translated one, whatever the language. */
const UNKNOWN = '\u0000unknown';

function known(text: string, t: TFunction): string | null {
  const translated = t(text, { ns: 'api', keySeparator: false, nsSeparator: false, defaultValue: UNKNOWN });
  return translated === UNKNOWN ? null : translated;
}

/**
 * One server text in the user's language: a known text of the `api` namespace, a known pattern,
 * a known text behind a field name, or else the generic '[status] message' of its status
 * (spec section 8). A server sentence the client does not know is never shown as it is.
 */
export function translateApiText(status: number, text: string, t: TFunction): string {
  const exact = known(text, t);
  if (exact !== null) return exact;
  for (const { match, key, values } of patterns) {
    const found = match.exec(text);
    if (found) return t(key, values?.(found) ?? {});
  }
  const field = fieldPrefixed.exec(text);
  const behindField = field?.[1] ? known(field[1], t) : null;
  if (behindField !== null) return behindField;
  return genericText(status, t);
}

/** '[404] Non trovato': the status's own text, or a generic one for a status without a text. */
function genericText(status: number, t: TFunction): string {
  if (status in statusTexts) return known(genericStatusText(status), t) ?? genericStatusText(status);
  if (status === 0) return known('Network error', t) ?? 'Network error';
  return t('apiErrors.status', { status });
}

/**
 * The texts a failed call shows (spec section 8): the access-denied message for 403, otherwise one
 * text per server message in the user's language (see `translateApiText`).
 */
export function apiErrorMessages(error: unknown, t: TFunction): string[] {
  if (!(error instanceof ApiError)) return [t('errors.unexpectedMessage')];
  if (error.status === 403) return [t('common.error.accessDenied')];
  if (error.messages.length === 0) return [genericText(error.status, t)];
  return error.messages.map((message) => translateApiText(error.status, message, t));
}
