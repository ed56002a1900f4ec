import pg from 'pg';
import { driverOf, type Database } from './client.js';

/** A row as the driver returns it: an object keyed by the statement's column names (or aliases). */
export type RawRow = Record<string, unknown>;

/**
 * Reads rows straight from the driver, without Drizzle's query builder and row mapping (the generic
 * reads of http/resources/read.ts; docs/performance.md, "Request path"). Values are parsed exactly
 * as Drizzle's own session asks the driver to parse them — the types listed below come as their
 * text, every other type through the driver's default parser — so a caller that applies each
 * column's `mapFromDriverValue` where it is not the identity gets Drizzle's values.
 */
export interface RawReader {
  /** Runs `text` with `params`; on PostgreSQL as the named prepared statement `name` when given. */
  rows(text: string, params: unknown[], name: string | undefined): Promise<RawRow[]>;
}

/**
 * The types drizzle-orm's node-postgres and PGlite sessions leave as text (timestamp, timestamptz,
 * date, interval, numeric[], timestamp[], timestamptz[], interval[], date[]): their columns'
 * `mapFromDriverValue` reads the text.
 */
const TEXT_TYPES = [1114, 1184, 1082, 1186, 1231, 1115, 1185, 1187, 1182];
const identity = (value: unknown) => value;
const textTypes = new Set(TEXT_TYPES);
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    textTypes.has(oid) ? identity : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const pgliteOptions = {
  rowMode: 'object' as const,
  parsers: Object.fromEntries(TEXT_TYPES.map((oid) => [oid, identity])),
};

interface PgliteLike {
  query(text: string, params: unknown[], options: typeof pgliteOptions): Promise<{ rows: RawRow[] }>;
}

const readers = new WeakMap<object, RawReader | null>();

/**
 * The raw reader of a database opened by `openDatabase` (its driver is Drizzle's `$client`: a pg
 * Pool, PGlite or the PGlite worker's proxy). Null for a transaction (it has no `$client` of its
 * own and must read through its own connection): the caller keeps Drizzle's path there.
 */
export function rawReader(db: Database): RawReader | null {
  const cached = readers.get(db);
  if (cached !== undefined) return cached;
  const client = driverOf(db);
  let reader: RawReader | null = null;
  if (client instanceof pg.Pool) {
    reader = {
      rows: async (text, params, name) =>
        (
          await client.query<RawRow>(
            name ? { name, text, values: params, types: pgTypes } : { text, values: params, types: pgTypes },
          )
        ).rows,
    };
  } else if (client && typeof (client as { query?: unknown }).query === 'function') {
    const pglite = client as PgliteLike;
    reader = { rows: async (text, params) => (await pglite.query(text, params, pgliteOptions)).rows };
  }
  readers.set(db, reader);
  return reader;
}
