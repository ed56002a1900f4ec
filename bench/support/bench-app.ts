import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig, type Config } from '../../apps/server/src/config.js';
import type { DatabaseHandle } from '../../apps/server/src/db/client.js';

export interface BenchApp {
  app: FastifyInstance;
  url: string;
  config: Config;
}

/**
 * The real app as production runs it, on a loopback port: its settings in a temporary directory,
 * no web build, no log, no bot check (the benches sign in through the real route). The directory and
 * the app are closed by `cleanups`, in reverse order like every bench's.
 */
export async function startBenchApp(
  database: DatabaseHandle,
  cleanups: Array<() => Promise<unknown>>,
  overrides: Partial<Config> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hiring-bench-config-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      BOT_CHECK: 'off',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
    { jwtSecret: randomBytes(32), ...overrides },
  );
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url, config };
}
