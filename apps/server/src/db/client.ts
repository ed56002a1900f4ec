import { mkdirSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migration-journal.js';
import { PgliteProxy } from './pglite-proxy.js';
import { createPglite } from './pglite-settings.js';
import * as schema from './schema/index.js';
import { postgresStartupOptions } from './planner-settings.js';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: the code above this layer never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The driver Drizzle was made with (its `$client`): a pg Pool, PGlite or the PGlite worker's proxy.
 * Null for a transaction, which has none of its own and must read through its own connection.
 */
export function driverOf(db: Database): unknown {
  return Object.hasOwn(db, '$client') ? (db as unknown as { $client: unknown }).$client : null;
}

/** The node-postgres pool behind `db`, or null (PGlite, or a transaction). */
export function postgresPool(db: Database): pg.Pool | null {
  const driver = driverOf(db);
  return driver instanceof pg.Pool ? driver : null;
}

/** Serialises migrations of several instances starting at once against one PostgreSQL. */
const MIGRATION_LOCK = 7_305_001;

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite in a worker thread (default), so its queries never block the server's event loop;
   * false runs it on the event loop (PGLITE_WORKER=0, for comparison: bench/event-loop.bench.ts).
   */
  pgliteWorker?: boolean | undefined;
  /**
   * PGlite in memory only: start from this tarball of a data directory (`dumpDataDir`), as the API
   * tests do from one migrated and seeded copy (apps/server/test/global-setup.ts).
   */
  snapshot?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  const dataDir = options.dataDir ?? 'memory://';
  const location = dataDir === 'memory://' ? dataDir : join(dataDir, 'db');
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  if (options.snapshot && location !== 'memory://') throw new Error('A snapshot opens in memory only');
  return options.pgliteWorker === false
    ? openPgliteInProcess(location, options.snapshot)
    : openPgliteWorker(location, options.snapshot);
}

/** PGlite on a worker thread (pglite-worker.ts); drizzle-orm/pglite talks to it through the proxy. */
async function openPgliteWorker(location: string, snapshot?: string): Promise<DatabaseHandle> {
  const proxy = await PgliteProxy.start(location, migrationsFolder, snapshot);
  const db = drizzlePglite(proxy as unknown as PGlite, {
    schema,
    casing: 'snake_case',
  }) as unknown as Database;
  return { db, kind: 'pglite', migrate: () => proxy.migrate(), close: () => proxy.close() };
}

async function openPgliteInProcess(location: string, snapshot?: string): Promise<DatabaseHandle> {
  const client = await createPglite(location, snapshot ? await openAsBlob(snapshot) : undefined);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max, options: postgresStartupOptions });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn, { casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}
