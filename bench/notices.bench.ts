/**
 * The notice poll: 1,000 users polling POST /api/notice/@fetch every 15 s (about 67 req/s offered),
 * then as fast as the server answers (the most it sustains, next to a bare Fastify route), per database.
 *
 *   npx tsx bench/notices.bench.ts      PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10, for
 * the saturation phase), BENCH_USERS (1000).
 */
import { CompanyRoleId, NOTICE_POLL_MS } from '@hiring/domain';
import * as t from '../apps/server/src/db/schema/index.js';
import type { Database } from '../apps/server/src/db/client.js';
import { createBoardColumns, createCompany, createJob } from '../apps/server/src/db/seed/factories.js';
import { forEachLane, inChunks, loadLine } from './support/bench-lanes.js';
import { startBare } from './support/http.js';
import { msCell, runLoad, type LoadResult } from './support/paced-load.js';
import { settings } from './support/settings.js';

const USERS = Number(process.env.BENCH_USERS || 1000);
const JOBS = 20;
/** Per user: unseen updates over 5 items, and as many already seen. */
const UNSEEN_PER_USER = 10;

async function prepare(db: Database) {
  const company = await createCompany(db, { name: 'Notice Bench S.p.A.' });
  const stamp = Date.now().toString(36);
  const staff = await inChunks(
    Array.from({ length: USERS }, (_, i) => ({
      email: `staff-${stamp}-${i}@bench.test`,
      firstname: `Staff${i}`,
      lastname: 'Bench',
      roleId: 2,
    })),
    500,
    (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
  );
  await inChunks(
    staff.map((u) => ({ userId: u.id, companyId: company.id, companyRoleId: CompanyRoleId.recruiter })),
    500,
    (chunk) => db.insert(t.userCompany).values(chunk).returning({ id: t.userCompany.id }),
  );
  const candidates = await inChunks(
    Array.from({ length: 200 }, (_, i) => ({
      email: `cand-${stamp}-${i}@bench.test`,
      firstname: `Cand${i}`,
      lastname: 'Bench',
      roleId: 3,
    })),
    500,
    (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
  );
  const jobs: Array<{ id: number }> = [];
  for (let j = 0; j < JOBS; j++) {
    const job = await createJob(
      db,
      { companyId: company.id, userId: staff[j]!.id, name: `Poll job ${j}` },
      'published',
    );
    await createBoardColumns(db, job.id);
    jobs.push(job);
  }
  const apps = await inChunks(
    candidates.map((c, i) => ({ jobId: jobs[i % JOBS]!.id, userId: c.id })),
    500,
    (chunk) =>
      db.insert(t.application).values(chunk).returning({ id: t.application.id, jobId: t.application.jobId }),
  );
  const updates = staff.flatMap((u, i) =>
    Array.from({ length: UNSEEN_PER_USER * 2 }, (_, k) => {
      const app = apps[(i * 5 + (k % 5)) % apps.length]!;
      return {
        companyId: company.id,
        recipientUserId: u.id,
        itemClass: k % 2 === 0 ? 'STEP' : 'APPL',
        itemId: app.id,
        applicationId: app.id,
        jobId: app.jobId,
        fromUserId: candidates[k % candidates.length]!.id,
        message: 'Spostato di fase',
        updateIconId: 3,
        seenAt: k < UNSEEN_PER_USER ? null : new Date(),
        createdAt: new Date(Date.now() - k * 60_000),
      };
    }),
  );
  await inChunks(updates, 1000, (chunk) =>
    db.insert(t.noticeUpdate).values(chunk).returning({ id: t.noticeUpdate.id }),
  );
  return { staffIds: staff.map((s) => s.id) };
}

const rows: string[][] = [];
const line = (lane: string, phase: string, offered: string, r: LoadResult, bare: LoadResult | null) => [
  lane,
  phase,
  offered,
  r.rps.toFixed(1),
  msCell(r.p50),
  msCell(r.p95),
  msCell(r.p99),
  String(r.requests),
  String(r.failures),
  bare ? `${((r.rps / bare.rps) * 100).toFixed(2)} %` : '-',
];
const bareApp = await startBare();

try {
  await forEachLane(prepare, async (lane, { staffIds }) => {
    console.info(`  ${lane.label}: signing in ${staffIds.length} users ...`);
    const tokens: string[] = [];
    for (const id of staffIds) tokens.push(await lane.tokenFor(id));
    const url = `${lane.appUrl}/api/notice/@fetch`;
    const body = JSON.stringify({ idList: [] });
    const probe = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body,
    });
    const text = await probe.text();
    if (probe.status !== 200) throw new Error(`POST ${url} answered ${probe.status}: ${text.slice(0, 300)}`);
    console.info(
      `  ${(JSON.parse(text) as { data: unknown[] }).data.length} notice items per poll, ${text.length} bytes`,
    );
    const rate = staffIds.length / (NOTICE_POLL_MS / 1000);
    const common = {
      url,
      method: 'POST' as const,
      body,
      tokens,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
    };
    const n = settings.connections;
    console.info(
      `  measuring the bare route, ${rate.toFixed(1)} req/s offered, then ${n} connections flat out ...`,
    );
    const bare = await runLoad({
      url: `${bareApp.url}/bare`,
      connections: n,
      seconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
    });
    const paced = await runLoad({ ...common, rate });
    const flat = await runLoad({ ...common, connections: n });
    const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    rows.push(line(name, `bare Fastify route, ${n} conn.`, '-', bare, bare));
    rows.push(
      line(name, `${staffIds.length} users every ${NOTICE_POLL_MS / 1000} s`, rate.toFixed(1), paced, null),
    );
    rows.push(line(name, `saturation, ${n} conn.`, '-', flat, bare));
  });
} finally {
  await bareApp.app.close();
}

console.info(`\n${loadLine()}; ${settings.seconds} s per phase after ${settings.warmupSeconds} s warm-up`);
console.info(
  '| database | phase | offered req/s | achieved req/s | p50 ms | p95 ms | p99 ms | requests | failures | vs bare |',
);
console.info('|---|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows) console.info(`| ${r.join(' | ')} |`);
