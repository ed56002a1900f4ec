import { z } from 'zod';
import type { ResourceDefinition } from './define-resource.js';
import { responseFieldSchema } from './fields.js';

const cache = new WeakMap<ResourceDefinition, z.ZodObject>();

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
}

/**
 * The response shape of a resource's record: its readable fields (all optional, for `select`)
 * and its relations. Serialising through it drops any column that is not declared readable.
 */
export function recordSchema(def: ResourceDefinition): z.ZodObject {
  const cached = cache.get(def);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {};
  for (const name of def.fields) shape[name] = responseFieldSchema(def.columns.get(name)!);
  for (const [name, relation] of Object.entries(def.relations ?? {})) {
    const target = z.lazy(() => recordSchema(relation.target()));
    shape[name] = (relation.kind === 'one' ? target.nullable() : z.array(target)).optional();
  }
  const schema = z.object(shape).meta({ id: pascal(def.name) });
  cache.set(def, schema);
  return schema;
}

/**
 * A record with fields its module computes (a job's derived status), as a named component of its
 * own. Unnamed, a route's schema would share the record's relation fields, and zod would find the
 * relations' cycle (job → columns → job) outside any named schema: a `$ref` to nothing.
 */
export function extendedRecordSchema(def: ResourceDefinition, id: string, extra: z.ZodRawShape): z.ZodObject {
  return recordSchema(def).extend(extra).meta({ id });
}
