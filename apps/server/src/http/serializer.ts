import fastJson from 'fast-json-stringify';
import type { FastifyBaseLogger } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Response serialisation through a compiled JSON schema (fast-json-stringify), built from the route's
 * zod response schema (docs/performance.md, "Request path"). Only the zod constructs whose JSON
 * output fast-json-stringify reproduces exactly are compiled: objects (unknown keys dropped, like
 * zod's strip), arrays, records, strings, numbers, booleans, null, dates (ISO strings, as
 * JSON.stringify writes them), enums, literals, unknown/any (JSON.stringify), optional, nullable,
 * readonly and lazy (recursive relations). A schema holding anything else — unions, transforms,
 * pipes and codecs, defaults, tuples, intersections — keeps zod's serializer for that route, and
 * the route is counted in `serializerStats`. With NODE_ENV=test every compiled answer is also
 * encoded by zod and the two texts compared, so the whole API suite checks the compiled output.
 */

type JsonSchema = Record<string, unknown>;

class Unsupported extends Error {}

interface ZodDef {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: unknown): ZodDef {
  return (schema as { _zod: { def: ZodDef } })._zod.def;
}

class Converter {
  readonly definitions: Record<string, JsonSchema> = {};
  private readonly names = new Map<unknown, string>();

  convert(schema: unknown, nullable = false): JsonSchema {
    const def = defOf(schema);
    switch (def.type) {
      case 'optional':
      case 'readonly':
        return this.convert(def.innerType, nullable);
      case 'nullable':
        return this.convert(def.innerType, true);
      case 'lazy':
        return { $ref: `#/definitions/${this.reference((def.getter as () => unknown)(), nullable)}` };
      case 'string':
        return typed('string', nullable);
      case 'number':
        return typed('number', nullable);
      case 'boolean':
        return typed('boolean', nullable);
      case 'date':
        return { ...typed('string', nullable), format: 'date-time' };
      case 'null':
        return { type: 'null' };
      case 'unknown':
      case 'any':
        return {};
      case 'enum': {
        const values = Object.values(def.entries as Record<string, unknown>);
        return this.scalarsOf(values, nullable);
      }
      case 'literal':
        return this.scalarsOf(def.values as unknown[], nullable);
      case 'array':
        return { ...typed('array', nullable), items: this.convert(def.element) };
      case 'record': {
        if (defOf(def.keyType).type !== 'string') throw new Unsupported('record key');
        return { ...typed('object', nullable), additionalProperties: this.convert(def.valueType) };
      }
      case 'object':
        return this.object(def, nullable);
      default:
        throw new Unsupported(def.type);
    }
  }

  private scalarsOf(values: unknown[], nullable: boolean): JsonSchema {
    const types = new Set(values.map((v) => (v === null ? 'null' : typeof v)));
    if (types.size !== 1) throw new Unsupported('mixed literal');
    const [type] = [...types];
    if (type === 'null') return { type: 'null' };
    if (type !== 'string' && type !== 'number' && type !== 'boolean') throw new Unsupported('literal');
    return typed(type, nullable);
  }

  private object(def: ZodDef, nullable: boolean): JsonSchema {
    const shape = def.shape as Record<string, unknown>;
    const properties: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(shape)) properties[key] = this.convert(value);
    const out: JsonSchema = { ...typed('object', nullable), properties };
    const catchall = def.catchall as unknown;
    if (catchall) {
      const kind = defOf(catchall).type;
      // never: .strict(), whose extra keys zod refuses; the compiled serializer drops them.
      if (kind === 'unknown' || kind === 'any') out.additionalProperties = true;
      else if (kind !== 'never') out.additionalProperties = this.convert(catchall);
    }
    return out;
  }

  /** A named definition per (schema, nullable): recursive relations refer to themselves by name. */
  private reference(schema: unknown, nullable: boolean): string {
    const key = this.names.get(schema);
    const base = key ?? `d${this.names.size}`;
    if (!key) this.names.set(schema, base);
    const name = nullable ? `${base}_null` : base;
    if (!(name in this.definitions)) {
      this.definitions[name] = {};
      Object.assign(this.definitions[name]!, this.convert(schema, nullable));
    }
    return name;
  }
}

function typed(type: string, nullable: boolean): JsonSchema {
  return nullable ? { type, nullable: true } : { type };
}

/** The JSON schema fast-json-stringify compiles for a zod schema; null when it cannot be faithful. */
export function compiledJsonSchema(schema: unknown): JsonSchema | null {
  try {
    const converter = new Converter();
    const root = converter.convert(schema);
    return { ...root, definitions: converter.definitions };
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** fast-json-stringify's serializer for a zod schema, or null where it would not match zod's output. */
export function compiledSerializer(schema: unknown): ((data: unknown) => string) | null {
  const json = compiledJsonSchema(schema);
  return json ? (fastJson(json as never) as (data: unknown) => string) : null;
}

export interface SerializerStats {
  compiled: number;
  /** Routes left on zod's serializer, as `METHOD url status`. */
  fallback: string[];
}

export const serializerStats: SerializerStats = { compiled: 0, fallback: [] };

type CompilerInput = { schema: unknown; method: string; url: string; httpStatus?: string };

/** The serializer compiler of app.ts: compiled where faithful, zod's elsewhere. */
export function createSerializerCompiler(
  options: { log?: FastifyBaseLogger; compareWithZod?: boolean } = {},
) {
  const { log, compareWithZod = false } = options;
  return (route: CompilerInput): ((data: unknown) => string) => {
    const zodSerializer = zodSerializerCompiler(route as never) as (data: unknown) => string;
    const maybe = route.schema as { properties?: unknown } | undefined;
    const zodSchema = maybe instanceof $ZodType ? maybe : maybe?.properties;
    const json = zodSchema instanceof $ZodType ? compiledJsonSchema(zodSchema) : null;
    if (!json) {
      serializerStats.fallback.push(`${route.method} ${route.url} ${route.httpStatus ?? ''}`.trim());
      log?.debug({ route: `${route.method} ${route.url}` }, 'response schema kept on the zod serializer');
      return zodSerializer;
    }
    serializerStats.compiled++;
    // Compiled on the route's first answer: start-up does not pay for the hundreds never called.
    let compiled: ((data: unknown) => string) | undefined;
    const serialize = (data: unknown) =>
      (compiled ??= fastJson(json as never) as (data: unknown) => string)(data);
    if (!compareWithZod) return serialize;
    return (data) => {
      // zod first: a body its schema refuses fails as it always did (a 500).
      const expected = zodSerializer(data);
      const actual = serialize(data);
      if (actual !== expected) {
        throw new Error(
          `compiled serializer differs from zod on ${route.method} ${route.url}:\n${actual.slice(0, 2000)}\n!==\n${expected.slice(0, 2000)}`,
        );
      }
      return actual;
    };
  };
}
