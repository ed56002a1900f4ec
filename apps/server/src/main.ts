import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';
import { configuredStorage } from './modules/files/storage.js';
import { markEmbeddedServer, runningEmbeddedServer } from './ops/embedded-server-pid.js';

/** Under the 30 s an orchestrator (systemd's default, Kubernetes') waits before SIGKILL. */
const SHUTDOWN_TIMEOUT_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // A second process on the embedded database would corrupt it.
    const other = runningEmbeddedServer(config.dataDir);
    if (other !== null)
      throw new ConfigError(
        `The embedded database in ${config.dataDir} is open in another server (pid ${other}): stop it, or give this one its own DATA_DIR`,
      );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: config.pgliteWorker,
  });
  // npm run db:backup and friends refuse while this process has the embedded database open.
  if (database.kind === 'pglite') markEmbeddedServer(config.dataDir);
  await database.migrate();
  const seeded = await seedDatabase(database.db, {
    demo: config.seedDemo,
    storage: configuredStorage(config),
  });
  const app = await buildApp({ config, database });
  if (database.kind === 'postgres' && !config.storage.s3)
    app.log.warn(
      { files: `${config.dataDir}/files` },
      'files are kept on this machine: several instances need S3 (S3_*) or this folder shared (docs/deploy.md)',
    );

  // Graceful: app.close() stops accepting connections, answers /ready with 503, lets the requests in
  // flight finish and stops the background jobs (their onClose hooks); then the database closes.
  // A shutdown that hangs past SHUTDOWN_TIMEOUT_MS ends the process anyway (exit code 1).
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error({ signal, timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await app.close();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl ?? address;
  const lines = [
    '',
    `  Hiring is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `  API docs: ${url}/docs`,
    `  Candidate app: ${url}/talents`,
  ];
  if (seeded.demoLogins.length > 0) {
    lines.push('', `  Demo logins (password ${seeded.demoPassword} for all):`);
    for (const l of seeded.demoLogins) lines.push(`    ${l.email.padEnd(34)} ${l.role}`);
  }
  console.info(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
