import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allResources } from '../modules/resources.js';
import type { FieldKind } from './resources/fields.js';
import { recordSchema } from './resources/response-schema.js';
import { compiledJsonSchema, compiledSerializer } from './serializer.js';

const zodJson = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/t' } as never) as (data: unknown) => string;

const samples: Record<FieldKind, (i: number) => unknown> = {
  integer: (i) => i * 7,
  number: (i) => i + 0.25,
  string: (i) => `näme "${i}" \\ \n\u2028 ☃`,
  date: (i) => new Date(Date.UTC(2026, 0, 1 + i, 12, 30, 15, 123)),
  boolean: (i) => i % 2 === 0,
  json: (i) => ({ list: [i, 'x', null], nested: { at: new Date(Date.UTC(2025, 5, i + 1)) } }),
};

describe('the compiled response serializer', () => {
  it('writes what zod writes for every resource record, with unknown keys, nulls and relations', () => {
    for (const def of allResources) {
      const schema = z.object({ data: z.array(recordSchema(def)), total: z.number().int().optional() });
      const compiled = compiledSerializer(schema);
      expect(compiled, def.name).not.toBeNull();
      const rows = [0, 1, 2].map((i) => {
        const row: Record<string, unknown> = { notDeclared: 'dropped' };
        for (const name of def.fields) {
          const field = def.columns.get(name)!;
          if (i === 1 && field.nullable) row[name] = null;
          else if (i === 2 && name !== 'id')
            continue; // a `select` leaves fields out
          else row[name] = samples[field.kind](i);
        }
        for (const [name, relation] of Object.entries(def.relations ?? {})) {
          if (i === 0) row[name] = relation.kind === 'one' ? null : [];
          if (i === 1) {
            const related = { id: 5, alsoNotDeclared: true };
            row[name] = relation.kind === 'one' ? related : [related, related];
          }
        }
        return row;
      });
      for (const body of [{ data: rows }, { data: rows, total: 3 }, { data: [] }]) {
        expect(compiled!(body), def.name).toBe(zodJson(schema)(body));
      }
    }
  });

  it('compiles records, enums, literals, readonly and strict objects faithfully', () => {
    const schema = z.object({
      kind: z.enum(['a', 'b']),
      three: z.literal(3),
      counts: z.record(z.string(), z.number()),
      frozen: z.object({ at: z.date() }).readonly(),
      strict: z.object({ x: z.string() }).strict().nullable(),
      loose: z.looseObject({ x: z.string() }),
      anything: z.unknown().optional(),
    });
    const body = {
      kind: 'b',
      three: 3,
      counts: { x: 1, y: 2.5 },
      frozen: { at: new Date(0) },
      strict: null,
      loose: { x: 'y', extra: [1, { z: new Date(1) }] },
      anything: undefined,
      dropped: 1,
    };
    expect(compiledSerializer(schema)!(body)).toBe(zodJson(schema)(body));
  });

  it('leaves unions, transforms, codecs and defaults to zod', () => {
    expect(compiledJsonSchema(z.object({ a: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(compiledJsonSchema(z.object({ a: z.string().transform((s) => s.length) }))).toBeNull();
    expect(
      compiledJsonSchema(
        z.object({
          a: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
      ),
    ).toBeNull();
    expect(compiledJsonSchema(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(compiledJsonSchema(z.tuple([z.string()]))).toBeNull();
  });
});
