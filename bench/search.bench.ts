/**
 * POST /api/search over 100,000 generated candidates (five filters and free text), next to a bare
 * Fastify route, per database.
 *
 *   npx tsx bench/search.bench.ts        PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10: the
 * search is also measured with 1 connection, the latency of one recruiter searching), BENCH_CANDIDATES
 * (100000). Then the CPU each search cost: this process's, and PostgreSQL's backends'.
 */
import { count, eq, like, sql } from 'drizzle-orm';
import type { SearchResult } from '@hiring/domain';
import type { Database } from '../apps/server/src/db/client.js';
import { user } from '../apps/server/src/db/schema/index.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { resultRows } from '../apps/server/src/modules/search/result-rows.js';
import { addCandidates, CANDIDATE_DOMAIN, developerSearch } from './support/bench-candidates.js';
import { printCpuTable, runLoadWithCpu, type CpuLoadResult } from './support/cpu-per-request.js';
import { forEachLane } from './support/bench-lanes.js';
import { startBare } from './support/http.js';
import { printLoadTable, type LoadRow } from './support/load-table.js';
import { runLoad } from './support/paced-load.js';
import { settings } from './support/settings.js';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES || 100_000);
const RECRUITER = 'giulia.rossi@tecnoware.demo';

async function prepare(db: Database) {
  await seedDatabase(db, { demo: true });
  const started = performance.now();
  await addCandidates(db, CANDIDATES, 20_000, (done) =>
    console.info(`  ${done} candidates (${((performance.now() - started) / 1000).toFixed(0)} s)`),
  );
  const [made] = await db
    .select({ n: count() })
    .from(user)
    .where(like(user.email, `%@${CANDIDATE_DOMAIN}`));
  const [recruiter] = await db.select({ id: user.id }).from(user).where(eq(user.email, RECRUITER));
  if (!recruiter) throw new Error(`${RECRUITER} is missing: did the demo seed change?`);
  // What autovacuum does to a table soon after a bulk load (its insert threshold): the visibility
  // map that lets index-only scans skip the heap. Without it the first minutes after seeding
  // measure a state a database in use is not in.
  await db.execute(sql`VACUUM`);
  return {
    candidates: made?.n ?? 0,
    seconds: (performance.now() - started) / 1000,
    recruiterId: recruiter.id,
  };
}

const rows: LoadRow[] = [];
const cpuRows: Array<{ database: string; target: string; result: CpuLoadResult }> = [];

await forEachLane(prepare, async (lane, prepared) => {
  const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.info(`  ${name}: ${prepared.candidates} candidates generated in ${prepared.seconds.toFixed(0)} s`);
  const bare = await startBare();
  try {
    // The session a sign-in of the demo recruiter opens (the real login route asks for a bot check).
    const token = await lane.tokenFor(prepared.recruiterId);
    const url = `${lane.appUrl}/api/search`;
    const headers = { authorization: `Bearer ${token}` };
    const body = JSON.stringify(developerSearch);
    const probe = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
    });
    const text = await probe.text();
    if (probe.status !== 200) throw new Error(`POST ${url} answered ${probe.status}: ${text.slice(0, 300)}`);
    const found = (JSON.parse(text) as { data: SearchResult }).data;
    if (found.items.length === 0)
      throw new Error('The search found nobody: the benchmark would measure nothing');
    console.info(
      `  ${found.total} candidates found, ${found.items.length} on the page, ` +
        `${(Buffer.byteLength(text) / 1024).toFixed(1)} kB per response`,
    );
    const common = { seconds: settings.seconds, warmupSeconds: settings.warmupSeconds };
    console.info(`  measuring /bare and POST /api/search, ${settings.seconds} s each ...`);
    const bareRun = await runLoad({ ...common, connections: settings.connections, url: `${bare.url}/bare` });
    const search = { ...common, url, method: 'POST' as const, body, headers };
    const [current] = resultRows<{ name: string }>(
      await lane.db.execute(sql`SELECT current_database() AS name`),
    );
    const pgName = lane.kind === 'postgres' ? current?.name : undefined;
    const single = await runLoadWithCpu({ ...search, connections: 1 }, pgName);
    const loaded = await runLoadWithCpu({ ...search, connections: settings.connections }, pgName);
    cpuRows.push(
      { database: name, target: 'search (1 conn.)', result: single },
      { database: name, target: `search (${settings.connections} conn.)`, result: loaded },
    );
    rows.push(
      { database: name, target: `bare (${settings.connections} conn.)`, result: bareRun, baseline: bareRun },
      { database: name, target: 'search (1 conn.)', result: single, baseline: bareRun },
      { database: name, target: `search (${settings.connections} conn.)`, result: loaded, baseline: bareRun },
    );
  } finally {
    await bare.app.close();
  }
});

printLoadTable(`${CANDIDATES} candidates, ${settings.seconds} s per target`, rows);
printCpuTable(cpuRows);
if (rows.some((r) => r.result.failures > 0)) process.exitCode = 1;
