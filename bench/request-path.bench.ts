/**
 * The generic list's request path against its floor: a hand-written Fastify + pg route that checks
 * the bearer token's signature and runs the very SQL text the app runs (captured from the app's own
 * pool during a probe request, and printed), over the same rows, side by side in one run.
 *
 *   npm run bench:request-path -w @hiring/bench      a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs)
 *   DATABASE_URL=postgres://... npm run bench:request-path -w @hiring/bench     a database on that server
 *
 * BENCH_SECONDS (default 10 per round and target), BENCH_WARMUP_SECONDS (default 2),
 * BENCH_CONNECTIONS (default 50), BENCH_ROUNDS (default 2: app and hand-written alternate, the
 * means over the rounds are compared), BENCH_WORKERS (threads of the load generator, default 1).
 * No Accept-Encoding is sent: nothing is compressed. Targets: the app at ≥ 90 % of the hand-written
 * route's requests/s for 200 rows, ≥ 80 % for 50 rows (issue 15, point 4).
 *
 * Beside req/s (noise on a shared machine) it prints the CPU each request cost, which the load
 * average moves much less: the server thread's (app and hand-written route run on the main thread,
 * the load generator in BENCH_WORKERS worker threads; with BENCH_WORKERS=0 the figure includes it)
 * and the PostgreSQL backends' of the benchmark's database. The warm-up is a load of its own, not
 * counted. BENCH_READ_VIA=drizzle reads the rows through Drizzle's query builder and row mapping
 * (the path before the raw reads of http/resources/read.ts), for a before/after in turns.
 */
import os from 'node:os';
import { count, eq, isNull, and, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { job } from '../apps/server/src/db/schema/index.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { openThrowawayDatabase } from '../apps/server/src/db/throwaway-database.js';
import { readVia } from '../apps/server/src/http/resources/read.js';
import { addJobs, companyOf } from './support/bench-jobs.js';
import { login, probe } from './support/http.js';
import { runBench, type BenchRun } from './support/bench-run.js';
import { measure as measureTarget } from './support/measure.js';
import { mainThreadCpuMs, postgresCpuMark } from './support/cpu-per-request.js';
import { loadAverage } from './support/report.js';
import { intEnv } from './support/settings.js';
import { startBenchApp } from './support/bench-app.js';

const settings = {
  seconds: intEnv('BENCH_SECONDS', 10, 1, 600),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2, 0, 60),
  connections: intEnv('BENCH_CONNECTIONS', 50, 1, 1000),
  rounds: intEnv('BENCH_ROUNDS', 2, 1, 20),
  workers: intEnv('BENCH_WORKERS', 1, 0, 16),
  readVia: process.env.BENCH_READ_VIA === 'drizzle' ? 'drizzle' : 'raw',
};

const DEMO_EMAIL = 'giulia.rossi@tecnoware.demo';
/** Enough jobs in the demo company for a full page of 200 (the demo seed has a few dozen). */
const EXTRA_JOBS = 300;
const listPath = (take: number) => `/api/job?order[createdAt]=DESC&take=${take}`;
const SIZES = [200, 50] as const;
const TARGETS = { 200: 0.9, 50: 0.8 } as const;

interface Captured {
  text: string;
  values: unknown[];
}

/** Every query the app's pool runs while `during` runs (pg's Client.query, by text). */
async function captureQueries(during: () => Promise<unknown>): Promise<Captured[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const seen: Captured[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      seen.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return original.apply(this, args);
  };
  try {
    await during();
  } finally {
    proto.query = original;
  }
  return seen;
}

async function measure(url: string, headers: Record<string, string>, database: string | undefined) {
  const target = { name: url, url, headers };
  if (settings.warmupSeconds > 0)
    await measureTarget(target, { ...settings, seconds: settings.warmupSeconds, warmupSeconds: 0 });
  const cpuBefore = mainThreadCpuMs();
  const pgUsed = postgresCpuMark(database);
  const { result, failures } = await measureTarget(target, { ...settings, warmupSeconds: 0 });
  const n = Math.max(1, result.requests.total);
  return {
    rps: result.requests.mean,
    failures,
    p99: result.latency.p99,
    serverCpuMs: (mainThreadCpuMs() - cpuBefore) / n,
    pgCpuMs: (pgUsed() * 1000) / n,
  };
}

async function main({ cleanups, interrupted }: BenchRun): Promise<number> {
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // Loaded by path at run time: the helper is plain JavaScript outside this package's type check.
    const helper = new URL('../scripts/pg-cluster.mjs', import.meta.url).href;
    const { startPostgres } = (await import(helper)) as {
      startPostgres(): Promise<{ url: string; stop(): Promise<void> } | null>;
    };
    console.info('Starting a throwaway PostgreSQL cluster ...');
    const cluster = await startPostgres();
    if (!cluster) {
      console.error('No PostgreSQL server binaries (initdb, pg_ctl) and no DATABASE_URL.');
      return 1;
    }
    cleanups.push(() => cluster.stop());
    serverUrl = cluster.url;
  }
  console.info('Preparing the database ...');
  const fresh = await openThrowawayDatabase({ serverUrl, prefix: 'hiring_bench_rp', poolSize: 10 });
  cleanups.push(() => fresh.dispose());
  const { handle } = fresh;
  await handle.migrate();
  await seedDatabase(handle.db, { demo: true });
  const { companyId, memberIds } = await companyOf(handle.db, DEMO_EMAIL);
  await addJobs(handle.db, companyId, memberIds, EXTRA_JOBS);
  await handle.db.execute(sql`ANALYZE`);
  const [jobs] = await handle.db
    .select({ n: count() })
    .from(job)
    .where(and(eq(job.companyId, companyId), isNull(job.deletedAt)));
  console.info(`  company ${companyId}: ${jobs?.n ?? 0} live jobs`);

  readVia.raw = settings.readVia === 'raw';
  const { url: appUrl, config } = await startBenchApp(handle, cleanups);
  const { jwtSecret } = config;
  const token = await login(appUrl, DEMO_EMAIL, DEMO_PASSWORD);
  const auth = { authorization: `Bearer ${token}` };

  // The SQL the app runs for each page size, captured from its own pool.
  const statements = new Map<number, Captured>();
  for (const take of SIZES) {
    const seen = await captureQueries(() => probe(`${appUrl}${listPath(take)}`, auth));
    const list = seen.find((q) => /from "job"/i.test(q.text) && /limit/i.test(q.text));
    if (!list) throw new Error(`no job list query seen among: ${seen.map((q) => q.text).join('\n')}`);
    statements.set(take, list);
  }

  // The floor: a hand-written route, same token check (signature, issuer, audience), same SQL text.
  const dbName = /database (\S+)$/.exec(fresh.label)?.[1];
  const handUrl = new URL(serverUrl);
  if (dbName) handUrl.pathname = `/${dbName}`;
  const handPool = new pg.Pool({ connectionString: handUrl.toString(), max: 10 });
  cleanups.push(() => handPool.end());
  const hand = Fastify({ logger: false });
  hand.get<{ Querystring: { take?: string } }>('/hand', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const bearer = header.startsWith('Bearer ') ? header.slice(7) : '';
    try {
      await jwtVerify(bearer, jwtSecret, {
        algorithms: ['HS256'],
        issuer: 'hiring',
        audience: 'hiring-api',
      });
    } catch {
      return reply.status(401).send({ error: 'unauthorized' });
    }
    const statement = statements.get(Number(request.query.take));
    if (!statement) return reply.status(400).send({ error: 'take' });
    const { rows } = await handPool.query({ text: statement.text, values: statement.values });
    return { data: rows };
  });
  cleanups.push(() => hand.close());
  const handUrlBase = await hand.listen({ host: '127.0.0.1', port: 0 });

  console.info('');
  for (const take of SIZES) {
    const s = statements.get(take)!;
    console.info(
      `SQL for take=${take} (the app's, run by both):\n  ${s.text}\n  values ${JSON.stringify(s.values)}`,
    );
    const appProbe = await probe(`${appUrl}${listPath(take)}`, auth);
    const handProbe = await probe(`${handUrlBase}/hand?take=${take}`, auth);
    console.info(
      `  app ${appProbe.rows} rows ${appProbe.bytes} bytes; hand-written ${handProbe.rows} rows ${handProbe.bytes} bytes`,
    );
  }
  console.info('');

  const loadBefore = loadAverage();
  type Measured = Awaited<ReturnType<typeof measure>>;
  const sums = new Map<
    string,
    { rps: number[]; p99: number[]; serverCpuMs: number[]; pgCpuMs: number[]; failures: number }
  >();
  const add = (key: string, m: Measured) => {
    const entry = sums.get(key) ?? { rps: [], p99: [], serverCpuMs: [], pgCpuMs: [], failures: 0 };
    entry.rps.push(m.rps);
    entry.p99.push(m.p99);
    entry.serverCpuMs.push(m.serverCpuMs);
    entry.pgCpuMs.push(m.pgCpuMs);
    entry.failures += m.failures;
    sums.set(key, entry);
  };
  for (let round = 1; round <= settings.rounds && !interrupted(); round++) {
    for (const take of SIZES) {
      for (const side of round % 2 === 1 ? (['app', 'hand'] as const) : (['hand', 'app'] as const)) {
        if (interrupted()) break;
        const url = side === 'app' ? `${appUrl}${listPath(take)}` : `${handUrlBase}/hand?take=${take}`;
        const m = await measure(url, auth, dbName);
        console.info(
          `  round ${round} ${side.padEnd(4)} take=${String(take).padEnd(3)} ${m.rps.toFixed(0).padStart(6)} req/s  p99 ${m.p99} ms  CPU/request: server ${m.serverCpuMs.toFixed(3)} ms, PostgreSQL ${m.pgCpuMs.toFixed(3)} ms  load ${loadAverage()}`,
        );
        add(`${side}-${take}`, m);
      }
    }
  }
  if (interrupted()) {
    console.error('Interrupted.');
    return 130;
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cpus = os.cpus();
  console.info('');
  console.info(`Database:    ${fresh.label}`);
  console.info(`Node:        ${process.version} (${process.platform} ${process.arch})`);
  console.info(`CPUs:        ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`);
  console.info(`Load avg:    ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min)`);
  console.info(`Rows read:   ${settings.readVia === 'raw' ? 'raw (driver rows, aliased)' : 'Drizzle'}`);
  console.info(
    `Traffic:     ${settings.connections} connections, ${settings.rounds} round(s) of ${settings.seconds} s after ${settings.warmupSeconds} s warm-up, no Accept-Encoding`,
  );
  console.info('');
  console.info(
    '| rows | app req/s | hand-written req/s | app / hand-written | target | server CPU ms/req app / hand | PostgreSQL CPU ms/req app / hand |',
  );
  console.info('|-----:|----------:|-------------------:|-------------------:|-------:|--:|--:|');
  let failed = 0;
  let missed = 0;
  for (const take of SIZES) {
    const a = sums.get(`app-${take}`)!;
    const h = sums.get(`hand-${take}`)!;
    failed += a.failures + h.failures;
    const ratio = mean(a.rps) / mean(h.rps);
    if (ratio < TARGETS[take]) missed++;
    console.info(
      `| ${take} | ${mean(a.rps).toFixed(0)} | ${mean(h.rps).toFixed(0)} | ${(ratio * 100).toFixed(1)} % | ≥ ${TARGETS[take] * 100} % ${ratio >= TARGETS[take] ? 'met' : 'MISSED'} | ${mean(a.serverCpuMs).toFixed(3)} / ${mean(h.serverCpuMs).toFixed(3)} | ${mean(a.pgCpuMs).toFixed(3)} / ${mean(h.pgCpuMs).toFixed(3)} |`,
    );
  }
  if (failed > 0) {
    console.error(`${failed} failed requests (errors or non-2xx)`);
    return 1;
  }
  if (missed > 0) console.info(`\n${missed} target(s) missed.`);
  return 0;
}

runBench(main);
