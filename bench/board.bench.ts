/**
 * GET /api/board/{jobId} for a job with 2,000 applications, next to a bare Fastify route and GET
 * /api/version (the app's cheapest route: guard and serialiser, no database), per database.
 *
 *   npx tsx bench/board.bench.ts        PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10: the
 * board is also measured with 1 connection, the latency of one user opening it), BENCH_APPLICATIONS (2000),
 * BENCH_ENCODING (none; `br` or `gzip` asks for a compressed board, as a browser does).
 * Then the CPU each board request cost: this process's, and PostgreSQL's backends' (less sensitive to a
 * shared machine than the latencies).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { forEachLane } from './support/bench-lanes.js';
import { seedBenchCompany, seedBoardJob } from './support/board-seed.js';
import { printCpuTable, runLoadWithCpu, type CpuLoadResult } from './support/cpu-per-request.js';
import { startBare } from './support/http.js';
import { resultRows } from '../apps/server/src/modules/search/result-rows.js';
import { printLoadTable, type LoadRow } from './support/load-table.js';
import { runLoad } from './support/paced-load.js';
import { settings } from './support/settings.js';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 2000);
const ENCODING = process.env.BENCH_ENCODING || '';

async function prepare(db: Database) {
  const { companyId, ownerId } = await seedBenchCompany(db);
  const { jobId } = await seedBoardJob(db, { companyId, ownerId, applications: APPLICATIONS });
  return { ownerId, jobId };
}

const rows: LoadRow[] = [];
const cpuRows: Array<{ database: string; target: string; result: CpuLoadResult }> = [];
const bare = await startBare();

try {
  await forEachLane(prepare, async (lane, { ownerId, jobId }) => {
    const headers: Record<string, string> = { authorization: `Bearer ${await lane.tokenFor(ownerId)}` };
    if (ENCODING) headers['accept-encoding'] = ENCODING;
    const boardUrl = `${lane.appUrl}/api/board/${jobId}`;
    // fetch decompresses: the probe asks for the plain text, the load below for ENCODING.
    const probe = await fetch(boardUrl, { headers: { authorization: headers.authorization! } });
    const text = await probe.text();
    if (probe.status !== 200)
      throw new Error(`GET ${boardUrl} answered ${probe.status}: ${text.slice(0, 300)}`);
    const cards = (JSON.parse(text) as { data: { applications: unknown[] } }).data.applications.length;
    console.info(
      `  ${lane.label}: ${cards} cards, ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB per response`,
    );
    const common = {
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
    };
    console.info(`  measuring /bare, /api/version and /api/board/${jobId}, ${settings.seconds} s each ...`);
    const baseline = await runLoad({ ...common, url: `${bare.url}/bare` });
    const version = await runLoad({ ...common, url: `${lane.appUrl}/api/version` });
    const [current] = resultRows<{ name: string }>(
      await lane.db.execute(sql`SELECT current_database() AS name`),
    );
    const pgName = lane.kind === 'postgres' ? current?.name : undefined;
    const single = await runLoadWithCpu({ ...common, connections: 1, url: boardUrl, headers }, pgName);
    const board = await runLoadWithCpu({ ...common, url: boardUrl, headers }, pgName);
    const database = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    cpuRows.push({ database, target: 'board (1 conn.)', result: single });
    cpuRows.push({ database, target: `board (${settings.connections} conn.)`, result: board });
    const n = settings.connections;
    rows.push({ database, target: `bare Fastify route (${n} conn.)`, result: baseline, baseline });
    rows.push({ database, target: `/api/version (${n} conn.)`, result: version, baseline });
    rows.push({ database, target: 'board (1 conn.)', result: single, baseline });
    rows.push({ database, target: `board (${n} conn.)`, result: board, baseline });
  });
} finally {
  await bare.app.close();
}

printLoadTable(
  `${APPLICATIONS} applications; ${ENCODING ? `board as ${ENCODING}; ` : ''}${settings.seconds} s per target; vs the bare route`,
  rows,
);
printCpuTable(cpuRows);
if (rows.some((r) => r.result.failures > 0)) process.exitCode = 1;
