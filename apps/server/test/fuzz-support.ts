import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * Shared by the property-based fuzz tests (docs/security.md, "Fuzzing"): the number of cases
 * (FUZZ_RUNS raises it, `npm run fuzz`), a replayable seed (FUZZ_SEED), hostile values.
 */
export const fuzzRuns = (defaultRuns: number): number => Number(process.env.FUZZ_RUNS) || defaultRuns;

/** A test's time budget for `cases` requests, at most `msPerCase` each (FUZZ_RUNS makes them many). */
export const fuzzTimeout = (cases: number, msPerCase: number): number => Math.max(30_000, cases * msPerCase);

export function fuzzParams(defaultRuns: number): fc.Parameters<unknown> {
  const runs = fuzzRuns(defaultRuns);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  // fast-check's failure report names the seed and path: FUZZ_SEED=<seed> replays the run.
  return { numRuns: runs, seed, verbose: 1 };
}

/** Strings that probe the parsers and the SQL layer. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    '1; DROP TABLE "user"; --',
    '\') UNION SELECT password_hash FROM "user" --',
    '%',
    '_',
    '\\',
    '\u0000',
    'null',
    'undefined',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '2147483648',
    '9999999999999999999999',
    '0x1F',
    '2024-02-30T25:61:00Z',
    '+275760-09-13T00:00:00.001Z',
    'true',
    '{"a":',
    '[',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 漢字 🙂',
    '\uD800',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 480, maxLength: 520 }),
);

/** Any JSON-ish value, scalars to small nested structures. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 4 }),
  fc.dictionary(hostileString, fc.integer(), { maxKeys: 3 }),
);

/** Keys that must never reach an object's prototype or a query. */
export const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty');

/** An object from entries, keeping `__proto__` as an own key (as JSON.parse would). */
export const objectOf = (entries: Array<[string, unknown]>): Record<string, unknown> =>
  Object.fromEntries(entries);

/** Never a 5xx; any 4xx in the catalogue's shape (spec section 8): { statusCode, error, message }. */
export function expectSafeAnswer(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = res.json() as Record<string, unknown>;
  expect(body.statusCode, what).toBe(res.statusCode);
  expect(typeof body.error, what).toBe('string');
  const message = body.message;
  expect(
    typeof message === 'string' || (Array.isArray(message) && message.every((m) => typeof m === 'string')),
    `${what}: message ${JSON.stringify(message)}`,
  ).toBe(true);
}
