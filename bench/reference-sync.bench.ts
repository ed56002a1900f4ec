/**
 * The browser's reference-data sync (apps/web/src/shared/reference) over real HTTP on loopback:
 * a cold sync (an empty local database: every table, paged) and an unchanged sync (the model
 * registry only), per database. It runs the web app's own sync code and API client, with
 * fake-indexeddb standing in for the browser's IndexedDB, and then replays the same HTTP calls
 * without the local database to tell the two costs apart.
 *
 *   npx tsx bench/reference-sync.bench.ts     PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_RUNS (10 of each kind).
 */
// The web modules below are browser code: type them against the DOM library, as apps/web does.
/// <reference lib="dom" />
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { user } from '../apps/server/src/db/schema/index.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { createApiClient } from '../apps/web/src/shared/api/create-api-client';
import { ReferenceDb } from '../apps/web/src/shared/reference/reference-db';
import type { ReferenceGet, SyncReport } from '../apps/web/src/shared/reference/reference-sync';
import { runReferenceSync } from '../apps/web/src/shared/reference/run-reference-sync';
import { forEachLane, loadLine } from './support/bench-lanes.js';

const RUNS = Number(process.env.BENCH_RUNS || 10);
const RECRUITER = 'giulia.rossi@tecnoware.demo';
const TARGETS = { cold: 2000, unchanged: 100 };

async function prepare(db: Database) {
  await seedDatabase(db, { demo: true });
  const [recruiter] = await db.select({ id: user.id }).from(user).where(eq(user.email, RECRUITER));
  if (!recruiter) throw new Error(`${RECRUITER} is missing: did the demo seed change?`);
  return { recruiterId: recruiter.id };
}

/** The API base the web app reads from /config.json at start-up (load-config.ts), before any sync. */
async function apiBase(appUrl: string): Promise<string> {
  const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { api: { openApiUrl: string } };
  return new URL(config.api.openApiUrl, appUrl).href;
}

/** What the web client sends, as reference-client.ts builds it, counting calls and bytes. */
function webClient(base: string, token: string) {
  const seen = { urls: [] as string[], bytes: 0 };
  const client = createApiClient({
    baseUrl: () => base,
    accessToken: () => token,
    fetch: async (input, init) => {
      const res = await globalThis.fetch(input, { ...init, cache: 'no-cache' });
      seen.urls.push(String(input));
      seen.bytes += Number(res.headers.get('content-length') ?? 0);
      return res;
    },
  });
  const get: ReferenceGet = (path, query) => client.get(path, { query });
  return { get, seen };
}

/** A fresh local database: the one a first visit finds. */
async function emptyReferenceDb(): Promise<ReferenceDb> {
  await new ReferenceDb().delete();
  return new ReferenceDb();
}

/** One sync as the shell runs it (runReferenceSync: drop and reload once on failure). */
async function sync(db: ReferenceDb, get: ReferenceGet): Promise<{ ms: number; report: SyncReport }> {
  let current = db;
  const drop = async () => {
    await current.delete();
    current = new ReferenceDb();
  };
  const started = performance.now();
  const report = await runReferenceSync({ get, open: () => current, drop });
  const ms = performance.now() - started;
  if (!report) throw new Error('The reference sync failed (see the warnings above)');
  const refused = Object.entries(report.tables).filter(
    ([, outcome]) => outcome === 'forbidden' || outcome === 'missing',
  );
  if (refused.length > 0)
    throw new Error(`Tables not synced: ${JSON.stringify(Object.fromEntries(refused))}`);
  return { ms, report };
}

/**
 * The same HTTP calls without the local database: the registry first, then each table's pages
 * one after another, the tables side by side, as syncReferenceTables sends them.
 */
async function replay(urls: string[], token: string): Promise<number> {
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const get = async (url: string) => (await fetch(url, { headers, cache: 'no-cache' })).arrayBuffer();
  const [registry, ...pages] = urls;
  const byTable = new Map<string, string[]>();
  for (const url of pages) {
    const path = new URL(url).pathname;
    byTable.set(path, [...(byTable.get(path) ?? []), url]);
  }
  const started = performance.now();
  await get(registry!);
  await Promise.all(
    [...byTable.values()].map(async (list) => {
      for (const url of list) await get(url);
    }),
  );
  return performance.now() - started;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
};

const rows: string[][] = [];
await forEachLane(prepare, async (lane, { recruiterId }) => {
  const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const token = await lane.tokenFor(recruiterId);
  const base = await apiBase(lane.appUrl);
  const cold: number[] = [];
  const unchanged: number[] = [];
  const replayed: number[] = [];
  let coldCalls = { urls: [] as string[], bytes: 0 };
  let unchangedCalls = 0;
  // One unmeasured cold sync first: the server's first requests compile its serialisers.
  for (let run = -1; run < RUNS; run++) {
    const db = await emptyReferenceDb();
    const client = webClient(base, token);
    const first = await sync(db, client.get);
    if (run >= 0) cold.push(first.ms);
    coldCalls = { urls: [...client.seen.urls], bytes: client.seen.bytes };
    client.seen.urls.length = 0;
    // The next page load opens the local database again and finds it filled.
    db.close();
    const reopened = new ReferenceDb();
    const again = await sync(reopened, client.get);
    if (Object.values(again.report.tables).some((outcome) => outcome !== 'unchanged'))
      throw new Error(`An unchanged sync fetched tables: ${JSON.stringify(again.report.tables)}`);
    if (run >= 0) unchanged.push(again.ms);
    unchangedCalls = client.seen.urls.length;
    if (run >= 0) replayed.push(await replay(coldCalls.urls, token));
    reopened.close();
  }
  const line = (what: string, calls: string, values: number[], target?: number) => {
    const { median, max } = stats(values);
    const verdict = target === undefined ? '' : max < target ? `under ${target} ms` : `OVER ${target} ms`;
    rows.push([name, what, calls, String(values.length), median.toFixed(1), max.toFixed(1), verdict]);
  };
  const kb = (coldCalls.bytes / 1024).toFixed(0);
  line('cold sync (web code, fake-indexeddb)', `${coldCalls.urls.length} (${kb} kB)`, cold, TARGETS.cold);
  line('the same HTTP calls, no local database', `${coldCalls.urls.length}`, replayed);
  line('unchanged sync (web code)', String(unchangedCalls), unchanged, TARGETS.unchanged);
});

console.info(`\n${loadLine()}; ${RUNS} runs of each`);
console.info('| database | sync | HTTP calls | runs | median ms | max ms | target |');
console.info('|---|---|--:|--:|--:|--:|---|');
for (const r of rows) console.info(`| ${r.join(' | ')} |`);
if (rows.some((r) => r[6]!.startsWith('OVER'))) process.exitCode = 1;
