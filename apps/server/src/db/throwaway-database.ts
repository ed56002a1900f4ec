import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { driverOf, openDatabase, type DatabaseHandle } from './client.js';

/**
 * A database to copy instead of migrating and seeding an empty one each time: a PGlite data directory
 * dumped to a tarball (`snapshot`), or a PostgreSQL database used as `TEMPLATE` (`database`).
 */
export interface DatabaseTemplate {
  snapshot?: string;
  database?: string;
}

/**
 * Makes a template on the lane `serverUrl` names (PostgreSQL) or PGlite: a fresh database, `prepare`d
 * (migrated, seeded), then dumped to `dir` or left closed as a template. `drop` removes it.
 */
export async function makeDatabaseTemplate(options: {
  serverUrl?: string | undefined;
  dir: string;
  prepare: (handle: DatabaseHandle) => Promise<void>;
}): Promise<{ template: DatabaseTemplate; drop: () => Promise<void> }> {
  const { serverUrl } = options;
  if (!serverUrl) {
    // In process, where the PGlite client itself can dump its data directory.
    const handle = await openDatabase({ dataDir: 'memory://', pgliteWorker: false });
    try {
      await options.prepare(handle);
      const dump = await (driverOf(handle.db) as PGlite).dumpDataDir('none');
      const snapshot = join(options.dir, `pglite-template-${randomBytes(4).toString('hex')}.tar`);
      writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
      return { template: { snapshot }, drop: async () => rmSync(snapshot, { force: true }) };
    } finally {
      await handle.close();
    }
  }
  const made = await openThrowawayDatabase({ serverUrl, prefix: 'template' });
  await options.prepare(made.handle);
  const database = new URL(made.url as string).pathname.slice(1);
  await made.handle.close();
  return {
    template: { database },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).then(() => undefined),
  };
}

export interface ThrowawayDatabase {
  handle: DatabaseHandle;
  label: string;
  /** The database's postgres:// URL (for servers started as processes); undefined for PGlite. */
  url?: string;
  /** Closes the database, then drops it or removes its directory. */
  dispose(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v?: string }>(statement);
    return rows[0]?.v ?? '';
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for tests and benchmarks: a new database on the PostgreSQL server
 * `serverUrl` names, or PGlite (in memory, or in a temporary directory when `onDisk`).
 */
export async function openThrowawayDatabase(options: {
  serverUrl?: string | undefined;
  prefix: string;
  onDisk?: boolean;
  poolSize?: number;
  /** Start from this copy instead of an empty database (see `DatabaseTemplate`). */
  template?: DatabaseTemplate | undefined;
}): Promise<ThrowawayDatabase> {
  const { serverUrl, prefix, template } = options;
  if (!serverUrl) {
    const dir = options.onDisk ? mkdtempSync(join(tmpdir(), `${prefix}-`)) : undefined;
    const snapshot = dir ? undefined : template?.snapshot;
    const handle = await openDatabase({ dataDir: dir ?? 'memory://', snapshot }).catch((error: unknown) => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      throw error;
    });
    return {
      handle,
      label: `PGlite (${dir ?? 'in memory'})`,
      dispose: async () => {
        await handle.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  // Names made here or by makeDatabaseTemplate only: never from a request.
  await onServer(
    serverUrl,
    template?.database ? `CREATE DATABASE ${name} TEMPLATE ${template.database}` : `CREATE DATABASE ${name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const version = await onServer(url.toString(), "SELECT current_setting('server_version') AS v");
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: options.poolSize });
  return {
    handle,
    url: url.toString(),
    label: `PostgreSQL ${version} on ${url.hostname}:${url.port || 5432}, database ${name}`,
    dispose: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
