import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { FileStorage } from '../modules/files/storage.js';
import { resultRows } from '../modules/search/result-rows.js';
import { readManifest, type BackupTable, type Manifest } from './backup-manifest.js';
import { restoreFiles, restoreSecrets, type FileCount } from './data-dir-copy.js';
import { buildMigrations } from '../db/migration-journal.js';
import { appliedMigration, migrateUpTo } from './migration-level.js';
import { OpsRefusal } from './ops-refusal.js';
import { catalogTables, installationInUse, qualified, sequenceColumns } from './schema-catalog.js';

/** One INSERT carries up to this much JSON (or BATCH_ROWS rows). */
const BATCH_BYTES = 1 << 20;
const BATCH_ROWS = 1000;

export interface RestoreOptions {
  /** The target, opened but not migrated by the caller. */
  database: DatabaseHandle;
  from: string;
  /** Replace an installation in use (it has users) instead of refusing. */
  force: boolean;
  /** The target's file storage, or null to leave files alone (move-to-postgres keeps DATA_DIR). */
  storage: FileStorage | null;
  /** The target's DATA_DIR for the secrets, or null to leave them alone. */
  secretsDir: string | null;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: FileCount | null;
  seconds: number;
}

/**
 * Restores a backup folder into a database that nobody uses yet (or, with `force`, replaces one). The target is
 * migrated to the backup's own migration level, every table is emptied and refilled in one transaction (a
 * failure leaves the rows as they were), then the later migrations of this build run over the restored rows.
 */
export async function restore(options: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  const { database, from } = options;
  const manifest = await readManifest(from);
  await checkLevels(database.db, manifest);
  if (!options.force && (await installationInUse(database.db)))
    throw new OpsRefusal(
      'The target database is in use (it has users): restore into a new, empty database, or add --force to replace its contents',
    );
  await migrateUpTo(database, manifest.migration.tag);
  const rows = await database.db.transaction((tx) => loadTables(tx, manifest, from));
  await database.migrate();
  // PGlite has no autovacuum: without statistics its planner ignores the indexes (as after the seed).
  await database.db.execute(sql`ANALYZE`);
  const files = options.storage ? await restoreFiles(from, options.storage) : null;
  if (options.secretsDir) await restoreSecrets(from, options.secretsDir, manifest.secrets);
  return { manifest, rows, files, seconds: (performance.now() - started) / 1000 };
}

/** A backup from a newer build, or a target already past the backup's level, cannot be restored here. */
async function checkLevels(db: Database, manifest: Manifest): Promise<void> {
  const own = buildMigrations();
  const { tag, when } = manifest.migration;
  if (!own.some((m) => m.tag === tag))
    throw new OpsRefusal(
      when > own.at(-1)!.when
        ? `The backup was made by a newer version (${manifest.appVersion}, migration ${tag}): upgrade this installation first`
        : `The backup's migration ${tag} is unknown to this version: restore it with the version that made it (${manifest.appVersion})`,
    );
  const target = await appliedMigration(db);
  if (target && target.when > when)
    throw new OpsRefusal(
      `The target database is at migration ${target.tag ?? target.when}, newer than the backup's ${tag}: restore into a new, empty database`,
    );
}

/**
 * Empties every table and inserts the backup's rows, parents first so every foreign key is checked, with the
 * tables' own triggers off (the rows are restored verbatim: the board-version triggers must not rewrite them).
 * `session_replication_role = replica` would skip the ordering but needs a superuser, which a managed
 * PostgreSQL does not give; disabling user triggers needs only the tables' owner. Resolves to the rows restored.
 */
async function loadTables(tx: Database, manifest: Manifest, from: string): Promise<number> {
  const tables = await catalogTables(tx);
  checkSameTables(tables, manifest);
  const all = sql.join(
    tables.map((t) => qualified(t.name)),
    sql`, `,
  );
  await tx.execute(sql`TRUNCATE ${all} RESTART IDENTITY`);
  for (const t of tables) await tx.execute(sql`ALTER TABLE ${qualified(t.name)} DISABLE TRIGGER USER`);
  const backedUp = new Map(manifest.tables.map((t) => [t.name, t]));
  let rows = 0;
  for (const t of tables) rows += await loadTable(tx, backedUp.get(t.name)!, from);
  for (const t of tables) await tx.execute(sql`ALTER TABLE ${qualified(t.name)} ENABLE TRIGGER USER`);
  await restoreSequences(tx, manifest);
  return rows;
}

/** At the same migration level the tables and columns are the same; anything else is not this backup's schema. */
function checkSameTables(tables: Array<{ name: string; columns: string[] }>, manifest: Manifest): void {
  const target = new Map(tables.map((t) => [t.name, t.columns.join(',')]));
  const names = new Set([...target.keys(), ...manifest.tables.map((t) => t.name)]);
  const backedUp = new Map(manifest.tables.map((t) => [t.name, t.columns.join(',')]));
  for (const name of names)
    if (target.get(name) !== backedUp.get(name))
      throw new OpsRefusal(
        `Table ${name} differs between the backup and the target at migration ${manifest.migration.tag}: the backup does not match this version's schema`,
      );
}

async function loadTable(tx: Database, table: BackupTable, from: string): Promise<number> {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(
      sql`INSERT INTO ${qualified(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
          SELECT ${columns} FROM json_populate_recordset(NULL::${qualified(table.name)}, ${`[${lines.join(',')}]`}::json)`,
    );
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(join(from, table.file)), gunzip);
  let batch: string[] = [];
  let bytes = 0;
  let rows = 0;
  for await (const line of createInterface({ input: gunzip, crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await insert(batch);
      rows += batch.length;
      batch = [];
      bytes = 0;
    }
  }
  await reading;
  if (batch.length > 0) await insert(batch);
  rows += batch.length;
  if (rows !== table.rows)
    throw new Error(
      `${table.file} holds ${rows} rows, the manifest says ${table.rows}: the backup is damaged`,
    );
  return rows;
}

/** Each sequence where it was, and never behind the largest value in its column. */
async function restoreSequences(tx: Database, manifest: Manifest): Promise<void> {
  const owners = await sequenceColumns(tx);
  for (const { name, lastValue } of manifest.sequences) {
    const owner = owners.get(name);
    const [max] = owner
      ? resultRows<{ max: string | number | null }>(
          await tx.execute(
            sql`SELECT max(${sql.identifier(owner.column)})::text AS max FROM ${qualified(owner.table)}`,
          ),
        )
      : [];
    const value = [lastValue, max?.max]
      .filter((v): v is string | number => v !== null && v !== undefined)
      .map(BigInt)
      .reduce<bigint | null>((a, b) => (a === null || b > a ? b : a), null);
    if (value === null) continue; // never used: RESTART IDENTITY left it at its start
    await tx.execute(
      sql`SELECT setval(${`"public"."${name.replaceAll('"', '""')}"`}::regclass, ${String(value)}::bigint)`,
    );
  }
}
