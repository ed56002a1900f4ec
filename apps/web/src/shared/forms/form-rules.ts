import { normalizeEmail } from '@hiring/domain';
import { z } from 'zod';
import { atNoon } from '../format/date';
import { parseLocaleNumber } from '../format/number';
import { isValidItalianVatId } from './vat-id';

/**
 * The generic form rules of spec section 5 as zod pieces. Their messages are translation keys;
 * a key with parameters is written `key{"count":8}` (see `errorText`).
 */
export const messages = {
  mandatory: 'common.error.mandatory',
  invalidEmail: 'common.error.invalidEmail',
  invalidUrl: 'common.error.invalidUrl',
  decimal: 'common.error.decimal',
  sameAs: 'common.error.sameAs',
  requiredIf: 'common.error.required',
  notChecked: 'common.error.notChecked',
  invalidNumber: 'common.error.invalidNumber',
  invalidVatId: 'common.error.invalidVatId',
  invalidPlace: 'common.error.invalidPlace',
  afterStart: 'common.error.afterStart',
  weakPassword: 'common.error.weakPassword',
} as const;

/** A message key with interpolation values, e.g. `withParams('common.error.minLength', { count: 8 })`. */
export const withParams = (key: string, params: Record<string, string | number>): string =>
  `${key}${JSON.stringify(params)}`;

/** Splits a message made by `withParams` back into its key and values. */
export function parseMessage(message: string): { key: string; params: Record<string, unknown> } {
  const brace = message.indexOf('{');
  if (brace < 0) return { key: message, params: {} };
  try {
    return {
      key: message.slice(0, brace),
      params: JSON.parse(message.slice(brace)) as Record<string, unknown>,
    };
  } catch {
    return { key: message, params: {} };
  }
}

const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Required text: trimmed and not empty. */
export const required = () => z.string().trim().min(1, messages.mandatory);

/** Optional text: an empty (or blank) value passes, anything else must satisfy `check`. */
const optionalText = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message);

export const rules = {
  required,
  /** An email, lowercased and stripped of white space (spec section 5, recovery and login). */
  email: () =>
    z
      .string()
      .transform(normalizeEmail)
      .pipe(z.string().min(1, messages.mandatory).regex(emailPattern, messages.invalidEmail)),
  minLength: (count: number) =>
    z.string().trim().min(1, messages.mandatory).min(count, withParams('common.error.minLength', { count })),
  url: () => optionalText(isUrl, messages.invalidUrl),
  /** A decimal typed as text in the UI language (Italian '12,5', English '12.5'). */
  decimal: (locale = 'it') =>
    optionalText((value) => !Number.isNaN(parseLocaleNumber(value, locale) ?? Number.NaN), messages.decimal),
  /** The number of a NumberInput: null when blank; NaN, what it could not read, is an invalid number. */
  numberValue: () => z.number({ error: messages.invalidNumber }).nullable(),
  number: () =>
    optionalText((value) => value !== '' && Number.isFinite(Number(value)), messages.invalidNumber),
  vatId: () => optionalText(isValidItalianVatId, messages.invalidVatId),
  /** A checkbox that must be ticked (terms, consent). */
  checked: () => z.boolean().refine((value) => value, messages.notChecked),
  /** A place picked on a map: it must have a center and a name. */
  place: () =>
    z
      .object({
        center: z.tuple([z.number(), z.number()]).nullable().optional(),
        place_name: z.string().optional(),
      })
      .nullable()
      .refine((place) => Boolean(place?.center && place.place_name), messages.invalidPlace),
};

type Values = Record<string, unknown>;
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Object-level checks, for `.superRefine(...)` on a form schema. */
export const crossRules = {
  /** `field` must equal `other` (same-as). */
  sameAs:
    (field: string, other: string, message: string = messages.sameAs) =>
    (values: Values, ctx: z.RefinementCtx) => {
      if (values[field] !== values[other]) ctx.addIssue({ code: 'custom', path: [field], message });
    },
  /** `field` is required when `condition(values)` holds (required-if). */
  requiredIf:
    (field: string, condition: (values: Values) => boolean) => (values: Values, ctx: z.RefinementCtx) => {
      if (condition(values) && isBlank(values[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: messages.requiredIf });
    },
  /** `field` is required unless `condition(values)` holds (required-unless). */
  requiredUnless:
    (field: string, condition: (values: Values) => boolean) => (values: Values, ctx: z.RefinementCtx) => {
      if (!condition(values) && isBlank(values[field]))
        ctx.addIssue({ code: 'custom', path: [field], message: messages.requiredIf });
    },
  /**
   * `end` must not be before `start`: dates (Date, ISO string or timestamp) compared by their day
   * at noon (spec section 9), so a same-day end passes whatever the hours; empty values pass.
   */
  afterStart: (start: string, end: string) => (values: Values, ctx: z.RefinementCtx) => {
    const from = toTime(values[start]);
    const to = toTime(values[end]);
    if (from !== null && to !== null && to < from)
      ctx.addIssue({ code: 'custom', path: [end], message: messages.afterStart });
  },
};

function toTime(value: unknown): number | null {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const time = atNoon(value).getTime();
  return Number.isNaN(time) ? null : time;
}
