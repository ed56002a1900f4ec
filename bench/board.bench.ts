/**
 * GET /api/board/{jobId} for a job with 2,000 applications, next to GET /api/version, per database.
 *
 *   npx tsx bench/board.bench.ts        PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10: the
 * board is also measured with 1 connection, the latency of one user opening it), BENCH_APPLICATIONS (2000).
 */
import { CompanyRoleId, RoleId } from '@hiring/domain';
import * as t from '../apps/server/src/db/schema/index.js';
import type { Database } from '../apps/server/src/db/client.js';
import {
  addMember,
  createBoardColumns,
  createCompany,
  createJob,
  createUser,
} from '../apps/server/src/db/seed/factories.js';
import { forEachLane, inChunks, loadLine } from './support/bench-lanes.js';
import { msCell, runLoad, type LoadResult } from './support/paced-load.js';
import { settings } from './support/settings.js';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 2000);

async function prepare(db: Database) {
  const company = await createCompany(db, { name: 'Bench S.r.l.' });
  const owner = await createUser(db, { firstname: 'Bea', lastname: 'Bench' });
  await addMember(db, { userId: owner.id, companyId: company.id, companyRoleId: CompanyRoleId.companyAdmin });
  const job = await createJob(
    db,
    { companyId: company.id, userId: owner.id, name: 'Bench job' },
    'published',
  );
  const columns = await createBoardColumns(db, job.id);
  const stamp = Date.now().toString(36);
  const users = await inChunks(
    Array.from({ length: APPLICATIONS }, (_, i) => ({
      email: `cand-${stamp}-${i}@bench.test`,
      firstname: `Nome${i}`,
      lastname: `Cognome${i}`,
      roleId: RoleId.user,
      picture: i % 3 === 0 ? `https://cdn.example/p/${i}.png` : null,
    })),
    500,
    (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
  );
  await inChunks(
    users.map((u, i) => ({ userId: u.id, headline: `Sviluppatore ${i % 7 === 0 ? 'senior' : 'junior'}` })),
    500,
    (chunk) => db.insert(t.userDetail).values(chunk).returning({ id: t.userDetail.id }),
  );
  const apps = await inChunks(
    users.map((u, i) => ({
      jobId: job.id,
      userId: u.id,
      // A fifth in the "new" list, the rest spread over the five columns.
      jobApplicationStatusId: i % 6 === 0 ? null : columns[i % 5]!.id,
      viewedAt: i % 2 === 0 ? new Date() : null,
    })),
    500,
    (chunk) => db.insert(t.application).values(chunk).returning({ id: t.application.id }),
  );
  await inChunks(
    apps.flatMap((a, i) => [
      { applicationId: a.id, applicationStepTypeId: 1, createdAt: new Date(Date.now() - 86_400_000) },
      { applicationId: a.id, applicationStepTypeId: i % 2 === 0 ? 4 : 3 },
    ]),
    500,
    (chunk) => db.insert(t.applicationStep).values(chunk).returning({ id: t.applicationStep.id }),
  );
  return { ownerId: owner.id, jobId: job.id };
}

const rows: string[][] = [];
const line = (lane: string, target: string, r: LoadResult, ratio: string) => [
  lane,
  target,
  r.rps.toFixed(0),
  msCell(r.p50),
  msCell(r.p95),
  msCell(r.p99),
  String(r.requests),
  String(r.failures),
  ratio,
];

await forEachLane(prepare, async (lane, { ownerId, jobId }) => {
  const headers = { authorization: `Bearer ${await lane.tokenFor(ownerId)}` };
  const boardUrl = `${lane.appUrl}/api/board/${jobId}`;
  const probe = await fetch(boardUrl, { headers });
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
  console.info(`  measuring /api/version and /api/board/${jobId}, ${settings.seconds} s each ...`);
  const version = await runLoad({ ...common, url: `${lane.appUrl}/api/version` });
  const single = await runLoad({ ...common, connections: 1, url: boardUrl, headers });
  const board = await runLoad({ ...common, url: boardUrl, headers });
  const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const ratio = (r: LoadResult) => `${((r.rps / version.rps) * 100).toFixed(2)} %`;
  rows.push(line(name, `version (${settings.connections} conn.)`, version, '100 %'));
  rows.push(line(name, 'board (1 conn.)', single, ratio(single)));
  rows.push(line(name, `board (${settings.connections} conn.)`, board, ratio(board)));
});

console.info(`\n${loadLine()}; ${settings.connections} connections, ${settings.seconds} s per target`);
console.info(`| database | target | req/s | p50 ms | p95 ms | p99 ms | requests | failures | vs version |`);
console.info(`|---|---|--:|--:|--:|--:|--:|--:|--:|`);
for (const r of rows) console.info(`| ${r.join(' | ')} |`);
