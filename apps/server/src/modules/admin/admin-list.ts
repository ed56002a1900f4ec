import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceDefinition } from '../../http/resources/define-resource.js';
import type { FieldInfo, FieldKind } from '../../http/resources/fields.js';
import { parseListQuery } from '../../http/resources/list-query.js';
import { listLimits } from '../../http/resources/limits.js';

/** The query of a back-office table: the generic list's take, skip, where, order (and count, always on). */
export const adminListQuerySchema = z
  .object({
    take: z.unknown().optional().describe(`page size, 1 to ${listLimits.maxTake} (default 20)`),
    skip: z.unknown().optional().describe('rows to skip (default 0)'),
    where: z
      .unknown()
      .optional()
      .describe(
        'conditions on the listed fields: {field: value | {op: value}}, AND, OR (docs/resource-queries.md)',
      ),
    order: z.unknown().optional().describe('{field: ASC|DESC}'),
    orderBy: z.unknown().optional().describe('field, -field or field:desc, comma separated'),
    count: z.unknown().optional().describe('accepted for the table client; `total` is always answered'),
  })
  .strict();

/** A field of a back-office list: a table column or a computed expression (a count, a joined name). */
export const listField = (column: PgColumn | SQL, kind: FieldKind, nullable = false) => ({
  column,
  kind,
  nullable,
});

export interface AdminList {
  name: string;
  /** Each field's SQL; `id` must be one of them (the paging tie-breaker). */
  fields: Record<string, ReturnType<typeof listField>>;
  filterable: readonly string[];
  orderable: readonly string[];
}

export interface AdminListQuery {
  take: number;
  skip: number;
  where: SQL | undefined;
  order: SQL[];
}

/**
 * Reads a back-office list's query with the generic layer's own parser (list-query.ts, where.ts): the same
 * operators, coercion, limits and 400s as `GET /{resource}`, over the list's declared fields (computed ones
 * included: the where and order builders take any SQL expression).
 */
export function parseAdminListQuery(
  list: AdminList,
  q: z.infer<typeof adminListQuerySchema>,
): AdminListQuery {
  const columns = new Map<string, FieldInfo>(
    Object.entries(list.fields).map(([name, f]) => [
      name,
      // A computed expression stands where a column would: where.ts and list-query.ts only hand it to drizzle.
      { name, column: f.column as PgColumn, kind: f.kind, nullable: f.nullable },
    ]),
  );
  const definition = {
    name: list.name,
    columns,
    filterFields: new Set(list.filterable),
    orderFields: new Set(list.orderable),
    readFields: new Set<string>(),
    relations: {},
    syncable: false,
  } as unknown as ResourceDefinition;
  const parsed = parseListQuery(definition, { ...q, take: q.take ?? 20 });
  return { take: parsed.take, skip: parsed.skip, where: parsed.where, order: parsed.order };
}
