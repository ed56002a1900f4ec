import {
  and,
  eq,
  gt,
  gte,
  ilike,
  notIlike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import { badRequest } from '../errors.js';
import type { FieldInfo } from './fields.js';
import { listLimits } from './limits.js';

/**
 * Turns a client's `where` into SQL over the declared fields only. Shape:
 *   { field: value }                       equality (null: IS NULL; a list: IN)
 *   { field: { op: value, ... } }          eq, ne, gt, gte, lt, lte, in, notIn, contains, notContains,
 *                                          startsWith, endsWith, isNull (the table match modes of spec 9)
 *   { AND: [where, ...], OR: [where, ...] }
 * Values arrive as JSON or as flattened query strings, so each is coerced to its column's kind.
 */
export const whereOperators = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'notIn',
  'contains',
  'notContains',
  'startsWith',
  'endsWith',
  'isNull',
] as const;
type Operator = (typeof whereOperators)[number];
const operatorSet: ReadonlySet<string> = new Set(whereOperators);

interface WhereContext {
  fields: Map<string, FieldInfo>;
  allowed: ReadonlySet<string>;
  resource: string;
  conditions: number;
}

export function parseWhere(
  input: unknown,
  fields: Map<string, FieldInfo>,
  allowed: ReadonlySet<string>,
  resource: string,
): SQL | undefined {
  if (input === undefined || input === null || input === '') return undefined;
  return parseGroup(input, { fields, allowed, resource, conditions: 0 }, 1);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** qs turns `OR[0][a]=1` into an array, but large or sparse indexes into an object keyed '0', '1'... */
function asList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value) && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
  return undefined;
}

function parseGroup(input: unknown, ctx: WhereContext, depth: number): SQL | undefined {
  if (depth > listLimits.maxWhereDepth)
    throw badRequest(`where: nesting deeper than ${listLimits.maxWhereDepth}`);
  if (!isPlainObject(input)) throw badRequest('where: must be an object of field conditions');
  const parts: SQL[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (key === 'AND' || key === 'OR') {
      const list = asList(value);
      if (!list || list.length === 0)
        throw badRequest(`where.${key}: must be a non-empty list of conditions`);
      const sub = list
        .map((item) => parseGroup(item, ctx, depth + 1))
        .filter((s): s is SQL => s !== undefined);
      const combined = key === 'AND' ? and(...sub) : or(...sub);
      if (combined) parts.push(combined);
      continue;
    }
    parts.push(parseField(key, value, ctx));
  }
  return parts.length === 0 ? undefined : and(...parts);
}

function parseField(name: string, value: unknown, ctx: WhereContext): SQL {
  const field = ctx.fields.get(name);
  if (!field || !ctx.allowed.has(name)) {
    throw badRequest(`where: unknown or not filterable field '${name}' on ${ctx.resource}`);
  }
  const list = asList(value);
  if (list) return condition(field, 'in', list, ctx);
  if (!isPlainObject(value)) return condition(field, 'eq', value, ctx);
  const ops = Object.entries(value);
  if (ops.length === 0) throw badRequest(`where.${name}: empty condition`);
  const parts = ops.map(([op, operand]) => {
    if (!operatorSet.has(op)) {
      throw badRequest(`where.${name}: unknown operator '${op}' (allowed: ${whereOperators.join(', ')})`);
    }
    return condition(field, op as Operator, operand, ctx);
  });
  return parts.length === 1 ? parts[0]! : and(...parts)!;
}

function condition(field: FieldInfo, op: Operator, operand: unknown, ctx: WhereContext): SQL {
  ctx.conditions += 1;
  if (ctx.conditions > listLimits.maxWhereConditions) {
    throw badRequest(`where: more than ${listLimits.maxWhereConditions} conditions`);
  }
  const col = field.column;
  const label = `where.${field.name}.${op}`;
  switch (op) {
    case 'isNull': {
      const flag = coerceBoolean(operand, label);
      return flag ? isNull(col) : isNotNull(col);
    }
    case 'eq':
      return operand === null || operand === 'null' ? isNull(col) : eq(col, coerce(field, operand, label));
    case 'ne':
      return operand === null || operand === 'null' ? isNotNull(col) : ne(col, coerce(field, operand, label));
    case 'gt':
      return gt(col, coerceOrdered(field, operand, label));
    case 'gte':
      return gte(col, coerceOrdered(field, operand, label));
    case 'lt':
      return lt(col, coerceOrdered(field, operand, label));
    case 'lte':
      return lte(col, coerceOrdered(field, operand, label));
    case 'in':
    case 'notIn': {
      const list = asList(operand) ?? (typeof operand === 'string' ? operand.split(',') : undefined);
      if (!list || list.length === 0) throw badRequest(`${label}: must be a non-empty list`);
      if (list.length > listLimits.maxInValues)
        throw badRequest(`${label}: more than ${listLimits.maxInValues} values`);
      const values = list.map((v) => coerce(field, v, label));
      // NOT IN alone treats NULL as unknown; for users a field that is empty is "not in" the list.
      return op === 'in' ? inArray(col, values) : or(isNull(col), notInArray(col, values))!;
    }
    case 'contains':
    case 'notContains':
    case 'startsWith':
    case 'endsWith': {
      if (field.kind !== 'string') throw badRequest(`${label}: only text fields support ${op}`);
      const pattern = escapeLike(coerce(field, operand, label) as string);
      if (op === 'notContains') return or(isNull(col), notIlike(col, `%${pattern}%`))!;
      return ilike(
        col,
        op === 'contains' ? `%${pattern}%` : op === 'startsWith' ? `${pattern}%` : `%${pattern}`,
      );
    }
  }
}

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

function coerceBoolean(value: unknown, label: string): boolean {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  throw badRequest(`${label}: must be true or false`);
}

function coerceOrdered(field: FieldInfo, value: unknown, label: string): unknown {
  if (field.kind === 'boolean') throw badRequest(`${label}: true/false fields cannot be compared`);
  return coerce(field, value, label);
}

const INT4_MAX = 2_147_483_647;

function coerce(field: FieldInfo, value: unknown, label: string): unknown {
  switch (field.kind) {
    case 'integer':
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n)) throw badRequest(`${label}: must be a number`);
      if (field.kind === 'integer' && (!Number.isInteger(n) || Math.abs(n) > INT4_MAX)) {
        throw badRequest(`${label}: must be a whole number`);
      }
      return n;
    }
    case 'string': {
      if (typeof value !== 'string' && typeof value !== 'number') throw badRequest(`${label}: must be text`);
      const text = String(value);
      // PostgreSQL text cannot hold U+0000: refused here rather than by the database.
      if (text.includes('\u0000')) throw badRequest(`${label}: must not contain the NUL character`);
      if (text.length > listLimits.maxStringLength)
        throw badRequest(`${label}: longer than ${listLimits.maxStringLength} characters`);
      return text;
    }
    case 'date': {
      const d = typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
      // Years past 9999 (or before 1) are valid in JavaScript, but their ISO text is not PostgreSQL's.
      const year = d?.getUTCFullYear() ?? NaN;
      if (!d || Number.isNaN(year) || year < 1 || year > 9999)
        throw badRequest(`${label}: must be an ISO date (years 1 to 9999)`);
      return d;
    }
    case 'boolean':
      return coerceBoolean(value, label);
    case 'json':
      throw badRequest(`${label}: this field cannot be filtered`);
  }
}
