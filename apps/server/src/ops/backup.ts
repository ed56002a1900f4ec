import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.js';
import { resultRows } from '../modules/search/result-rows.js';
import { appVersion } from '../modules/system/version.js';
import {
  newManifest,
  tableFile,
  writeManifest,
  type BackupTable,
  type Manifest,
  type MigrationLevel,
} from './backup-manifest.js';
import { backUpFiles, backUpSecrets } from './data-dir-copy.js';
import { folderBytes } from './folder-files.js';
import { appliedMigration } from './migration-level.js';
import { OpsRefusal } from './ops-refusal.js';
import { catalogTables, qualified, sequenceValues, type CatalogTable } from './schema-catalog.js';

/** Rows per FETCH: a few hundred kilobytes of JSON at most for the widest tables. */
const FETCH_ROWS = 500;

export interface BackupOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** The installation's DATA_DIR: its `files/` (when `files`) and its `*-secret` files (when `secrets`). */
  dataDir: string;
  files: boolean;
  secrets: boolean;
  /** The backup folder to make; it must not exist. */
  out: string;
}

export interface BackupSummary {
  dir: string;
  manifest: Manifest;
  rows: number;
  bytes: number;
  seconds: number;
}

/**
 * Writes a backup folder (backup-manifest.ts): every table of the public schema as JSON lines, read in one
 * REPEATABLE READ READ ONLY transaction (one snapshot, taken while servers on PostgreSQL go on writing), then
 * the files and secrets. Written under `<out>.partial` and renamed at the end, so `out` is always complete.
 */
export async function backUp(options: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const { out } = options;
  if (existsSync(out)) throw new OpsRefusal(`${out} already exists: name a new folder with --out`);
  const partial = `${out}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'tables'), { recursive: true });
  try {
    const dump = await options.database.db.transaction(
      async (tx) => {
        const migration = await sourceLevel(tx);
        const tables: BackupTable[] = [];
        for (const table of await catalogTables(tx)) tables.push(await dumpTable(tx, table, partial));
        return { migration, tables, sequences: await sequenceValues(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // After the snapshot: a file the snapshot names was written before it (keys are never reused).
    const files = options.files ? await backUpFiles(options.dataDir, partial) : null;
    const secrets = options.secrets ? await backUpSecrets(options.dataDir, partial) : [];
    const manifest = newManifest({
      appVersion: appVersion().version,
      createdAt: new Date().toISOString(),
      database: options.database.kind,
      ...dump,
      files,
      secrets,
    });
    await writeManifest(partial, manifest);
    await mkdir(dirname(out), { recursive: true });
    await rename(partial, out);
    return {
      dir: out,
      manifest,
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      bytes: await folderBytes(out),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function sourceLevel(db: Database): Promise<MigrationLevel> {
  const applied = await appliedMigration(db);
  if (!applied) throw new OpsRefusal('The database holds no migrated schema: nothing to back up');
  if (!applied.tag)
    throw new OpsRefusal(
      'The database was migrated by a newer version than this one: back it up with that version',
    );
  return { tag: applied.tag, when: applied.when };
}

/** One table through a cursor, in primary-key order, into `tables/<name>.jsonl.gz`. */
async function dumpTable(db: Database, table: CatalogTable, dir: string): Promise<BackupTable> {
  const file = tableFile(table.name);
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(join(dir, file)));
  const order = table.primaryKey.length
    ? sql` ORDER BY ${sql.join(
        table.primaryKey.map((c) => sql`backup_row.${sql.identifier(c)}`),
        sql`, `,
      )}`
    : sql``;
  await db.execute(
    sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(backup_row)::text AS j FROM ${qualified(table.name)} backup_row${order}`,
  );
  let rows = 0;
  for (;;) {
    const batch = resultRows<{ j: string }>(
      await db.execute(sql.raw(`FETCH ${FETCH_ROWS} FROM backup_rows`)),
    );
    if (batch.length === 0) break;
    rows += batch.length;
    if (!gzip.write(batch.map((r) => r.j).join('\n') + '\n')) await once(gzip, 'drain');
  }
  await db.execute(sql`CLOSE backup_rows`);
  gzip.end();
  await written;
  return { name: table.name, rows, columns: table.columns, file };
}
