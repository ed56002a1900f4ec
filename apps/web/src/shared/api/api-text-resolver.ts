import { genericStatusText, statusTexts } from './http-status';

/** Server texts that carry values, by what they mean; each app words them in its own texts. */
export type ApiTextPattern = 'recordNotFound' | 'tooManyAttempts' | 'fileTooLarge' | 'unsupportedFile';
export type ApiTextValues = Record<string, string | number | undefined>;

const patterns: ReadonlyArray<{
  match: RegExp;
  id: ApiTextPattern;
  values?: (m: RegExpExecArray) => ApiTextValues;
}> = [
  { match: /^(?:[\w-]+ \S+|application) not found$/, id: 'recordNotFound' },
  {
    match: /^Too many attempts, try again in (\d+) (second|minute)s?$/,
    id: 'tooManyAttempts',
    values: (m) => ({ count: Number(m[1]), context: m[2] }),
  },
  { match: /^The file is larger than (\d+) MB$/, id: 'fileTooLarge', values: (m) => ({ mb: Number(m[1]) }) },
  { match: /^Unsupported file content\b/, id: 'unsupportedFile' },
];

/** A validation text of one field ('salaryMaxCents: The maximum salary…'): the part after the field. */
const fieldPrefixed = /^[\w.[\]-]+: (.+)$/;

/** Where an app finds its words for the server's texts. */
export interface ApiTextSource {
  /** A fixed server text in the reader's language (the `api` catalogue, keyed by the English text), or null. */
  known(text: string): string | null;
  /** The words of a text with values. */
  pattern(id: ApiTextPattern, values: ApiTextValues): string;
  /** A status that has no text of its own in the catalogue. */
  unknownStatus(status: number): string;
}

/**
 * One server text in the reader's language: a known text, a known pattern, a known text behind a
 * field name, or else the generic '[status] message' of its status (spec section 8). A server
 * sentence the client does not know is never shown as it is.
 */
export function resolveApiText(status: number, text: string, source: ApiTextSource): string {
  const exact = source.known(text);
  if (exact !== null) return exact;
  for (const { match, id, values } of patterns) {
    const found = match.exec(text);
    if (found) return source.pattern(id, values?.(found) ?? {});
  }
  const field = fieldPrefixed.exec(text);
  const behindField = field?.[1] ? source.known(field[1]) : null;
  if (behindField !== null) return behindField;
  return genericApiText(status, source);
}

/** '[404] Non trovato': the status's own text, or the source's words for a status without one. */
export function genericApiText(status: number, source: ApiTextSource): string {
  if (status in statusTexts) return source.known(genericStatusText(status)) ?? genericStatusText(status);
  if (status === 0) return source.known('Network error') ?? 'Network error';
  return source.unknownStatus(status);
}
