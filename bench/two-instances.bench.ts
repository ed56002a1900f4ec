/**
 * Issue 16: do two instances of the server on one PostgreSQL serve the generic list and the board at ≥ 1.8×
 * one instance's throughput? In one run:
 *
 *   1. a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs; or DATABASE_URL's server), one database
 *      migrated and seeded once with the list bench's data (the demo seed and BENCH_JOBS extra jobs of the
 *      Tecnoware company) and the board bench's (a company, its admin and a job with BENCH_APPLICATIONS
 *      applications), then ANALYZE;
 *   2. the server built once as `npm start` runs it (scripts/server-process.mjs: the bundle, the same Node
 *      flags and allocator settings), started as a child process with DATABASE_URL and the secrets every
 *      instance must share (docs/deploy.md: JWT_SECRET, VAPID_*, FILE_SIGNING_SECRET, ALTCHA_HMAC_KEY,
 *      PUSH_AUTH_SECRET), BOT_CHECK=off and RATE_LIMITS=false (the bench signs in through the real route),
 *      no METRICS_TOKEN (no /metrics), LOG_LEVEL=warn (no line per request);
 *   3. per endpoint (the list bench's `GET /api/job?...` and the board bench's `GET /api/board/{jobId}`):
 *      one instance with BENCH_CONNECTIONS in flight, then a second instance started beside it and the same
 *      connections dealt evenly over the two (one autocannon, its connections alternating between the URLs);
 *      each after an unmeasured warm-up;
 *   4. requests/s, p50/p95/p99 (every latency kept, so the percentiles are exact), the ratio two / one, and
 *      where the CPU went during each measurement: each server process (/proc/<pid>/stat), the PostgreSQL
 *      cluster (its postmaster and every process it forked), this process (the load generator: autocannon
 *      runs on its main thread), the rest of the machine, idle and stolen time (/proc/stat).
 *
 *   npm run bench:two-instances -w @hiring/bench
 *
 * BENCH_SECONDS (20) measured per run, BENCH_WARMUP_SECONDS (10) before each, BENCH_CONNECTIONS (10; even, so
 * the two instances get the same number), BENCH_ENDPOINTS (list,board), BENCH_JOBS (2000),
 * BENCH_APPLICATIONS (2000), BENCH_SERVER_CPUS (unset: no pinning; `0;1` pins server 1 to CPU 0 and server 2
 * to CPU 1 with taskset, all their threads; lists as taskset takes them, `0-1;2-3`; PostgreSQL and this process
 * stay where `taskset -c … npm run bench:two-instances` put them). Linux only for the CPU figures (elsewhere
 * they print as –).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { openThrowawayDatabase } from '../apps/server/src/db/throwaway-database.js';
import { startSession } from '../apps/server/src/modules/auth/sessions.js';
import { vapidKeysFromSeed } from '../apps/server/src/modules/push/vapid.js';
import { resultRows } from '../apps/server/src/modules/search/result-rows.js';
import { buildServerCopy, startServerProcess, type ServerProcess } from '../scripts/server-process.mjs';
import { addJobs, companyOf } from './support/bench-jobs.js';
import { runBench, type BenchRun } from './support/bench-run.js';
import { seedBenchCompany, seedBoardJob } from './support/board-seed.js';
import { login, probe } from './support/http.js';
import { msCell } from './support/paced-load.js';
import {
  clusterCpuSeconds,
  machineCpuSeconds,
  mainThreadCpuSeconds,
  parentPid,
  processCpuSeconds,
  type MachineCpu,
} from './support/proc-cpu.js';
import { loadAverage } from './support/report.js';
import { intEnv } from './support/settings.js';

const SECONDS = intEnv('BENCH_SECONDS', 20, 1, 600);
const WARMUP_SECONDS = intEnv('BENCH_WARMUP_SECONDS', 10, 0, 600);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 10, 2, 1000);
const EXTRA_JOBS = intEnv('BENCH_JOBS', 2000, 0, 200_000);
const APPLICATIONS = intEnv('BENCH_APPLICATIONS', 2000, 1, 100_000);
const ENDPOINTS = (process.env.BENCH_ENDPOINTS || 'list,board').split(',').map((s) => s.trim());
for (const e of ENDPOINTS)
  if (e !== 'list' && e !== 'board')
    throw new Error(`BENCH_ENDPOINTS: unknown endpoint '${e}' (list, board)`);
/** The CPUs of each server (taskset lists), server i taking the i-th; empty: not pinned. */
const SERVER_CPUS = (process.env.BENCH_SERVER_CPUS || '')
  .split(';')
  .map((s) => s.trim())
  .filter(Boolean);
if (CONNECTIONS % 2 !== 0) throw new Error('BENCH_CONNECTIONS must be even: the two instances get half each');

const DEMO_EMAIL = 'giulia.rossi@tecnoware.demo';
/** The list bench's request (list-endpoint.bench.ts, target job-list). */
const LIST_PATH = '/api/job?where[name][contains]=developer&order[createdAt]=DESC&take=50';
/** The issue's figure: two instances at this many times one instance's requests/s. */
const TARGET_RATIO = 1.8;

interface Cluster {
  url: string;
  stop(): Promise<void>;
}

/** CPU counters at one moment: each server, the PostgreSQL cluster, this process, the machine. */
interface CpuMark {
  at: number;
  servers: Array<number | undefined>;
  /** each server's main thread: its event loop */
  loops: Array<number | undefined>;
  postgres: number | undefined;
  self: NodeJS.CpuUsage;
  machine: MachineCpu | undefined;
}

/** CPU seconds used during a measurement. */
interface CpuUsed {
  wall: number;
  servers: Array<number | undefined>;
  loops: Array<number | undefined>;
  postgres: number | undefined;
  generator: number;
  /** Busy time of the machine that none of the above account for: other processes (other test runs). */
  other: number | undefined;
  /** The kernel's interrupt work (loopback TCP's receive path, mostly), on no process's account. */
  interrupts: number | undefined;
  idle: number | undefined;
  steal: number | undefined;
}

interface Measurement {
  endpoint: 'list' | 'board';
  instances: number;
  requests: number;
  /** requests answered by each instance */
  perInstance: number[];
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  cpu: CpuUsed;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

function cpuMark(servers: ServerProcess[], postmaster: number | undefined): CpuMark {
  return {
    at: performance.now(),
    servers: servers.map((s) => processCpuSeconds(s.child.pid)),
    loops: servers.map((s) => mainThreadCpuSeconds(s.child.pid)),
    postgres: clusterCpuSeconds(postmaster),
    self: process.cpuUsage(),
    machine: machineCpuSeconds(),
  };
}

function cpuSince(before: CpuMark, after: CpuMark): CpuUsed {
  const diff = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined ? undefined : b - a;
  const servers = after.servers.map((s, i) => diff(before.servers[i], s));
  const loops = after.loops.map((s, i) => diff(before.loops[i], s));
  const postgres = diff(before.postgres, after.postgres);
  const generator = (after.self.user - before.self.user + after.self.system - before.self.system) / 1_000_000;
  const busy = diff(before.machine?.busy, after.machine?.busy);
  const accounted = [...servers, postgres, generator].reduce<number>((a, b) => a + (b ?? 0), 0);
  return {
    wall: (after.at - before.at) / 1000,
    servers,
    loops,
    postgres,
    generator,
    other: busy === undefined ? undefined : Math.max(0, busy - accounted),
    interrupts: diff(before.machine?.interrupts, after.machine?.interrupts),
    idle: diff(before.machine?.idle, after.machine?.idle),
    steal: diff(before.machine?.steal, after.machine?.steal),
  };
}

/**
 * One autocannon on this process's main thread (nothing else runs here meanwhile), its connections dealt in
 * turn over `urls`; every answer's latency is kept. Ctrl-C stops it.
 */
async function load(
  urls: string[],
  headers: Record<string, string>,
  seconds: number,
  interrupted: () => boolean,
): Promise<{ latencies: number[]; perUrl: number[]; failures: number }> {
  const hosts = urls.map((u) => new URL(u).host);
  const latencies: number[] = [];
  const perUrl = urls.map(() => 0);
  const instance = autocannon({
    url: urls.length === 1 ? urls[0]! : urls,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
  instance.on(
    'response',
    (client: { opts: { host: string } }, status: number, _bytes: number, ms: number) => {
      if (status < 200 || status > 299) return;
      latencies.push(ms);
      const i = hosts.indexOf(client.opts.host);
      if (i >= 0) perUrl[i] = (perUrl[i] ?? 0) + 1;
    },
  );
  const watch = setInterval(() => {
    if (interrupted()) instance.stop();
  }, 200);
  try {
    const result = await instance;
    // autocannon counts a timeout among the errors as well.
    return { latencies, perUrl, failures: result.errors + result.non2xx };
  } finally {
    clearInterval(watch);
  }
}

async function measure(
  endpoint: 'list' | 'board',
  servers: ServerProcess[],
  path: string,
  headers: Record<string, string>,
  postmaster: number | undefined,
  interrupted: () => boolean,
): Promise<Measurement> {
  const urls = servers.map((s) => `${s.url}${path}`);
  const what = `${endpoint}, ${servers.length} instance${servers.length > 1 ? 's' : ''}, ${CONNECTIONS} connections`;
  console.info(`  ${what}: ${WARMUP_SECONDS} s warm-up + ${SECONDS} s ...`);
  let failures = 0;
  if (WARMUP_SECONDS > 0) failures += (await load(urls, headers, WARMUP_SECONDS, interrupted)).failures;
  const before = cpuMark(servers, postmaster);
  const run = await load(urls, headers, SECONDS, interrupted);
  const cpu = cpuSince(before, cpuMark(servers, postmaster));
  failures += run.failures;
  const sorted = run.latencies.sort((a, b) => a - b);
  return {
    endpoint,
    instances: servers.length,
    requests: sorted.length,
    perInstance: run.perUrl,
    failures,
    rps: sorted.length / cpu.wall,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    cpu,
  };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** CPU seconds as a share of one core over the measurement (the machine has nproc × 100 %). */
const pct = (seconds: number | undefined, wall: number) =>
  seconds === undefined ? '–' : `${((seconds / wall) * 100).toFixed(0)} %`;
const perRequest = (seconds: number | undefined, requests: number) =>
  seconds === undefined || requests === 0 ? '–' : ((seconds * 1000) / requests).toFixed(2);
const sum = (values: Array<number | undefined>) =>
  values.some((v) => v === undefined) ? undefined : values.reduce<number>((a, b) => a + b!, 0);

function report(measured: Measurement[], cores: number): void {
  const one = (endpoint: string) => measured.find((m) => m.endpoint === endpoint && m.instances === 1);
  console.info('\nThroughput and latency (latencies of every answer; req/s over the measured seconds)');
  console.info(
    table(
      [
        'endpoint',
        'instances',
        'connections',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'requests',
        'per instance',
        'failures',
        'two / one',
      ],
      measured.map((m) => {
        const base = one(m.endpoint);
        return [
          m.endpoint,
          String(m.instances),
          m.instances === 1
            ? String(CONNECTIONS)
            : `${CONNECTIONS} (${CONNECTIONS / 2} + ${CONNECTIONS / 2})`,
          m.rps.toFixed(0),
          msCell(m.p50),
          msCell(m.p95),
          msCell(m.p99),
          String(m.requests),
          m.perInstance.join(' + '),
          String(m.failures),
          m.instances > 1 && base ? `${(m.rps / base.rps).toFixed(2)}×` : '',
        ];
      }),
    ),
  );

  console.info(
    `\nWhere the CPU went during each measurement (share of one core; the machine has ${cores} × 100 % = ${cores * 100} %)`,
  );
  console.info(
    table(
      [
        'endpoint',
        'instances',
        'server 1 (its event loop)',
        'server 2 (its event loop)',
        'PostgreSQL',
        'load generator',
        'other processes',
        'interrupts',
        'idle',
        'steal',
      ],
      measured.map(({ endpoint, instances, cpu }) => [
        endpoint,
        String(instances),
        `${pct(cpu.servers[0], cpu.wall)} (${pct(cpu.loops[0], cpu.wall)})`,
        instances > 1 ? `${pct(cpu.servers[1], cpu.wall)} (${pct(cpu.loops[1], cpu.wall)})` : '',
        pct(cpu.postgres, cpu.wall),
        pct(cpu.generator, cpu.wall),
        pct(cpu.other, cpu.wall),
        pct(cpu.interrupts, cpu.wall),
        pct(cpu.idle, cpu.wall),
        pct(cpu.steal, cpu.wall),
      ]),
    ),
  );

  console.info(
    '\nCPU per request (ms): the servers together (their event loops), PostgreSQL, the load generator',
  );
  console.info(
    table(
      ['endpoint', 'instances', 'servers (event loops)', 'PostgreSQL', 'load generator', 'all three'],
      measured.map(({ endpoint, instances, cpu, requests }) => {
        const servers = sum(cpu.servers);
        const all = sum([servers, cpu.postgres, cpu.generator]);
        return [
          endpoint,
          String(instances),
          `${perRequest(servers, requests)} (${perRequest(sum(cpu.loops), requests)})`,
          perRequest(cpu.postgres, requests),
          perRequest(cpu.generator, requests),
          perRequest(all, requests),
        ];
      }),
    ),
  );

  console.info('');
  for (const endpoint of ENDPOINTS) {
    const single = one(endpoint);
    const two = measured.find((m) => m.endpoint === endpoint && m.instances === 2);
    if (!single || !two) continue;
    const ratio = two.rps / single.rps;
    // Other processes' CPU changes either figure: a ratio read while they took a tenth of the machine or more
    // compares the other processes, not the instances.
    const others = [single, two].map((m) => (m.cpu.other ?? 0) / m.cpu.wall / cores);
    const quiet = others.every((share) => share < 0.1);
    const verdict = ratio >= TARGET_RATIO ? 'met' : 'not met';
    console.info(
      `${endpoint}: two / one = ${ratio.toFixed(2)}× (target ≥ ${TARGET_RATIO}×: ` +
        (quiet
          ? `${verdict}).`
          : `no reading: other processes took ${others.map((o) => `${(o * 100).toFixed(0)} %`).join(' and ')} ` +
            `of the machine during the two runs).`),
    );
    // What this machine allows at the CPU per request measured here, whatever else runs on it: one instance
    // serves at most what its one event loop (about one core) or the whole machine can; two instances at most
    // what the whole machine can, at their own cost per request.
    const msPer = (m: Measurement, seconds: number | undefined) =>
      seconds === undefined || m.requests === 0 ? undefined : (seconds * 1000) / m.requests;
    const loopOne = msPer(single, single.cpu.loops[0]);
    const allOne = msPer(single, sum([sum(single.cpu.servers), single.cpu.postgres, single.cpu.generator]));
    const allTwo = msPer(two, sum([sum(two.cpu.servers), two.cpu.postgres, two.cpu.generator]));
    if (loopOne === undefined || allOne === undefined || allTwo === undefined) continue;
    const oneCap = Math.min(1000 / loopOne, (cores * 1000) / allOne);
    const twoCap = (cores * 1000) / allTwo;
    const bound = Math.max(1, twoCap / oneCap);
    console.info(
      `  at most, with nothing else on the machine: one instance ${oneCap.toFixed(0)} req/s (its event loop ` +
        `${loopOne.toFixed(2)} ms a request on one core, or all ${cores} cores at ${allOne.toFixed(2)} ms of ` +
        `server + PostgreSQL + load generator), two instances ${twoCap.toFixed(0)} req/s (${cores} cores at ` +
        `${allTwo.toFixed(2)} ms): two / one ≤ ${bound.toFixed(2)}×` +
        (ratio > bound * 1.05
          ? `; the measured ratio is above it because one instance served ${single.rps.toFixed(0)} of its ` +
            `${oneCap.toFixed(0)} req/s: with ${CONNECTIONS} connections its event loop also waits on ` +
            `PostgreSQL${quiet ? '' : ' and on the other processes'}, and a second event loop fills those waits.`
          : '.'),
    );
  }
}

async function main({ cleanups, interrupted }: BenchRun): Promise<number> {
  const loadBefore = loadAverage();
  const nproc = (...args: string[]) => {
    try {
      return execFileSync('nproc', args, { encoding: 'utf8' }).trim();
    } catch {
      return undefined; // no coreutils
    }
  };
  const own = nproc() ?? String(os.availableParallelism());
  const all = nproc('--all') ?? String(os.cpus().length);
  // The CPU shares are of the whole machine (/proc/stat counts every CPU), whatever this process may use.
  const cores = Number(all) || os.cpus().length;
  console.info(
    `Host: ${os.hostname()}, nproc ${own}${own === all ? '' : ` (nproc --all ${all})`}, ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${os.type()} ${os.release()} ${os.arch()}, ` +
      `Node ${process.version}`,
  );

  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const helper = new URL('../scripts/pg-cluster.mjs', import.meta.url).href;
    const { startPostgres } = (await import(helper)) as { startPostgres(): Promise<Cluster | null> };
    const cluster = await startPostgres();
    if (!cluster) throw new Error('No DATABASE_URL and no PostgreSQL server binaries (initdb, pg_ctl) here.');
    cleanups.push(() => cluster.stop());
    serverUrl = cluster.url;
  }

  console.info("Preparing the database (the list and board benches' data) and building the server ...");
  const building = buildServerCopy('bench-two-instances');
  // Pushed before anything else of this run, so it runs after the servers stopped, whenever the build ends.
  cleanups.push(async () => (await building.catch(() => undefined))?.remove());
  const fresh = await openThrowawayDatabase({ serverUrl, prefix: 'hiring_bench' });
  cleanups.push(() => fresh.dispose());
  const { db } = fresh.handle;
  await fresh.handle.migrate();
  await seedDatabase(db, { demo: true });
  const { companyId, memberIds } = await companyOf(db, DEMO_EMAIL);
  await addJobs(db, companyId, memberIds, EXTRA_JOBS);
  // The board bench's company, its admin and the job (board.bench.ts, prepare).
  const bench = await seedBenchCompany(db);
  const { jobId } = await seedBoardJob(db, { ...bench, applications: APPLICATIONS });
  await db.execute(sql`ANALYZE`);
  const [facts] = resultRows<{ name: string; pid: number }>(
    await db.execute(sql`SELECT current_database() AS name, pg_backend_pid() AS pid`),
  );
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${facts!.name}`;
  // A backend's parent is its cluster's postmaster (unreadable when the server is on another machine).
  const postmaster = parentPid(facts!.pid);
  if (postmaster === undefined) console.info('  PostgreSQL is not on this machine: its CPU is not counted.');
  else if (process.env.DATABASE_URL)
    console.info("  DATABASE_URL: the cluster's CPU counts every database on it, not only this one.");
  const { entry } = await building;

  // The secrets every instance must share (docs/deploy.md); generated into DATA_DIR otherwise, per instance.
  const secret = () => randomBytes(48).toString('base64url');
  const vapid = vapidKeysFromSeed(secret());
  const dataDir = mkdtempSync(join(os.tmpdir(), 'hiring-two-instances-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl.toString(),
    // Files on the local disk: every instance sees the same DATA_DIR/files (docs/deploy.md).
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    BOT_CHECK: 'off',
    RATE_LIMITS: 'false',
    JWT_SECRET: secret(),
    ALTCHA_HMAC_KEY: secret(),
    PUSH_AUTH_SECRET: secret(),
    FILE_SIGNING_SECRET: secret(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess(entry, env);
    cleanups.push(() => server.stop());
    servers.push(server);
    const cpus = SERVER_CPUS.length ? SERVER_CPUS[(servers.length - 1) % SERVER_CPUS.length]! : '';
    // Every thread it has now; the threads it starts later inherit their creator's CPUs.
    if (cpus)
      execFileSync('taskset', ['-a', '-p', '-c', cpus, String(server.child.pid)], { stdio: 'ignore' });
    console.info(
      `  server ${servers.length}: pid ${server.child.pid}, ${server.url}${cpus ? `, pinned to CPU ${cpus}` : ''}`,
    );
    return server;
  };
  const first = await start();

  // The list as a demo recruiter signed in through the real route; the board as the board bench's admin,
  // with a session started the way the board bench starts it (the same JWT secret as the servers').
  const listHeaders = { authorization: `Bearer ${await login(first.url, DEMO_EMAIL, DEMO_PASSWORD)}` };
  const config = loadConfig({ ...env, NODE_ENV: 'production' });
  const boardToken = (await startSession({ db, config, userId: bench.ownerId })).accessToken;
  const boardHeaders = { authorization: `Bearer ${boardToken}` };
  const boardPath = `/api/board/${jobId}`;
  const probeBoth = async (server: ServerProcess) => {
    const list = await probe(`${server.url}${LIST_PATH}`, listHeaders);
    const res = await fetch(`${server.url}${boardPath}`, { headers: boardHeaders });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${boardPath} answered ${res.status}: ${text.slice(0, 300)}`);
    const cards = (JSON.parse(text) as { data: { applications: unknown[] } }).data.applications.length;
    console.info(
      `  ${server.url}: list ${list.rows} rows, ${(list.bytes / 1024).toFixed(1)} kB; board ${cards} cards, ` +
        `${(Buffer.byteLength(text) / 1024).toFixed(0)} kB`,
    );
  };
  await probeBoth(first);

  const targets = {
    list: { path: LIST_PATH, headers: listHeaders },
    board: { path: boardPath, headers: boardHeaders },
  };
  const measured: Measurement[] = [];
  for (const instances of [1, 2]) {
    if (instances === 2) await probeBoth(await start());
    for (const endpoint of ENDPOINTS as Array<'list' | 'board'>) {
      if (interrupted()) break;
      const { path, headers } = targets[endpoint];
      measured.push(await measure(endpoint, servers, path, headers, postmaster, interrupted));
    }
  }
  if (interrupted()) {
    console.error('Interrupted.');
    return 130;
  }

  console.info(
    `\nPostgreSQL: ${fresh.label}. Load average ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min). ` +
      `${SECONDS} s per measurement after ${WARMUP_SECONDS} s of warm-up; the load generator (autocannon) on this ` +
      `process's main thread, ${CONNECTIONS} connections in all.`,
  );
  report(measured, cores);
  const failed = measured.filter((m) => m.failures > 0);
  for (const m of failed)
    console.error(`${m.endpoint}, ${m.instances} instance(s): ${m.failures} failed requests`);
  return failed.length > 0 ? 1 : 0;
}

runBench(main);
