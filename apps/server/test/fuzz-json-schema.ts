import fc from 'fast-check';
import { anyValue, hostileString } from './fuzz-support.js';

/**
 * fast-check arbitraries from the JSON Schemas of /openapi.json (the subset zod emits): values
 * that fit the schema, and mutations of them. A small generator of our own: the registry's
 * JSON-Schema-to-fast-check packages are 0.0.x and unmaintained.
 */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export type Definitions = Record<string, JsonSchema>;

const REF = '#/components/schemas/';
const MAX_DEPTH = 4;

/** Text of a string schema: its format or pattern when it has one, else within its lengths. */
function text(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 40);
  // Refinements zod does not export: an `email` field checks its address, a `password` its strength.
  const format = s.format ?? (/email|^to$/i.test(name) ? 'email' : /url$/i.test(name) ? 'uri' : undefined);
  if (/password/i.test(name)) return fc.stringMatching(/^[a-z]{6,12}[A-Z][0-9]{2}[!?]$/);
  switch (format) {
    case 'email':
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'alfa.it'))
        .map(([u, d]) => `${u}@${d}`);
    case 'date-time':
      return fc
        .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uri':
      return fc.webUrl();
  }
  if (s.pattern)
    return fc
      .stringMatching(new RegExp(s.pattern))
      .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Infinity));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
    hostileString.filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? Infinity)),
  );
}

const INT32 = 2 ** 31 - 1;
const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

/** Numbers within the bounds, the bounds themselves included. */
function number(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : 1e-6;
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + step : -1e6);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - step : 1e6);
  if (!integer) return fc.oneof(fc.double({ min: lo, max: hi, noNaN: true }), fc.constantFrom(lo, hi));
  const [a, b] = [clamp(Math.ceil(lo), -INT32, INT32), clamp(Math.floor(hi), -INT32, INT32)];
  return fc.oneof(
    fc.integer({ min: Math.min(a, b), max: b }),
    fc.constantFrom(Math.ceil(lo), Math.floor(hi)),
  );
}

/** Values that fit the schema (as far as the generator knows: refinements may still refuse them). */
export function valueOf(schema: JsonSchema, defs: Definitions, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = defs[schema.$ref.slice(REF.length)];
    return target && depth < MAX_DEPTH ? valueOf(target, defs, depth + 1, name) : fc.constant(null);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => valueOf(s, defs, depth, name)));
  if (schema.allOf) return valueOf(Object.assign({}, ...schema.allOf) as JsonSchema, defs, depth, name);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((t) => valueOf({ ...schema, type: t }, defs, depth, name)));
  switch (type[0]) {
    case 'string':
      return text(schema, name);
    case 'integer':
    case 'number':
      return number(schema, type[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => valueOf(s, defs, depth + 1)));
      const items = schema.items ? valueOf(schema.items, defs, depth + 1) : anyValue;
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4),
      });
    }
    case 'object': {
      const props = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(props).map(([k, s]) => [k, valueOf(s, defs, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyValue;
  }
}

/** A body that breaks the schema in one of the usual ways. */
export function mutationOf(schema: JsonSchema, defs: Definitions): fc.Arbitrary<unknown> {
  const resolved = schema.$ref ? (defs[schema.$ref.slice(REF.length)] ?? {}) : schema;
  const props = Object.keys(resolved.properties ?? {});
  const valid = valueOf(schema, defs).map((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
  );
  const prop = props.length ? fc.constantFrom(...props) : fc.constant('x');
  const deep = fc.integer({ min: 50, max: 400 }).map((n) => {
    let v: unknown = 'x';
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
    return v;
  });
  return fc.oneof(
    // A required field left out.
    fc
      .tuple(valid, fc.constantFrom(...(resolved.required?.length ? resolved.required : ['x'])))
      .map(([v, k]) => {
        const copy = { ...v };
        delete copy[k];
        return copy;
      }),
    // A field of the wrong type, a huge string, deep nesting.
    fc
      .tuple(valid, prop, fc.oneof(anyValue, fc.constant('x'.repeat(100_000)), deep))
      .map(([v, k, x]) => ({ ...v, [k]: x })),
    // An unknown field, or a key that would reach a prototype.
    fc
      .tuple(
        valid,
        fc.constantFrom('__proto__', 'constructor', 'unknownField', 'id', 'companyId', 'isSu'),
        anyValue,
      )
      .map(([v, k, x]) => Object.fromEntries([...Object.entries(v), [k, x]])),
    // Not an object at all.
    anyValue,
    deep,
  );
}
