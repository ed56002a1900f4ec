import { createHash } from 'node:crypto';
import { and, Column, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { rawReader, type RawReader } from '../../db/raw-rows.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { readScope } from './access.js';
import type { ResourceDefinition, ScopeContext } from './define-resource.js';
import { listLimits } from './limits.js';
import type { ListQuery } from './list-query.js';

export type Row = Record<string, unknown>;

interface Shape {
  select: string[] | undefined;
  include: string[];
}

/** The fields to read: what was asked for, plus the id and the keys the includes need. */
function fieldsFor(def: ResourceDefinition, shape: Shape): { wanted: Set<string>; extra: Set<string> } {
  const wanted = new Set(shape.select ?? def.fields);
  const extra = new Set<string>();
  const need = (name: string) => {
    if (!wanted.has(name)) {
      wanted.add(name);
      extra.add(name);
    }
  };
  need('id');
  extra.delete('id');
  for (const name of shape.include) need(def.relations![name]!.localField);
  for (const name of def.redact?.needs ?? []) need(name);
  return { wanted, extra };
}

/** Names of the generic reads' statements, by SQL text (at most MAX_NAMED: `in` lists vary in length). */
const statementNames = new Map<string, string>();
const MAX_NAMED = 500;

interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a generic read as a named prepared statement (PostgreSQL parses and plans its text once per
 * connection): the name is the hash of the SQL text, which depends only on the query's shape (fields,
 * filters, order) — every value a request brings travels as a parameter, never as SQL.
 */
async function runPrepared<T>(query: Preparable<T> & PromiseLike<T>): Promise<T> {
  const name = statementName(query.toSQL().sql);
  return name ? query.prepare(name).execute() : await query;
}

/** The statement name of a generic read's SQL text: a hash of the text, at most MAX_NAMED of them. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED) {
    name = `r_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * Column types whose Drizzle mapping is the identity on what the driver returns (numbers parsed by
 * the driver); with the base Column's own mapping (text, varchar, boolean, uuid, enums) they are
 * the columns a raw read hands on as the driver gave them.
 */
const NUMBERS_FROM_DRIVER = new Set([
  'PgInteger',
  'PgSerial',
  'PgSmallInt',
  'PgSmallSerial',
  'PgReal',
  'PgDoublePrecision',
]);

function mapsAsIs(column: PgColumn): boolean {
  return (
    column.mapFromDriverValue === Column.prototype.mapFromDriverValue ||
    NUMBERS_FROM_DRIVER.has(column.columnType)
  );
}

/** A generic read's fixed part for one resource and set of fields, built once. */
interface ReadPlan {
  /** `select "t"."id" as "id", "t"."company_id" as "companyId", … from "t"`: rows in the API's shape. */
  head: string;
  /** The fields whose Drizzle mapping is not only a rename (timestamps from text, JSON): converted. */
  convert: Array<[string, PgColumn]>;
}

const plans = new WeakMap<ResourceDefinition, Map<string, ReadPlan>>();
/** Plans per resource: `select` lists vary by client; past this many, plans are built per request. */
const MAX_PLANS = 64;

function dialectOf(db: Database): PgDialect {
  return (db as unknown as { dialect: PgDialect }).dialect;
}

function readPlan(db: Database, def: ResourceDefinition, fields: Set<string>): ReadPlan {
  const key = [...fields].join(',');
  let byFields = plans.get(def);
  const cached = byFields?.get(key);
  if (cached) return cached;
  const dialect = dialectOf(db);
  const list: string[] = [];
  const convert: ReadPlan['convert'] = [];
  for (const name of fields) {
    const column = def.columns.get(name)!.column;
    list.push(`${dialect.sqlToQuery(sql`${column}`).sql} as ${dialect.escapeName(name)}`);
    if (!mapsAsIs(column)) convert.push([name, column]);
  }
  const plan = {
    head: `select ${list.join(', ')} from ${dialect.sqlToQuery(sql`${def.table}`).sql}`,
    convert,
  };
  if (!byFields) plans.set(def, (byFields = new Map()));
  if (byFields.size < MAX_PLANS) byFields.set(key, plan);
  return plan;
}

/**
 * A generic read without Drizzle's query builder and row mapping (docs/performance.md, "Request
 * path"): the select list is built once per resource and field set, aliased so the driver's rows
 * already carry the API's field names; only the WHERE, ORDER BY and LIMIT of the request go through
 * Drizzle's SQL renderer (values as parameters); timestamps and JSON get their column's own Drizzle
 * mapping, every other value is handed on as the driver parsed it.
 */
async function rawSelect(
  reader: RawReader,
  db: Database,
  def: ResourceDefinition,
  fields: Set<string>,
  where: SQL | undefined,
  page?: { order: SQL[]; take: number; skip: number },
): Promise<Row[]> {
  const plan = readPlan(db, def, fields);
  const parts: SQL[] = [sql.raw(plan.head)];
  if (where) parts.push(sql` where ${where}`);
  if (page) {
    if (page.order.length > 0) parts.push(sql` order by ${sql.join(page.order, sql`, `)}`);
    parts.push(sql` limit ${page.take}`);
    if (page.skip > 0) parts.push(sql` offset ${page.skip}`);
  }
  const query = dialectOf(db).sqlToQuery(sql.join(parts));
  const rows = await reader.rows(query.sql, query.params, statementName(query.sql));
  if (plan.convert.length > 0)
    for (const row of rows)
      for (const [name, column] of plan.convert) {
        const value = row[name];
        if (value !== null && value !== undefined) row[name] = column.mapFromDriverValue(value);
      }
  return rows;
}

/** How the generic reads reach the database; tests compare both on the same rows. */
export const readVia = { raw: true };

async function selectRows(
  ctx: ScopeContext,
  def: ResourceDefinition,
  shape: Shape,
  where: SQL | undefined,
  page?: { order: SQL[]; take: number; skip: number },
): Promise<Row[]> {
  const { wanted, extra } = fieldsFor(def, shape);
  const reader = readVia.raw ? rawReader(ctx.db) : null;
  let rows: Row[];
  if (reader) rows = await rawSelect(reader, ctx.db, def, wanted, where, page);
  else {
    const columns: Record<string, unknown> = {};
    for (const name of wanted) columns[name] = def.columns.get(name)!.column;
    let query = ctx.db
      .select(columns as Record<string, never>)
      .from(def.table)
      .where(where)
      .$dynamic();
    if (page)
      query = query
        .orderBy(...page.order)
        .limit(page.take)
        .offset(page.skip);
    rows = (await runPrepared(query)) as Row[];
  }
  await attachIncludes(ctx, def, rows, shape.include);
  if (def.redact && rows.length > 0) await def.redact.apply(ctx, rows);
  if (def.afterRead && rows.length > 0)
    await def.afterRead(
      ctx,
      rows.map((row) => row.id as number),
    );
  if (extra.size > 0) for (const row of rows) for (const name of extra) delete row[name];
  return rows;
}

/** Embeds declared relations, each read through its own resource's access rule and scope. */
async function attachIncludes(
  ctx: ScopeContext,
  def: ResourceDefinition,
  rows: Row[],
  include: string[],
): Promise<void> {
  for (const name of include) {
    const relation = def.relations![name]!;
    const target = relation.target();
    let scope: SQL | undefined;
    try {
      scope = readScope(target, ctx);
    } catch {
      throw forbidden(`include: no access to '${name}'`);
    }
    const keys = [
      ...new Set(rows.map((r) => r[relation.localField]).filter((k) => k !== null && k !== undefined)),
    ];
    if (keys.length === 0) {
      for (const row of rows) row[name] = relation.kind === 'one' ? null : [];
      continue;
    }
    const targetKey = target.columns.get(relation.targetField)!.column;
    const related = await selectRows(
      ctx,
      target,
      { select: undefined, include: [] },
      and(scope, inArray(targetKey, keys)),
      { order: [], take: listLimits.maxIncludeRows, skip: 0 },
    );
    const byKey = new Map<unknown, Row[]>();
    for (const r of related) {
      const key = r[relation.targetField];
      const bucket = byKey.get(key);
      if (bucket) bucket.push(r);
      else byKey.set(key, [r]);
    }
    for (const row of rows) {
      const found = byKey.get(row[relation.localField]) ?? [];
      row[name] = relation.kind === 'one' ? (found[0] ?? null) : found;
    }
  }
}

export async function listRows(ctx: ScopeContext, def: ResourceDefinition, q: ListQuery): Promise<Row[]> {
  const where = and(readScope(def, ctx, q.withDeleted), q.where);
  return selectRows(ctx, def, q, where, { order: q.order, take: q.take, skip: q.skip });
}

/** How many rows the list query matches in the caller's scope (take and skip aside). */
export async function countRows(ctx: ScopeContext, def: ResourceDefinition, q: ListQuery): Promise<number> {
  const [row] = await runPrepared(
    ctx.db
      .select({ n: count() })
      .from(def.table)
      .where(and(readScope(def, ctx, q.withDeleted), q.where)),
  );
  return row?.n ?? 0;
}

export async function listIds(
  ctx: ScopeContext,
  def: ResourceDefinition,
  q: Pick<ListQuery, 'where' | 'order' | 'take' | 'skip'>,
): Promise<number[]> {
  const idColumn = def.columns.get('id')!.column;
  const rows = await runPrepared(
    ctx.db
      .select({ id: idColumn })
      .from(def.table)
      .where(and(readScope(def, ctx), q.where))
      .orderBy(...q.order)
      .limit(q.take)
      .offset(q.skip),
  );
  return rows.map((r) => r.id as number);
}

/** Records for the given ids that the caller may see, in the order of the ids; others are left out. */
export async function fetchRows(
  ctx: ScopeContext,
  def: ResourceDefinition,
  ids: number[],
  shape: Shape,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const idColumn = def.columns.get('id')!.column;
  const rows = await selectRows(
    ctx,
    def,
    shape,
    and(readScope(def, ctx), inArray(idColumn, [...new Set(ids)])),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
}

/** One record in the caller's scope; 404 whether it does not exist or is someone else's. */
export async function getRow(
  ctx: ScopeContext,
  def: ResourceDefinition,
  id: number,
  shape: Shape,
): Promise<Row> {
  const [row] = await fetchRows(ctx, def, [id], shape);
  if (!row) throw notFound(`${def.name} ${id} not found`);
  return row;
}

/** For writes that point at another record: it must exist in the caller's scope. */
export async function assertVisible(
  ctx: ScopeContext,
  def: ResourceDefinition,
  id: unknown,
  field: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const found =
    typeof id === 'number' ? await fetchRows(ctx, def, [id], { select: ['id'], include: [] }) : [];
  if (found.length === 0) throw badRequest(`${field}: no such ${def.name}`);
}
