import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/** What a column holds, as far as filtering, ordering and serialising are concerned. */
export type FieldKind = 'integer' | 'number' | 'string' | 'date' | 'boolean' | 'json';

export interface FieldInfo {
  name: string;
  column: PgColumn;
  kind: FieldKind;
  nullable: boolean;
}

function kindOf(column: PgColumn): FieldKind {
  switch (column.dataType) {
    case 'number':
      return column.columnType === 'PgInteger' || column.columnType === 'PgSerial' ? 'integer' : 'number';
    case 'string':
      return 'string';
    case 'date':
      return 'date';
    case 'boolean':
      return 'boolean';
    default:
      return 'json';
  }
}

export function tableFields(table: PgTable): Map<string, FieldInfo> {
  const fields = new Map<string, FieldInfo>();
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    fields.set(name, { name, column, kind: kindOf(column), nullable: !column.notNull });
  }
  return fields;
}

const zodOfKind: Record<FieldKind, () => z.ZodType> = {
  integer: () => z.number().int(),
  number: () => z.number(),
  string: () => z.string(),
  date: () => z.date(),
  boolean: () => z.boolean(),
  json: () => z.unknown(),
};

/** The zod shape of a readable field in a response (all optional: `select` may leave any out). */
export function responseFieldSchema(field: FieldInfo): z.ZodType {
  const base = zodOfKind[field.kind]();
  return (field.nullable ? base.nullable() : base).optional();
}
