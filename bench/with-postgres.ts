/**
 * Runs the list benchmark on a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs, built from the
 * machine's initdb/pg_ctl), then stops the cluster:  npm run bench:pg
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

// Loaded by path at run time: the helper is plain JavaScript outside this package's type check.
const helper = new URL('../scripts/pg-cluster.mjs', import.meta.url).href;
const { startPostgres } = (await import(helper)) as { startPostgres(): Promise<Cluster | null> };

const cluster = await startPostgres();
if (!cluster) {
  console.error('No PostgreSQL server binaries (initdb, pg_ctl) on this machine.');
  process.exit(1);
}
let code = 1;
try {
  const bench = fileURLToPath(new URL('./list-endpoint.bench.ts', import.meta.url));
  code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: cluster.url },
    });
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 : 1)));
  });
} finally {
  await cluster.stop();
}
process.exitCode = code;
