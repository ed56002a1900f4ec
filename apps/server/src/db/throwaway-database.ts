import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './client.js';

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
}): Promise<ThrowawayDatabase> {
  const { serverUrl, prefix } = options;
  if (!serverUrl) {
    const dir = options.onDisk ? mkdtempSync(join(tmpdir(), `${prefix}-`)) : undefined;
    const handle = await openDatabase({ dataDir: dir ?? 'memory://' }).catch((error: unknown) => {
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
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
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
