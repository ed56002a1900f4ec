import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crossRules, messages, parseMessage, rules, withParams } from './form-rules';

const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('form rules', () => {
  it('required trims', () => {
    expect(firstMessage(rules.required(), '   ')).toBe('common.error.mandatory');
    expect(rules.required().parse(' a ')).toBe('a');
  });

  it('email lowercases, strips and checks the format', () => {
    expect(rules.email().parse(' Ada @Example.IT ')).toBe('ada@example.it');
    expect(firstMessage(rules.email(), '')).toBe('common.error.mandatory');
    expect(firstMessage(rules.email(), 'ada@')).toBe('common.error.invalidEmail');
  });

  it('minLength carries its count', () => {
    const message = firstMessage(rules.minLength(8), 'abc');
    expect(message).toBe(withParams('common.error.minLength', { count: 8 }));
    expect(parseMessage(message ?? '')).toEqual({ key: 'common.error.minLength', params: { count: 8 } });
    expect(parseMessage('common.error.mandatory')).toEqual({ key: 'common.error.mandatory', params: {} });
  });

  it('url, decimal, number and VAT id accept empty values and reject bad ones', () => {
    expect(firstMessage(rules.url(), '')).toBeNull();
    expect(firstMessage(rules.url(), 'https://example.it/x')).toBeNull();
    expect(firstMessage(rules.url(), 'example')).toBe('common.error.invalidUrl');
    expect(firstMessage(rules.decimal(), '12,50')).toBeNull();
    expect(firstMessage(rules.decimal(), '12.5.1')).toBe('common.error.decimal');
    expect(firstMessage(rules.number(), '1e3')).toBeNull();
    expect(firstMessage(rules.number(), 'abc')).toBe('common.error.invalidNumber');
    expect(firstMessage(rules.vatId(), '')).toBeNull();
    expect(firstMessage(rules.vatId(), 'IT00743110157')).toBeNull();
    expect(firstMessage(rules.vatId(), '00743110158')).toBe('common.error.invalidVatId');
  });

  it('checked and place', () => {
    expect(firstMessage(rules.checked(), false)).toBe('common.error.notChecked');
    expect(firstMessage(rules.checked(), true)).toBeNull();
    expect(firstMessage(rules.place(), { center: [9.19, 45.46], place_name: 'Milano' })).toBeNull();
    expect(firstMessage(rules.place(), { place_name: 'Milano' })).toBe('common.error.invalidPlace');
    expect(firstMessage(rules.place(), null)).toBe('common.error.invalidPlace');
  });

  it('cross-field rules', () => {
    const schema = z
      .object({
        a: z.string(),
        b: z.string(),
        kind: z.string(),
        other: z.string(),
        start: z.string(),
        end: z.string(),
      })
      .superRefine(crossRules.sameAs('b', 'a'))
      .superRefine(crossRules.requiredIf('other', (v) => v.kind === 'other'))
      .superRefine(crossRules.requiredUnless('a', (v) => v.kind === 'none'))
      .superRefine(crossRules.afterStart('start', 'end'));
    const issues = (value: object) =>
      schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    const ok = { a: 'x', b: 'x', kind: 'one', other: '', start: '2026-01-02', end: '2026-01-02' };
    expect(issues(ok)).toEqual([]);
    expect(issues({ ...ok, b: 'y' })).toEqual([['b', 'common.error.sameAs']]);
    expect(issues({ ...ok, kind: 'other' })).toEqual([['other', 'common.error.required']]);
    expect(issues({ ...ok, a: '', b: '' })).toEqual([['a', 'common.error.required']]);
    expect(issues({ ...ok, a: '', b: '', kind: 'none' })).toEqual([]);
    expect(issues({ ...ok, end: '2026-01-01' })).toEqual([['end', 'common.error.afterStart']]);
  });

  it('decimal follows the UI language and never reads one format as the other', () => {
    expect(firstMessage(rules.decimal('it'), '1.250,5')).toBeNull();
    expect(firstMessage(rules.decimal('it'), '12.5')).toBe('common.error.decimal');
    expect(firstMessage(rules.decimal('en'), '12.5')).toBeNull();
    expect(firstMessage(rules.decimal('en'), '12,5')).toBe('common.error.decimal');
  });

  it('numberValue: a NumberInput entry it could not read is an invalid number', () => {
    expect(firstMessage(rules.numberValue(), Number.NaN)).toBe('common.error.invalidNumber');
    expect(firstMessage(rules.numberValue(), 12.5)).toBeNull();
    expect(firstMessage(rules.numberValue(), null)).toBeNull();
  });

  it('afterStart compares days at noon: a same-day end passes whatever the hours', () => {
    const schema = z
      .object({ start: z.union([z.string(), z.date()]), end: z.union([z.string(), z.date()]) })
      .superRefine(crossRules.afterStart('start', 'end'));
    expect(schema.safeParse({ start: new Date(2026, 4, 3, 18), end: new Date(2026, 4, 3, 9) }).success).toBe(
      true,
    );
    expect(schema.safeParse({ start: '2026-05-03', end: new Date(2026, 4, 2, 23, 59) }).success).toBe(false);
    expect(schema.safeParse({ start: '', end: '2026-05-01' }).success).toBe(true);
  });

  it('has every message in Italian and English, with the spec texts in English', () => {
    const web = join(import.meta.dirname, '../../..');
    const textOf = (lng: string, key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (node, part) => (node as Record<string, unknown> | undefined)?.[part],
          JSON.parse(readFileSync(join(web, 'public/locales', lng, 'dashboard.json'), 'utf8')),
        );
    for (const key of Object.values(messages))
      for (const lng of ['it', 'en']) expect(typeof textOf(lng, key), `${lng} ${key}`).toBe('string');
    expect(textOf('en', messages.invalidUrl)).toBe('The value is not a valid URL address');
    expect(textOf('en', messages.decimal)).toBe('Value must be decimal');
    expect(textOf('en', messages.sameAs)).toBe('The value must be equal to the other value');
    expect(textOf('en', messages.requiredIf)).toBe('The value is required');
  });
});
