import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openThrowawayDatabase, type ThrowawayDatabase } from '../src/db/throwaway-database.js';
import { seedReferenceData } from '../src/db/seed/reference-seed.js';
import { startSession } from '../src/modules/auth/sessions.js';

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** The environment of a test server: every secret given, so nothing is written to a data directory. */
export const testEnv = {
  NODE_ENV: 'test',
  DATA_DIR: '/nonexistent',
  WEB_DIST: '/nonexistent',
  LOG_LEVEL: 'silent',
  JWT_SECRET,
  ALTCHA_HMAC_KEY: 'test-altcha-key-test-altcha-key-0123456',
  PUSH_AUTH_SECRET: 'test-push-secret-test-push-secret-012345',
  FILE_SIGNING_SECRET: 'test-file-secret-test-file-secret-0123456',
  BOT_CHECK: 'off',
  // Limits have their own tests; elsewhere many sign-ins from one address are the point of a test.
  RATE_LIMITS: 'false',
} as const;

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Injects a request as the given user (no user: anonymous). */
  request(options: InjectOptions & { as?: number }): Promise<LightMyRequestResponse>;
  tokenFor(userId: number): Promise<string>;
}

export function useTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}): TestContext {
  const ctx = {} as TestContext;
  let database: ThrowawayDatabase | undefined;
  beforeAll(async () => {
    // A fresh database per test file: PGlite in memory, or a new database on the PostgreSQL
    // server of the lane scripts/test.mjs starts.
    // Copied from the lane's migrated and seeded template (global-setup.ts); migrate() then finds
    // nothing to do, unless the file runs outside that set-up.
    const template = inject('databaseTemplate');
    database = await openThrowawayDatabase({
      serverUrl: process.env.TEST_DATABASE_URL,
      prefix: 'test',
      poolSize: 4,
      template,
    });
    const handle = database.handle;
    await handle.migrate();
    if (!template) await seedReferenceData(handle.db);
    const config = loadConfig({ ...testEnv, ...env }, overrides);
    ctx.config = config;
    ctx.db = handle.db;
    ctx.app = await buildApp({ config, database: handle, logger: false });
    await ctx.app.ready();
    // A real session per user, as a sign-in would make (reused across a file's requests).
    const tokens = new Map<number, Promise<string>>();
    ctx.tokenFor = (userId) => {
      if (!tokens.has(userId))
        tokens.set(
          userId,
          startSession({ db: handle.db, config, userId }).then((t) => t.accessToken),
        );
      return tokens.get(userId)!;
    };
    ctx.request = async ({ as, headers, ...options }) => {
      const auth = as === undefined ? {} : { authorization: `Bearer ${await ctx.tokenFor(as)}` };
      return ctx.app.inject({ ...options, headers: { ...headers, ...auth } });
    };
  });
  afterAll(async () => {
    await ctx.app?.close();
    await database?.dispose();
  });
  return ctx;
}
