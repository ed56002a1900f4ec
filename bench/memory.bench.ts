/**
 * Memory and start-up of the built server (issue 15, point 8): builds it as `npm start` does
 * (apps/server/build.mjs, the same Node flags), starts it on a new data dir with the embedded database and the
 * demo data, and prints
 *   - the start-up time to the first answered request (a new data dir: migrations and the demo seed; then a
 *     restart on the same data, the usual case);
 *   - the server's CPU time to that first answer (user + system, all threads: a figure that a loaded
 *     machine changes far less than the wall-clock time);
 *   - RSS and heap idle, at the end of a board + search load (BENCH_LOAD_SECONDS, default 20; the issue's
 *     figure is 600), and idle again every 10 s afterwards up to BENCH_SETTLE_SECONDS (default 30: V8's memory
 *     reducer starts about 8 s after the allocation rate drops and gives the heap's free pages back over the next
 *     seconds), with the ratio to the idle figure (target ≤ 1.2);
 *   - where the idle RSS goes, by mapping (/proc/<pid>/smaps, Linux only).
 * BENCH_NODE_FLAGS adds Node flags to the server's (to compare a flag before changing scripts/server-flags.mjs);
 * BENCH_GLIBC_TUNABLES replaces the server's allocator settings ('' for glibc's defaults).
 * Heap figures come from bench/support/memory-reporter.mjs, preloaded into the server only for this bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, defaultOutdir } from '../apps/server/build.mjs';
import { serverEnvironment, serverNodeFlags } from '../scripts/server-flags.mjs';
import { loadAverage } from './support/report.js';
import { runLoad, msCell, type LoadResult } from './support/paced-load.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
const nodeFlags = [...serverNodeFlags, ...extraFlags];
/**
 * The server's allocator settings (scripts/server-flags.mjs); BENCH_GLIBC_TUNABLES gives others, and
 * BENCH_GLIBC_TUNABLES='' glibc's defaults, for a comparison.
 */
const benchTunables = process.env.BENCH_GLIBC_TUNABLES;
const mallocEnv: Record<string, string> =
  benchTunables === undefined
    ? serverEnvironment({})
    : benchTunables
      ? { GLIBC_TUNABLES: benchTunables }
      : {};
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DEMO = { email: 'giulia.rossi@tecnoware.demo', password: 'Demo2026!' };

interface Usage {
  threadId: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
interface Snapshot {
  main: Usage;
  workers: Usage[];
}

const mb = (n: number) => (n / 1_048_576).toFixed(0);

interface Server {
  child: ChildProcess;
  url: string;
  /** ms from spawn to the first 200 of /api/version */
  startupMs: number;
  /** the server's CPU time (all threads, user + system) at that point, when /proc tells it */
  startupCpuMs: number | undefined;
}

/** CPU time of a process so far (user + system, all its threads), from /proc/<pid>/stat (Linux). */
function cpuMs(pid: number | undefined): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return undefined;
  // The fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th
  // and 13th of them, in clock ticks (100 per second on Linux).
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory by mapping (/proc/<pid>/smaps, Linux): the node binary, other files, anonymous memory. */
function rssByMapping(
  pid: number | undefined,
): { binary: number; files: number; anonymous: number } | undefined {
  const file = `/proc/${pid}/smaps`;
  if (pid === undefined || !existsSync(file)) return undefined;
  const parts = { binary: 0, files: 0, anonymous: 0 };
  let part: keyof typeof parts = 'anonymous';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1] ?? '';
      part = name === process.execPath ? 'binary' : name.startsWith('/') ? 'files' : 'anonymous';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) parts[part] += Number(rss[1]) * 1024;
  }
  return parts;
}

async function startServer(entry: string, dataDir: string): Promise<Server> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', join(repoRoot, 'bench/support/memory-reporter.mjs'), ...nodeFlags, entry],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: {
        ...mallocEnv,
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The bench signs in through the real route; the bot check and the sign-in limit would stop it.
        BOT_CHECK: 'off',
        RATE_LIMITS: 'false',
      },
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}):\n${output}`)));
  });
  for (;;) {
    const res = await fetch(`${url}/api/version`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, url, startupMs: performance.now() - started, startupCpuMs: cpuMs(child.pid) };
}

function snapshot(server: Server): Promise<Snapshot> {
  return new Promise((resolve) => {
    server.child.once('message', (m) => resolve(m as Snapshot));
    server.child.send('memory');
  });
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

const rows: string[][] = [];
function record(phase: string, s: Snapshot, idle?: Snapshot) {
  const w = s.workers.reduce(
    (a, u) => ({ heapUsed: a.heapUsed + u.heapUsed, external: a.external + u.external }),
    { heapUsed: 0, external: 0 },
  );
  rows.push([
    phase,
    mb(s.main.rss),
    idle ? `${((s.main.rss / idle.main.rss) * 100).toFixed(0)} %` : '',
    `${mb(s.main.heapUsed)} / ${mb(s.main.heapTotal)}`,
    mb(s.main.external),
    mb(s.main.arrayBuffers),
    s.workers.length ? `${mb(w.heapUsed)} / ${mb(w.external)}` : '-',
    loadAverage().split(' ')[0]!,
  ]);
}

const outdir = join(defaultOutdir, `bench-memory-${process.pid}`);
const dataDir = mkdtempSync(join(os.tmpdir(), 'hiring-memory-bench-'));
let server: Server | undefined;
const cleanup = async () => {
  if (server) await stop(server).catch(() => undefined);
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
};
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

try {
  const loadBefore = loadAverage();
  const buildStarted = performance.now();
  const { outputs } = await buildServer({ outdir, quiet: true });
  const buildMs = performance.now() - buildStarted;
  const entry = outputs.find((f) => f.endsWith('/main.js'))!;
  const settle = () => new Promise((r) => setTimeout(r, settleSeconds * 1000));

  server = await startServer(entry, dataDir);
  const firstStart = server;
  await settle();
  record('idle after the first start (demo seeded)', await snapshot(server));
  await stop(server);

  server = await startServer(entry, dataDir);
  const restart = server;
  await settle();
  const idle = await snapshot(server);
  const idleMappings = rssByMapping(server.child.pid);
  record(`idle ${settleSeconds} s after a restart (the figure)`, idle);

  const token = (
    await json<{ data: { accessToken: string } }>(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    })
  ).data.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const jobs = await json<{ data: Array<{ id: number }> }>(`${server.url}/api/job?take=1&order[id]=ASC`, {
    headers,
  });
  const jobId = jobs.data[0]?.id;
  if (!jobId) throw new Error('the demo company has no job');
  const searchBody = JSON.stringify({ filters: { text: 'a' }, sort: 'rank', take: 50, skip: 0 });
  await json(`${server.url}/api/board/${jobId}`, { headers });
  await json(`${server.url}/api/search`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: searchBody,
  });

  console.info(
    `  board /api/board/${jobId} and POST /api/search, ${connections} in flight each, ${loadSeconds} s ...`,
  );
  let peak: Snapshot | undefined;
  let loading = true;
  // One snapshot at a time (each takes about 2 s: a GC in every thread, then the answers).
  const sampler = (async (s: Server) => {
    while (loading) {
      const sample = await snapshot(s);
      if (!peak || sample.main.rss > peak.main.rss) peak = sample;
      await new Promise((r) => setTimeout(r, 1000));
    }
  })(server);
  const common = { seconds: loadSeconds, warmupSeconds: 0, connections };
  const [board, search] = await Promise.all([
    runLoad({ ...common, url: `${server.url}/api/board/${jobId}`, headers }),
    runLoad({ ...common, url: `${server.url}/api/search`, method: 'POST', body: searchBody, headers }),
  ]);
  loading = false;
  await sampler;
  record('at the end of the load', await snapshot(server), idle);
  if (peak) record('highest sample under load', peak, idle);
  let after = idle;
  for (let waited = 0; waited < settleSeconds;) {
    const step = Math.min(10, settleSeconds - waited);
    await new Promise((r) => setTimeout(r, step * 1000));
    waited += step;
    after = await snapshot(server);
    record(`idle ${waited} s after the load`, after, idle);
  }

  const cpus = os.cpus();
  console.info('');
  console.info(
    `Node:        ${process.version} (${process.platform} ${process.arch}), flags: ${nodeFlags.join(' ')}, ` +
      `GLIBC_TUNABLES=${mallocEnv.GLIBC_TUNABLES ?? '(glibc defaults)'}`,
  );
  console.info(`CPUs:        ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`);
  console.info(`Load avg:    ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min)`);
  console.info(`Build:       ${msCell(buildMs)} ms (${outputs.length} files)`);
  const cpu = (s: Server) =>
    s.startupCpuMs === undefined ? '' : `, ${(s.startupCpuMs / 1000).toFixed(1)} s of CPU`;
  console.info(
    `Start-up:    ${(firstStart.startupMs / 1000).toFixed(1)} s to the first 200 on a new data dir (migrations, demo seed)${cpu(firstStart)}`,
  );
  console.info(
    `             ${(restart.startupMs / 1000).toFixed(1)} s on the same data dir (restart)${cpu(restart)}`,
  );
  const line = (name: string, r: LoadResult) =>
    `${name}: ${r.requests} requests, ${r.failures} failed, ${r.rps.toFixed(0)} req/s, p50 ${msCell(r.p50)} ms, p95 ${msCell(r.p95)} ms`;
  console.info(`Load:        ${line('board', board)}`);
  console.info(`             ${line('search', search)}`);
  console.info('');
  const header = [
    'phase',
    'RSS MB',
    'vs idle',
    'main heap used/total MB',
    'main external MB',
    'main arrayBuffers MB',
    'workers heap / external MB',
    'load 1m',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.info(fmt(header));
  console.info(
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const r of rows) console.info(fmt(r));
  if (idleMappings) {
    const heaps = idle.main.heapTotal + idle.workers.reduce((a, u) => a + u.heapTotal, 0);
    console.info(
      `\nIdle RSS by mapping: node binary ${mb(idleMappings.binary)} MB, other files (libraries, native modules) ` +
        `${mb(idleMappings.files)} MB, anonymous ${mb(idleMappings.anonymous)} MB (V8 heaps of the main thread and ` +
        `the workers ${mb(heaps)} MB committed; the rest: PGlite's WASM memory and compiled code, malloc, stacks).`,
    );
  }
  const ratio = after.main.rss / idle.main.rss;
  console.info(
    `\nAfter the load: ${(ratio * 100).toFixed(0)} % of idle (target ≤ 120 %); idle RSS ${mb(idle.main.rss)} MB (target ≤ 200 MB).`,
  );
  if (board.failures + search.failures > 0) process.exitCode = 1;
} finally {
  await cleanup();
}
