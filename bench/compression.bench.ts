/**
 * What compression costs and saves (issue 15, docs/performance.md "Compression"):
 *
 *   npx tsx bench/compression.bench.ts             PGlite, then PostgreSQL (BENCH_LANES)
 *
 * 1. The built web app (apps/web/dist; build it first): bytes of the files index.html loads before
 *    any route (the document, entry script, its preloaded chunks, styles) raw, gzip and brotli, as
 *    the build wrote them (vite.config.ts, precompress).
 * 2. Per lane, a 200-row job list and the board of a 2,000-application job, each measured without
 *    Accept-Encoding, with `gzip` and with `br`: bytes on the wire per response, requests/s, latency,
 *    and the process's CPU time per request (server and load generator together, so the difference
 *    between the rows is what compressing costs), and, apart from any load, the time one
 *    compression of that body takes at the server's settings (brotli 4, gzip 6).
 *
 * BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10), BENCH_LANES,
 * BENCH_APPLICATIONS (2000).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Database } from '../apps/server/src/db/client.js';
import { forEachLane, loadLine } from './support/bench-lanes.js';
import { addJobs } from './support/bench-jobs.js';
import { seedBenchCompany, seedBoardJob } from './support/board-seed.js';
import { BROTLI_QUALITY, GZIP_LEVEL } from '../apps/server/src/http/compression.js';
import { msCell, runLoad, type LoadResult } from './support/paced-load.js';
import { settings } from './support/settings.js';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 2000);
const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Bytes of the files index.html loads before any route: raw, .gz and .br as built. */
function staticFigures(): void {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    console.info('apps/web/dist is not built: static figures skipped (npm run build -w @hiring/web)');
    return;
  }
  const html = readFileSync(index, 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = ['index.html', ...new Set(refs)];
  const size = (file: string) => (existsSync(join(dist, file)) ? statSync(join(dist, file)).size : null);
  const total = { raw: 0, gz: 0, br: 0 };
  console.info('\nWeb app: what index.html loads before any route (as built)');
  console.info('| file | raw | gzip | brotli |');
  console.info('|---|--:|--:|--:|');
  for (const file of files) {
    const raw = size(file) ?? 0;
    // A file the build left alone (under 256 bytes, or no smaller compressed) goes out raw.
    const gz = size(`${file}.gz`) ?? raw;
    const br = size(`${file}.br`) ?? raw;
    total.raw += raw;
    total.gz += gz;
    total.br += br;
    console.info(`| ${file} | ${kb(raw)} | ${kb(gz)} | ${kb(br)} |`);
  }
  console.info(`| total | ${kb(total.raw)} | ${kb(total.gz)} | ${kb(total.br)} |`);
}

async function prepare(db: Database) {
  const { companyId, ownerId } = await seedBenchCompany(db);
  await addJobs(db, companyId, [ownerId], 250);
  const { jobId } = await seedBoardJob(db, { companyId, ownerId, applications: APPLICATIONS });
  return { ownerId, jobId };
}

/** One response's bytes on the wire and its Content-Encoding (node:http does not decode). */
function wireBytes(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Milliseconds one compression of `body` takes at the server's settings (median of 20, after 3 unmeasured). */
function compressMs(body: Buffer, encoding: string): number {
  if (encoding === 'none') return 0;
  const once = () =>
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          },
        })
      : gzipSync(body, { level: GZIP_LEVEL });
  for (let i = 0; i < 3; i++) once();
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[10]!;
}

interface Row {
  database: string;
  target: string;
  encoding: string;
  bytes: number;
  result: LoadResult;
  cpuMicrosPerRequest: number;
  compressMs: number;
}

const rows: Row[] = [];
staticFigures();

await forEachLane(prepare, async (lane, { ownerId, jobId }) => {
  const auth = { authorization: `Bearer ${await lane.tokenFor(ownerId)}` };
  const targets = {
    'job list, 200 rows': `${lane.appUrl}/api/job?take=200&order[createdAt]=DESC`,
    [`board, ${APPLICATIONS} cards`]: `${lane.appUrl}/api/board/${jobId}`,
  };
  const database = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  for (const [target, url] of Object.entries(targets)) {
    const raw = Buffer.from(
      await (await fetch(url, { headers: { ...auth, 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    for (const encoding of ['none', 'gzip', 'br']) {
      const headers = encoding === 'none' ? auth : { ...auth, 'accept-encoding': encoding };
      const wire = await wireBytes(url, headers);
      if (wire.encoding !== encoding) throw new Error(`${target}: asked ${encoding}, got ${wire.encoding}`);
      console.info(`  ${database}: ${target}, ${encoding}: ${kb(wire.bytes)} per response; measuring ...`);
      const before = process.cpuUsage();
      const result = await runLoad({
        url,
        headers,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        connections: settings.connections,
      });
      const cpu = process.cpuUsage(before);
      // The warm-up's requests are not counted but its CPU is: scale to the measured share.
      const share = settings.seconds / (settings.seconds + settings.warmupSeconds);
      const cpuMicrosPerRequest = ((cpu.user + cpu.system) * share) / Math.max(1, result.requests);
      rows.push({
        database,
        target,
        encoding,
        bytes: wire.bytes,
        result,
        cpuMicrosPerRequest,
        compressMs: compressMs(raw, encoding),
      });
    }
  }
});

console.info(
  `\n${loadLine()}; ${settings.connections} connections, ${settings.seconds} s per target; CPU is the whole process (server and load generator)`,
);
console.info(
  '| database | target | encoding | bytes | req/s | p50 ms | p95 ms | p99 ms | CPU ms/request | one compression ms | failures |',
);
console.info('|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows) {
  console.info(
    `| ${r.database} | ${r.target} | ${r.encoding} | ${kb(r.bytes)} | ${r.result.rps.toFixed(0)} | ${msCell(r.result.p50)} | ${msCell(r.result.p95)} | ${msCell(r.result.p99)} | ${(r.cpuMicrosPerRequest / 1000).toFixed(2)} | ${r.compressMs.toFixed(2)} | ${r.result.failures} |`,
  );
}
if (rows.some((r) => r.result.failures > 0)) process.exitCode = 1;
