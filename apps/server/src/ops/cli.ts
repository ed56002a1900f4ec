import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { configuredStorage } from '../modules/files/storage.js';
import { backUp } from './backup.js';
import { runningEmbeddedServer } from './embedded-server-pid.js';
import { moveToPostgres } from './move-to-postgres.js';
import { OpsRefusal } from './ops-refusal.js';
import { restore } from './restore.js';

/**
 * `npm run db:backup [-- --out <folder>]`, `npm run db:restore -- <folder> [--force]` and
 * `npm run db:move-to-postgres`, configured by the server's own environment (DATA_DIR, DATABASE_URL, S3_*...).
 * Relative paths are relative to the repository (npm runs scripts there). docs/deploy.md, "Backup and restore".
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const usage =
  'usage: npm run db:backup [-- --out <folder>] | npm run db:restore -- <folder> [--force] | npm run db:move-to-postgres';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('en');

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseCommandLine(argv);
  const [command, path, ...extra] = positionals;
  const config = loadConfig();
  if (command === 'backup' && !path) return backupCommand(config, values.out);
  if (command === 'restore' && path && extra.length === 0) return restoreCommand(config, path, values.force);
  if (command === 'move-to-postgres' && !path) return moveCommand(config);
  throw new OpsRefusal(usage);
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new OpsRefusal(`${(error as Error).message}; ${usage}`);
  }
}

async function backupCommand(config: Config, out: string | undefined): Promise<void> {
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z');
  const dir = resolve(repoRoot, out ?? join('backups', stamp));
  const summary = await withDatabase(config, 'existing', (database) =>
    backUp({ database, dataDir: config.dataDir, files: !config.storage.s3, secrets: true, out: dir }),
  );
  const { manifest } = summary;
  const files = manifest.files
    ? `${count(manifest.files.count)} files (${mb(manifest.files.bytes)})`
    : 'no files (S3: not copied)';
  console.info(
    `Backup written to ${dir}: ${manifest.tables.length} tables, ${count(summary.rows)} rows, ${files}, ${manifest.secrets.length} secrets; ${mb(summary.bytes)} in ${summary.seconds.toFixed(1)} s`,
  );
}

async function restoreCommand(config: Config, path: string, force: boolean): Promise<void> {
  const from = resolve(repoRoot, path);
  const summary = await withDatabase(config, 'new', (database) =>
    restore({ database, from, force, storage: configuredStorage(config), secretsDir: config.dataDir }),
  );
  const { manifest } = summary;
  const files = summary.files
    ? `${count(summary.files.count)} files (${mb(summary.files.bytes)})`
    : 'no files';
  console.info(
    `Restored ${from} (made ${manifest.createdAt} by version ${manifest.appVersion}, migration ${manifest.migration.tag}) into ${where(config)}: ${manifest.tables.length} tables, ${count(summary.rows)} rows, ${files}, ${manifest.secrets.length} secrets in ${summary.seconds.toFixed(1)} s`,
  );
}

async function moveCommand(config: Config): Promise<void> {
  if (!config.databaseUrl)
    throw new OpsRefusal('Set DATABASE_URL to the empty PostgreSQL database to move the embedded one into');
  const embedded: Config = { ...config, databaseUrl: undefined };
  const moved = await withDatabase(embedded, 'existing', (source) =>
    withDatabase(config, 'new', (target) => moveToPostgres({ source, target })),
  );
  console.info(
    `Copied ${where(embedded)} into PostgreSQL: ${moved.backup.manifest.tables.length} tables, ${count(moved.restore.rows)} rows in ${(moved.backup.seconds + moved.restore.seconds).toFixed(1)} s.\n` +
      `Start the server with this DATABASE_URL from now on. Files and secrets stay in ${config.dataDir}; ` +
      `${join(config.dataDir, 'db')} is no longer used: remove it once you are satisfied.`,
  );
}

const where = (config: Config) =>
  config.databaseUrl ? 'PostgreSQL' : `the embedded database (${join(config.dataDir, 'db')})`;

/**
 * Opens the configured database for one command, in this process. The embedded one only while no server
 * has it open; `existing`: it must already be there (a backup never creates an empty one).
 */
async function withDatabase<T>(
  config: Config,
  expect: 'existing' | 'new',
  run: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  if (!config.databaseUrl) {
    const pid = runningEmbeddedServer(config.dataDir);
    if (pid !== null)
      throw new OpsRefusal(
        `A server (pid ${pid}) has the embedded database in ${config.dataDir} open: stop it first (PostgreSQL backups work while servers run)`,
      );
    if (expect === 'existing' && !existsSync(join(config.dataDir, 'db', 'PG_VERSION')))
      throw new OpsRefusal(`There is no embedded database in ${join(config.dataDir, 'db')}`);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: false,
    poolSize: 2,
  });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const expected = error instanceof OpsRefusal || error instanceof ConfigError;
  console.error(expected ? `✖ ${error.message}` : error);
  process.exit(expected ? 2 : 1);
});
