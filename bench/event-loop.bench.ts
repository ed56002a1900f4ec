/**
 * Does a broad search stall everyone else? `GET /api/version` at a steady rate while searches over
 * 100,000 candidates run flat out, on PGlite: on the server's event loop (as before issue 15, and as
 * `PGLITE_WORKER=0` opens it) and in its worker thread (the default).
 *
 *   npm run bench:event-loop -w @hiring/bench
 *   BENCH_MODES=worker BENCH_SECONDS=5 npx tsx bench/event-loop.bench.ts
 *
 * BENCH_MODES (in-process,worker), BENCH_SEARCHES (6: searches in flight), BENCH_RATE (50: version
 * requests a second), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CANDIDATES (100000).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { user } from '../apps/server/src/db/schema/index.js';
import { seedReferenceData } from '../apps/server/src/db/seed/reference-seed.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { startSession } from '../apps/server/src/modules/auth/sessions.js';
import { addCandidates, developerSearch } from './support/bench-candidates.js';
import { loadLine } from './support/bench-lanes.js';
import { msCell, runLoad, type LoadResult } from './support/paced-load.js';
import { settings } from './support/settings.js';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES || 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES || 6);
const RATE = Number(process.env.BENCH_RATE || 50);
const MODES = (process.env.BENCH_MODES || 'in-process,worker').split(',').map((s) => s.trim());
for (const mode of MODES) {
  if (mode !== 'in-process' && mode !== 'worker')
    throw new Error(`BENCH_MODES: unknown mode '${mode}' (in-process, worker)`);
}
const RECRUITER = 'giulia.rossi@tecnoware.demo';

const dir = mkdtempSync(join(os.tmpdir(), 'hiring-bench-event-loop-'));
const configDir = mkdtempSync(join(os.tmpdir(), 'hiring-bench-config-'));

/** One PGlite data directory for both modes, seeded as search.bench.ts seeds it. */
async function prepare(): Promise<number> {
  console.info(`${loadLine()}\n== preparing PGlite in ${dir} ...`);
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedDatabase(database.db, { demo: true });
    const started = performance.now();
    await addCandidates(database.db, CANDIDATES, 20_000, (done) =>
      console.info(`  ${done} candidates (${((performance.now() - started) / 1000).toFixed(0)} s)`),
    );
    await database.db.execute(sql`ANALYZE`);
    const [recruiter] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, RECRUITER));
    if (!recruiter) throw new Error(`${RECRUITER} is missing: did the demo seed change?`);
    return recruiter.id;
  } finally {
    await database.close();
  }
}

interface Row {
  mode: string;
  target: string;
  result: LoadResult;
  load: string;
}

async function measure(mode: string, recruiterId: number): Promise<Row[]> {
  const database = await openDatabase({ dataDir: dir, pgliteWorker: mode === 'worker' });
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: configDir, WEB_DIST: join(configDir, 'no-web') },
    { jwtSecret: randomBytes(32) },
  );
  const app = await buildApp({ config, database, logger: false });
  try {
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const { accessToken } = await startSession({ db: database.db, config, userId: recruiterId });
    const search = {
      url: `${appUrl}/api/search`,
      method: 'POST' as const,
      body: JSON.stringify(developerSearch),
      headers: { authorization: `Bearer ${accessToken}` },
    };
    const probe = await fetch(search.url, {
      ...search,
      headers: { ...search.headers, 'content-type': 'application/json' },
    });
    if (probe.status !== 200)
      throw new Error(`POST /api/search answered ${probe.status}: ${await probe.text()}`);
    const common = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
    const version = { ...common, url: `${appUrl}/api/version`, rate: RATE };
    console.info(
      `== ${mode}: /api/version alone, then beside ${SEARCHES} searches in flight, ${settings.seconds} s each`,
    );
    const alone = await runLoad(version);
    const loadAlone = loadLine();
    const [beside, searches] = await Promise.all([
      runLoad(version),
      runLoad({ ...common, ...search, connections: SEARCHES }),
    ]);
    const load = loadLine();
    return [
      { mode, target: `version, ${RATE}/s, alone`, result: alone, load: loadAlone },
      { mode, target: `version, ${RATE}/s, beside searches`, result: beside, load },
      { mode, target: `search, ${SEARCHES} in flight`, result: searches, load },
    ];
  } finally {
    await app.close();
    await database.close();
  }
}

const rows: Row[] = [];
try {
  const recruiterId = await prepare();
  for (const mode of MODES) rows.push(...(await measure(mode, recruiterId)));
} finally {
  rmSync(dir, { recursive: true, force: true });
  rmSync(configDir, { recursive: true, force: true });
}

console.info(
  `\n${loadLine()}; PGlite, ${CANDIDATES} candidates, ${settings.seconds} s per run after ${settings.warmupSeconds} s warm-up`,
);
console.info(
  '| PGlite | load | req/s | p50 ms | p95 ms | p99 ms | max ms | requests | failures | load average after |',
);
console.info('|---|---|--:|--:|--:|--:|--:|--:|--:|---|');
for (const { mode, target, result: r, load } of rows) {
  const cells = [r.rps.toFixed(0), msCell(r.p50), msCell(r.p95), msCell(r.p99), msCell(r.max)];
  const after = load.replace(/.*load avg /, '');
  console.info(`| ${mode} | ${target} | ${cells.join(' | ')} | ${r.requests} | ${r.failures} | ${after} |`);
}
const worker = rows.find((r) => r.mode === 'worker' && r.target.includes('beside'));
if (worker)
  console.info(`\nworker: /api/version p99 beside searches ${msCell(worker.result.p99)} ms (target < 20 ms)`);
if (rows.some((r) => r.result.failures > 0)) process.exitCode = 1;
