import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { signAccessToken } from '../src/modules/auth/access-token.js';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Injects a request as the given user (no user: anonymous). */
  request(options: InjectOptions & { as?: number }): Promise<LightMyRequestResponse>;
  tokenFor(userId: number): Promise<string>;
}

/**
 * A fresh database per test file: PGlite in memory, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (the lane scripts/test.mjs starts).
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { handle: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function useTestApp(overrides: Partial<Config> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    handle = fresh.handle;
    drop = fresh.drop;
    await handle.migrate();
    await seedReferenceData(handle.db);
    const config = loadConfig(
      { NODE_ENV: 'test', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' },
      { jwtSecret: secret, ...overrides },
    );
    ctx.config = config;
    ctx.db = handle.db;
    ctx.app = await buildApp({ config, database: handle, logger: false });
    await ctx.app.ready();
    ctx.tokenFor = (userId) => signAccessToken(secret, 900, { userId });
    ctx.request = async ({ as, headers, ...options }) => {
      const auth = as === undefined ? {} : { authorization: `Bearer ${await ctx.tokenFor(as)}` };
      return ctx.app.inject({ ...options, headers: { ...headers, ...auth } });
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await handle?.close();
    await drop();
  });
  return ctx;
}
