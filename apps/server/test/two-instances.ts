import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { openThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { testEnv } from './helpers.js';

/** Two instances of the server on one throwaway PostgreSQL database, each with its own pool. */
export interface TwoInstances {
  database: ThrowawayDatabase;
  appA: FastifyInstance;
  appB: FastifyInstance;
  close(): Promise<void>;
}

/** Migrated and seeded with the reference data; `env` is added to the test environment of both. */
export async function openTwoInstances(
  serverUrl: string,
  env: Record<string, string> = {},
): Promise<TwoInstances> {
  const database = await openThrowawayDatabase({ serverUrl, prefix: 'test', poolSize: 4 });
  let second: DatabaseHandle | undefined;
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database.dispose();
  };
  try {
    await database.handle.migrate();
    await seedReferenceData(database.handle.db);
    const url = (database.handle.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
    second = await openDatabase({ databaseUrl: url, poolSize: 4 });
    const config = loadConfig({ ...testEnv, ...env });
    apps.push(await buildApp({ config, database: database.handle, logger: false }));
    apps.push(await buildApp({ config, database: second, logger: false }));
    return { database, appA: apps[0]!, appB: apps[1]!, close };
  } catch (error) {
    await close();
    throw error;
  }
}
