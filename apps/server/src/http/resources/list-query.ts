import { asc, desc, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '../errors.js';
import type { ResourceDefinition } from './define-resource.js';
import { listLimits } from './limits.js';
import { parseWhere } from './where.js';

/** The documented query of GET /{resource}; its parts are checked against the resource below. */
export const listQuerySchema = z
  .object({
    take: z
      .unknown()
      .optional()
      .describe(`page size, 1 to ${listLimits.maxTake} (default ${listLimits.defaultTake})`),
    skip: z.unknown().optional().describe('rows to skip (default 0)'),
    where: z
      .unknown()
      .optional()
      .describe('conditions on declared fields: {field: value | {op: value}}, AND, OR'),
    order: z.unknown().optional().describe('{field: ASC|DESC}'),
    orderBy: z.unknown().optional().describe('field, -field or field:desc, comma separated'),
    select: z.unknown().optional().describe('fields to return (list or comma separated)'),
    include: z.unknown().optional().describe('declared relations to embed (list or comma separated)'),
    withDeleted: z.unknown().optional().describe('sync: also rows deleted since (reference data only)'),
    count: z
      .unknown()
      .optional()
      .describe('true: the answer also carries `total`, the rows matching (for paging)'),
  })
  .strict();

export const idsBodySchema = z
  .object({
    where: z.unknown().optional(),
    order: z.unknown().optional(),
    orderBy: z.unknown().optional(),
    take: z.unknown().optional(),
    skip: z.unknown().optional(),
  })
  .strict();

export const fetchBodySchema = z
  .object({
    idList: z.array(z.number().int().positive().max(2_147_483_647)).max(listLimits.maxFetchIds),
    select: z.unknown().optional(),
    include: z.unknown().optional(),
  })
  .strict();

export interface ListQuery {
  take: number;
  skip: number;
  where: SQL | undefined;
  order: SQL[];
  select: string[] | undefined;
  include: string[];
  withDeleted: boolean;
  /** The caller asked for the number of matching rows (table paging). */
  count: boolean;
}

/** A query value may arrive as JSON text (`where={"a":1}`) instead of flattened brackets. */
function maybeJson(value: unknown, label: string): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${label}: not valid JSON`);
  }
}

function intParam(value: unknown, label: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min) throw badRequest(`${label}: must be a whole number from ${min}`);
  return Math.min(n, max);
}

function nameList(value: unknown, label: string): string[] | undefined {
  const v = maybeJson(value, label);
  if (v === undefined || v === '') return undefined;
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const list = Array.isArray(v) ? v : typeof v === 'object' && v !== null ? Object.values(v) : undefined;
  if (!list || !list.every((s): s is string => typeof s === 'string')) {
    throw badRequest(`${label}: must be a list of names`);
  }
  return list;
}

export function parseSelect(def: ResourceDefinition, value: unknown): string[] | undefined {
  const names = nameList(value, 'select');
  if (!names) return undefined;
  for (const n of names) {
    if (!def.readFields.has(n)) throw badRequest(`select: unknown field '${n}' on ${def.name}`);
  }
  return names;
}

export function parseInclude(def: ResourceDefinition, value: unknown): string[] {
  const names = nameList(value, 'include') ?? [];
  for (const n of names) {
    // Own keys only: `constructor` or `__proto__` would find Object.prototype's members.
    if (!def.relations || !Object.hasOwn(def.relations, n))
      throw badRequest(`include: unknown relation '${n}' on ${def.name}`);
  }
  return [...new Set(names)];
}

function orderEntries(order: unknown, orderBy: unknown): Array<[string, 'asc' | 'desc']> {
  const entries: Array<[string, 'asc' | 'desc']> = [];
  const direction = (raw: unknown, field: string): 'asc' | 'desc' => {
    const d = String(raw).toLowerCase();
    if (d === 'asc' || d === '1') return 'asc';
    if (d === 'desc' || d === '-1') return 'desc';
    throw badRequest(`order.${field}: must be ASC or DESC`);
  };
  for (const [label, raw] of [
    ['order', order],
    ['orderBy', orderBy],
  ] as const) {
    const v = maybeJson(raw, label);
    if (v === undefined || v === '') continue;
    if (typeof v === 'string' || Array.isArray(v)) {
      const items = typeof v === 'string' ? v.split(',') : v;
      for (const item of items) {
        if (typeof item !== 'string') throw badRequest(`${label}: must be field names`);
        const [name, dir] = item.trim().split(':');
        if (!name) throw badRequest(`${label}: empty field name`);
        if (name.startsWith('-')) entries.push([name.slice(1), 'desc']);
        else entries.push([name, dir === undefined ? 'asc' : direction(dir, name)]);
      }
    } else if (typeof v === 'object' && v !== null) {
      for (const [name, dir] of Object.entries(v)) entries.push([name, direction(dir, name)]);
    } else {
      throw badRequest(`${label}: must be a field list or {field: ASC|DESC}`);
    }
  }
  return entries;
}

export function parseOrder(def: ResourceDefinition, order: unknown, orderBy: unknown): SQL[] {
  const entries = orderEntries(order, orderBy);
  const result: SQL[] = [];
  for (const [name, dir] of entries) {
    const field = def.columns.get(name);
    if (!field || !def.orderFields.has(name))
      throw badRequest(`order: unknown or not sortable field '${name}' on ${def.name}`);
    result.push(dir === 'asc' ? asc(field.column) : desc(field.column));
  }
  // The id breaks ties so that pages never repeat or skip a row.
  if (!entries.some(([n]) => n === 'id')) result.push(asc(def.columns.get('id')!.column));
  return result;
}

export function parseWhereParam(def: ResourceDefinition, value: unknown): SQL | undefined {
  return parseWhere(maybeJson(value, 'where'), def.columns, def.filterFields, def.name);
}

export function parseListQuery(
  def: ResourceDefinition,
  q: z.infer<typeof listQuerySchema>,
  maxTake: number = listLimits.maxTake,
): ListQuery {
  const withDeleted = q.withDeleted === 'true' || q.withDeleted === true;
  if (withDeleted && !def.syncable) throw badRequest(`withDeleted: not available on ${def.name}`);
  return {
    take: intParam(q.take, 'take', Math.min(listLimits.defaultTake, maxTake), 1, maxTake),
    skip: intParam(q.skip, 'skip', 0, 0, listLimits.maxSkip),
    where: parseWhereParam(def, q.where),
    order: parseOrder(def, q.order, q.orderBy),
    select: parseSelect(def, q.select),
    include: parseInclude(def, q.include),
    withDeleted,
    count: q.count === 'true' || q.count === true,
  };
}
