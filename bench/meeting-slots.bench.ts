/**
 * GET /api/application-step/meeting-slots/{id} for a recruiter with 500 meetings in a 31-day range
 * (and the candidate's own meetings with another company), next to a bare Fastify route, per database.
 * Target (issue 11): p95 < 50 ms.
 *
 *   npx tsx bench/meeting-slots.bench.ts      PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (10,
 * for the saturation phase; the latency phase runs one request at a time).
 */
import { CompanyRoleId, moduleDefaults } from '@hiring/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import * as t from '../apps/server/src/db/schema/index.js';
import {
  addMember,
  createApplication,
  createCompany,
  createJob,
} from '../apps/server/src/db/seed/factories.js';
import { forEachLane, inChunks, loadLine } from './support/bench-lanes.js';
import { startBare } from './support/http.js';
import { msCell, runLoad, type LoadResult } from './support/paced-load.js';
import { settings } from './support/settings.js';

const MEETINGS = 500;
const CANDIDATE_MEETINGS = 20;
const DAY_MS = 24 * 60 * 60_000;
/** The range starts tomorrow at midnight UTC and lasts the longest range allowed. */
const from = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS);
const to = new Date(from.getTime() + 31 * DAY_MS);
/** Every day 08:00–20:00: more stretches to cut than office hours. */
const everyDay = Array.from({ length: 7 }, () => [
  { from: '08:00', to: '13:00' },
  { from: '14:00', to: '20:00' },
]);

async function prepare(db: Database) {
  const stamp = Date.now().toString(36);
  const company = await createCompany(db, { name: 'Slot Bench S.p.A.' });
  const other = await createCompany(db, { name: 'Other Bench S.r.l.' });
  const [recruiter, stranger] = await db
    .insert(t.user)
    .values([
      { email: `rec-${stamp}@bench.test`, firstname: 'Rita', lastname: 'Bench', roleId: 2 },
      { email: `other-${stamp}@bench.test`, firstname: 'Otto', lastname: 'Bench', roleId: 2 },
    ])
    .returning({ id: t.user.id });
  await addMember(db, {
    userId: recruiter!.id,
    companyId: company.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await addMember(db, {
    userId: stranger!.id,
    companyId: other.id,
    companyRoleId: CompanyRoleId.companyAdmin,
  });
  await db
    .update(t.recruiterPreference)
    .set({ workingHours: everyDay, interviewMinutes: 30 })
    .where(eq(t.recruiterPreference.userId, recruiter!.id));
  const job = await createJob(
    db,
    { companyId: company.id, userId: recruiter!.id, name: 'Slot job' },
    'published',
  );
  const otherJob = await createJob(
    db,
    { companyId: other.id, userId: stranger!.id, name: 'Other job' },
    'published',
  );
  const candidates = await inChunks(
    Array.from({ length: MEETINGS + 1 }, (_, i) => ({
      email: `cand-${stamp}-${i}@bench.test`,
      firstname: `Cand${i}`,
      lastname: 'Bench',
      roleId: 3,
    })),
    500,
    (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
  );
  const apps = await inChunks(
    candidates.map((c) => ({ jobId: job.id, userId: c.id })),
    500,
    (chunk) =>
      db
        .insert(t.application)
        .values(chunk)
        .returning({ id: t.application.id, userId: t.application.userId }),
  );
  // 500 interviews of the recruiter, 30 minutes every 85 minutes across the range, each with its own candidate.
  const step = Math.floor((to.getTime() - from.getTime()) / MEETINGS);
  await inChunks(
    apps.slice(1).map((app, i) => ({
      companyId: company.id,
      applicationId: app.id,
      jobId: job.id,
      recruiterUserId: recruiter!.id,
      candidateUserId: app.userId,
      meetingTypeId: 2,
      startsAt: new Date(from.getTime() + i * step),
      endsAt: new Date(from.getTime() + i * step + 30 * 60_000),
      status: 'confirmed',
    })),
    250,
    (chunk) => db.insert(t.meeting).values(chunk).returning({ id: t.meeting.id }),
  );
  // The queried candidate's interviews with the other company, at 10:40 UTC on 20 days.
  const asked = apps[0]!;
  const otherApp = await createApplication(db, { jobId: otherJob.id, userId: asked.userId });
  await db.insert(t.meeting).values(
    Array.from({ length: CANDIDATE_MEETINGS }, (_, d) => ({
      companyId: other.id,
      applicationId: otherApp.id,
      jobId: otherJob.id,
      recruiterUserId: stranger!.id,
      candidateUserId: asked.userId,
      meetingTypeId: 1,
      place: 'Altrove',
      startsAt: new Date(from.getTime() + d * DAY_MS + 10 * 3_600_000 + 40 * 60_000),
      endsAt: new Date(from.getTime() + d * DAY_MS + 11 * 3_600_000 + 40 * 60_000),
      status: 'confirmed',
    })),
  );
  return { recruiterId: recruiter!.id, applicationId: asked.id };
}

const rows: string[][] = [];
const line = (lane: string, phase: string, r: LoadResult, bare: LoadResult | null) => [
  lane,
  phase,
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
  await forEachLane(
    prepare,
    async (lane, { recruiterId, applicationId }) => {
      const token = await lane.tokenFor(recruiterId);
      const query = `from=${from.toISOString()}&to=${to.toISOString()}`;
      const url = `${lane.appUrl}/api/application-step/meeting-slots/${applicationId}?${query}`;
      const probe = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const text = await probe.text();
      if (probe.status !== 200) throw new Error(`GET ${url} answered ${probe.status}: ${text.slice(0, 300)}`);
      const slots = (JSON.parse(text) as { data: { slots: unknown[] } }).data.slots.length;
      console.info(`  ${slots} free slots around ${MEETINGS} meetings, ${text.length} bytes per answer`);
      const common = {
        url,
        tokens: [token],
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
      };
      const n = settings.connections;
      const bare = await runLoad({
        url: `${bareApp.url}/bare`,
        connections: n,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
      });
      // The floor of a signed-in read: the guard and one small query (the caller's preferences).
      const own = await runLoad({
        ...common,
        url: `${lane.appUrl}/api/recruiter-preference`,
        connections: 1,
      });
      const single = await runLoad({ ...common, connections: 1 });
      const flat = await runLoad({ ...common, connections: n });
      const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      rows.push(line(name, `bare Fastify route, ${n} conn.`, bare, bare));
      rows.push(line(name, 'GET /recruiter-preference, 1 conn.', own, null));
      rows.push(line(name, 'meeting-slots, 1 conn.', single, null));
      rows.push(line(name, `meeting-slots, ${n} conn.`, flat, bare));
    },
    { modules: { ...moduleDefaults, disableScheduling: false } },
  );
} finally {
  await bareApp.app.close();
}

console.info(`\n${loadLine()}; ${settings.seconds} s per phase after ${settings.warmupSeconds} s warm-up`);
console.info('| database | phase | req/s | p50 ms | p95 ms | p99 ms | requests | failures | vs bare |');
console.info('|---|---|--:|--:|--:|--:|--:|--:|--:|');
for (const r of rows) console.info(`| ${r.join(' | ')} |`);
