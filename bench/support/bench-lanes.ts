import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Config } from '../../apps/server/src/config.js';
import type { Database } from '../../apps/server/src/db/client.js';
import { seedReferenceData } from '../../apps/server/src/db/seed/reference-seed.js';
import { openThrowawayDatabase } from '../../apps/server/src/db/throwaway-database.js';
import { startSession } from '../../apps/server/src/modules/auth/sessions.js';
import { startBenchApp } from './bench-app.js';

export interface Lane {
  kind: 'pglite' | 'postgres';
  label: string;
  db: Database;
  appUrl: string;
  /** An access token for a user, as a sign-in would give (without the password hashing). */
  tokenFor(userId: number): Promise<string>;
}

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/** Which databases to run on: BENCH_LANES=pglite,postgres (default both; postgres needs DATABASE_URL or initdb). */
const lanes = (process.env.BENCH_LANES || 'pglite,postgres').split(',').map((s) => s.trim());

/**
 * Runs a benchmark once per database lane: a fresh database (PGlite on disk, or a throwaway
 * PostgreSQL database: DATABASE_URL's server or a private cluster), reference data, the
 * benchmark's own data, ANALYZE, then the real app on a loopback port. Everything is removed after.
 */
export async function forEachLane<T>(
  prepare: (db: Database) => Promise<T>,
  run: (lane: Lane, prepared: T) => Promise<void>,
  /** Configuration the benchmark needs, e.g. a module flag switched on. */
  overrides: Partial<Config> = {},
): Promise<void> {
  for (const kind of lanes) {
    if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`BENCH_LANES: unknown lane '${kind}'`);
    const cleanups: Array<() => Promise<unknown>> = [];
    try {
      let serverUrl: string | undefined;
      if (kind === 'postgres') {
        serverUrl = process.env.DATABASE_URL;
        if (!serverUrl) {
          const helper = new URL('../../scripts/pg-cluster.mjs', import.meta.url).href;
          const { startPostgres } = (await import(helper)) as { startPostgres(): Promise<Cluster | null> };
          const cluster = await startPostgres();
          if (!cluster) {
            console.info('PostgreSQL lane skipped: no DATABASE_URL and no initdb/pg_ctl on this machine.');
            continue;
          }
          cleanups.push(() => cluster.stop());
          serverUrl = cluster.url;
        }
      }
      console.info(`\n== ${kind}: preparing the database ...`);
      const fresh = await openThrowawayDatabase({ serverUrl, prefix: 'hiring_bench', onDisk: true });
      cleanups.push(() => fresh.dispose());
      const { handle } = fresh;
      await handle.migrate();
      await seedReferenceData(handle.db);
      const prepared = await prepare(handle.db);
      await handle.db.execute(sql`ANALYZE`);

      const { url: appUrl, config } = await startBenchApp(handle, cleanups, overrides);
      const tokenFor = async (userId: number) =>
        (await startSession({ db: handle.db, config, userId })).accessToken;
      await run({ kind, label: fresh.label, db: handle.db, appUrl, tokenFor }, prepared);
    } finally {
      for (const cleanup of cleanups.reverse()) {
        await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
      }
    }
  }
}

/** Bulk insert in chunks (bind-parameter limits), returning the inserted rows. */
export async function inChunks<R, T>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

export const loadLine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, Node ${process.version}, load avg ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
