/**
 * Throughput of the generic list endpoint against a bare Fastify route, both on loopback.
 *
 *   npx tsx bench/list-endpoint.bench.ts            PGlite in a temporary directory
 *   DATABASE_URL=postgres://... npm run bench       a throwaway database on that server
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP_SECONDS (default 2),
 * BENCH_JOBS (extra jobs for the Tecnoware company, default 2000), BENCH_WORKERS (threads of the
 * load generator, default 1; 0 runs it on the servers' own event loop), BENCH_TARGETS (a comma
 * separated subset of bare, job-list, reference; default all three), BENCH_ANALYZE (0 skips the
 * ANALYZE after seeding, default 1).
 */
import { and, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import { job } from '../apps/server/src/db/schema/index.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { openThrowawayDatabase } from '../apps/server/src/db/throwaway-database.js';
import { addJobs, companyOf } from './support/bench-jobs.js';
import { login, probe, startBare } from './support/http.js';
import { runBench, type BenchRun } from './support/bench-run.js';
import { measure, type Measured, type Target } from './support/measure.js';
import { loadAverage, report } from './support/report.js';
import { settings } from './support/settings.js';
import { startBenchApp } from './support/bench-app.js';

const DEMO_EMAIL = 'giulia.rossi@tecnoware.demo';
const LIST_PATH = '/api/job?where[name][contains]=developer&order[createdAt]=DESC&take=50';
const REFERENCE_PATH = '/api/professional-skill?where[name][startsWith]=S&take=50';

async function main({ cleanups, interrupted }: BenchRun): Promise<number> {
  console.info('Preparing the database ...');
  const fresh = await openThrowawayDatabase({
    serverUrl: process.env.DATABASE_URL,
    prefix: 'hiring_bench',
    onDisk: true,
  });
  cleanups.push(() => fresh.dispose());
  const { handle } = fresh;
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  const { companyId, memberIds } = await companyOf(handle.db, DEMO_EMAIL);
  await addJobs(handle.db, companyId, memberIds, settings.extraJobs);
  // PostgreSQL's autovacuum would analyze the new rows within a minute; PGlite has no autovacuum
  // at all. Without statistics the planner thinks the company has a handful of jobs.
  if (settings.analyze) await handle.db.execute(sql`ANALYZE`);
  const [jobs] = await handle.db.select({ n: count() }).from(job).where(eq(job.companyId, companyId));
  const [matching] = await handle.db
    .select({ n: count() })
    .from(job)
    .where(and(eq(job.companyId, companyId), isNull(job.deletedAt), ilike(job.name, '%developer%')));
  console.info(
    `  company ${companyId}: ${jobs?.n ?? 0} jobs, ${matching?.n ?? 0} with 'developer' in the name`,
  );

  const { url: appUrl } = await startBenchApp(handle, cleanups);
  const bare = await startBare();
  cleanups.push(() => bare.app.close());
  console.info(`  app on ${appUrl}, bare Fastify on ${bare.url}`);

  const token = await login(appUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { name: 'bare', url: `${bare.url}/bare`, headers: {} },
    { name: 'job-list', url: `${appUrl}${LIST_PATH}`, headers: auth },
    { name: 'reference', url: `${appUrl}${REFERENCE_PATH}`, headers: {} },
  ].filter((t) => settings.targets.includes(t.name));
  // One request to each app route first: a refused or empty answer stops the run here, loudly.
  for (const t of targets.filter((t) => t.name !== 'bare')) {
    const { rows, bytes } = await probe(t.url, t.headers);
    console.info(`  ${t.name}: ${rows} rows, ${bytes} bytes per response`);
  }

  const loadBefore = loadAverage();
  const measured: Measured[] = [];
  for (const target of targets) {
    if (interrupted()) break;
    measured.push(await measure(target));
  }
  if (interrupted()) {
    console.error('Interrupted.');
    return 130;
  }
  report(measured, fresh.label, loadBefore);
  const failed = measured.filter((m) => m.failures > 0);
  if (failed.length > 0) {
    for (const m of failed)
      console.error(
        `${m.target.name}: ${m.failures} failed requests, status codes ${JSON.stringify(m.result.statusCodeStats)}`,
      );
    return 1;
  }
  return 0;
}

runBench(main);
