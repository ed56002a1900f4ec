import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDatabase } from './db/seed/seed.js';
import { configuredStorage } from './modules/files/storage.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteWorker: config.pgliteWorker,
  });
  await database.migrate();
  const seeded = await seedDatabase(database.db, {
    demo: config.seedDemo,
    storage: configuredStorage(config),
  });
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
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
