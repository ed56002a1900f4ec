import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { resultRows } from '../modules/search/result-rows.js';

/** What a backup and a restore need to know of the public schema, read from PostgreSQL's catalog. */
export interface CatalogTable {
  name: string;
  /** Every column but the generated ones, in the table's order. */
  columns: string[];
  primaryKey: string[];
}

const rows = async <T>(db: Database, query: SQL) => resultRows<T>(await db.execute(query));

/** A quoted identifier of the public schema: `"public"."name"`. */
export const qualified = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

/**
 * The public schema's tables, parents before the tables whose foreign keys point at them, so a restore
 * inserts with every foreign key checked (it needs no superuser: see restore.ts).
 */
export async function catalogTables(db: Database): Promise<CatalogTable[]> {
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
          AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY c.relname, a.attnum`,
  );
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indisprimary AND c.relnamespace = 'public'::regnamespace
        ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT ch.relname AS child, pa.relname AS parent
        FROM pg_constraint k JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
        WHERE k.contype = 'f' AND ch.relnamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, CatalogTable>();
  for (const { table, column } of columns) {
    if (!tables.has(table)) tables.set(table, { name: table, columns: [], primaryKey: [] });
    tables.get(table)!.columns.push(column);
  }
  for (const { table, column } of keys) tables.get(table)?.primaryKey.push(column);
  return parentsFirst([...tables.values()], references);
}

/**
 * Topological order by foreign key. A table that refers to itself, or a cycle of tables, would need its rows
 * in an order no table-by-table restore guarantees: refused here rather than failing half-way through.
 */
function parentsFirst(tables: CatalogTable[], references: Array<{ child: string; parent: string }>) {
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: CatalogTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(
        `Foreign keys form a cycle (${[...path, name].join(' → ')}): backup.ts cannot order it`,
      );
    state.set(name, 'visiting');
    for (const parent of parents.get(name) ?? []) visit(parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(byName.get(name)!);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t.name, []);
  return ordered;
}

/** Every sequence of the public schema with its last value (null: nextval never called). */
export async function sequenceValues(
  db: Database,
): Promise<Array<{ name: string; lastValue: string | null }>> {
  const found = await rows<{ name: string; last_value: string | number | null }>(
    db,
    sql`SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return found.map((s) => ({ name: s.name, lastValue: s.last_value === null ? null : String(s.last_value) }));
}

/** The column each sequence fills (identity and serial columns), to keep a sequence ahead of its rows. */
export async function sequenceColumns(db: Database): Promise<Map<string, { table: string; column: string }>> {
  const found = await rows<{ sequence: string; table: string; column: string }>(
    db,
    sql`SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
        FROM pg_class s
        JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass
          AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
        JOIN pg_class t ON t.oid = d.refobjid
        JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
        WHERE s.relkind = 'S' AND s.relnamespace = 'public'::regnamespace`,
  );
  return new Map(found.map((f) => [f.sequence, { table: f.table, column: f.column }]));
}

/**
 * Whether anybody has used the installation: a user exists. A database that only holds what the migrations
 * and the reference seed put there is not in use (a restore replaces those rows).
 */
export async function installationInUse(db: Database): Promise<boolean> {
  const [table] = await rows<{ found: boolean }>(
    db,
    sql`SELECT to_regclass('public.user') IS NOT NULL AS found`,
  );
  if (!table?.found) return false;
  return (await rows(db, sql`SELECT 1 FROM ${qualified('user')} LIMIT 1`)).length > 0;
}
