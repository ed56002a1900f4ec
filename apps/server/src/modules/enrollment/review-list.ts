import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ResourceDefinition } from '../../http/resources/define-resource.js';
import type { FieldInfo, FieldKind } from '../../http/resources/fields.js';
import { parseListQuery } from '../../http/resources/list-query.js';
import { listLimits } from '../../http/resources/limits.js';

/** The query of a review table (signups, the approval queue): the generic list's take, skip, where, order. */
export const reviewListQuerySchema = z
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

export type ReviewListQueryInput = z.infer<typeof reviewListQuerySchema>;

export interface ReviewListField {
  /** A column or a computed expression (a derived state, a joined name). */
  column: PgColumn | SQL;
  kind: FieldKind;
  nullable?: boolean;
}

export interface ParsedReviewList {
  take: number;
  skip: number;
  where: SQL | undefined;
  order: SQL[];
}

/**
 * Reads a review list's query with the generic layer's own parser (list-query.ts, where.ts): the
 * same operators (spec 9's match modes), coercion, limits and 400s as `GET /{resource}`, over the
 * list's declared fields. `fields` must hold `id` (the paging tie-breaker).
 */
export function parseReviewListQuery(
  name: string,
  fields: Record<string, ReviewListField>,
  filterable: readonly string[],
  orderable: readonly string[],
  q: ReviewListQueryInput,
): ParsedReviewList {
  const columns = new Map<string, FieldInfo>(
    Object.entries(fields).map(([field, f]) => [
      field,
      // A computed expression stands where a column would: where.ts and list-query.ts only hand it to drizzle.
      { name: field, column: f.column as PgColumn, kind: f.kind, nullable: f.nullable ?? false },
    ]),
  );
  const definition = {
    name,
    columns,
    filterFields: new Set(filterable),
    orderFields: new Set(orderable),
    readFields: new Set<string>(),
    relations: {},
    syncable: false,
  } as unknown as ResourceDefinition;
  const parsed = parseListQuery(definition, { ...q, take: q.take ?? 20 });
  return { take: parsed.take, skip: parsed.skip, where: parsed.where, order: parsed.order };
}
