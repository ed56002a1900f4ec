/**
 * Live chat delivery (docs/live.md): 1,000 open `GET /api/live` streams on one server, then messages
 * posted at a steady rate; the latency is from the moment the POST /api/message leaves the client to
 * the moment its `chat` frame arrives on the candidate's stream. Next to it in the same run, with
 * the same streams open: the POST itself and the bare `GET /api/version`.
 *
 *   npx tsx bench/chat-live.bench.ts      PGlite, then PostgreSQL (DATABASE_URL's server or a private cluster)
 *
 * BENCH_LANES (pglite,postgres), BENCH_STREAMS (1000), BENCH_STAFF (50), BENCH_MESSAGES (500),
 * BENCH_RATE (25 messages/s). The streams and the senders run in a worker thread (their own event
 * loop, one clock); the server keeps the main thread.
 */
import { Worker } from 'node:worker_threads';
import { CompanyRoleId } from '@hiring/domain';
import * as t from '../apps/server/src/db/schema/index.js';
import type { Database } from '../apps/server/src/db/client.js';
import {
  addMember,
  createBoardColumns,
  createCompany,
  createJob,
} from '../apps/server/src/db/seed/factories.js';
import { forEachLane, inChunks, loadLine } from './support/bench-lanes.js';
import { msCell } from './support/paced-load.js';

const STREAMS = Number(process.env.BENCH_STREAMS || 1000);
const STAFF = Number(process.env.BENCH_STAFF || 50);
const MESSAGES = Number(process.env.BENCH_MESSAGES || 500);
const RATE = Number(process.env.BENCH_RATE || 25);
/** Streams: the sender, the other staff, the candidates (each with a chat the sender opened). */
const CANDIDATES = STREAMS - STAFF;

async function prepare(db: Database) {
  const company = await createCompany(db, { name: 'Chat Live Bench S.p.A.' });
  const stamp = Date.now().toString(36);
  const people = (n: number, kind: string, roleId: number) =>
    inChunks(
      Array.from({ length: n }, (_, i) => ({
        email: `${kind}-${stamp}-${i}@bench.test`,
        firstname: `${kind}${i}`,
        lastname: 'Bench',
        roleId,
      })),
      500,
      (chunk) => db.insert(t.user).values(chunk).returning({ id: t.user.id }),
    );
  const staff = await people(STAFF, 'staff', 2);
  for (const s of staff) {
    await addMember(db, { userId: s.id, companyId: company.id, companyRoleId: CompanyRoleId.recruiter });
  }
  const sender = staff[0]!;
  const job = await createJob(
    db,
    { companyId: company.id, userId: sender.id, name: 'Live job' },
    'published',
  );
  const [column] = await createBoardColumns(db, job.id);
  const candidates = await people(CANDIDATES, 'cand', 3);
  await inChunks(
    candidates.map((c) => ({ jobId: job.id, userId: c.id, jobApplicationStatusId: column!.id })),
    500,
    (chunk) => db.insert(t.application).values(chunk).returning({ id: t.application.id }),
  );
  const chats = await inChunks(
    candidates.map((c) => ({
      companyId: company.id,
      candidateUserId: c.id,
      userId: sender.id,
      jobId: job.id,
    })),
    500,
    (chunk) => db.insert(t.chat).values(chunk).returning({ id: t.chat.id }),
  );
  return {
    staffIds: staff.map((s) => s.id),
    candidateIds: candidates.map((c) => c.id),
    chatIds: chats.map((c) => c.id),
  };
}

interface WorkerResult {
  opened: number;
  openMs: number;
  delivery: number[];
  /** Frame arrival minus the POST's answer, per message (negative: the frame came first). */
  afterAnswer: number[];
  post: number[];
  version: number[];
  lost: number;
  framesTotal: number;
  /** Sends that failed (not counted in the latencies), with their reason. */
  failures: string[];
}

/**
 * The client side in one worker: opens every stream (fetch + reader, as the web app), waits for each
 * `ready`, then at RATE per second posts a message to candidate k's chat and asks GET /api/version,
 * timing the POST, the version call and the frame's arrival on candidate k's stream.
 */
const workerCode = `
const { parentPort, workerData: o } = require('node:worker_threads');
const now = () => performance.now();
const sentAt = new Map(); const arrived = new Map(); const answered = new Map();
const delivery = []; const failures = []; let framesTotal = 0;
function open(token, measured) {
  return new Promise((resolve, reject) => {
    fetch(o.appUrl + '/api/live', { headers: { authorization: 'Bearer ' + token } }).then(async (res) => {
      if (res.status !== 200) return reject(new Error('GET /api/live answered ' + res.status));
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        buf += value;
        let cut;
        while ((cut = buf.indexOf('\\n\\n')) >= 0) {
          const block = buf.slice(0, cut); buf = buf.slice(cut + 2);
          if (block.startsWith('event: ready')) resolve();
          else if (block.startsWith('event: chat')) {
            framesTotal++;
            if (!measured) continue;
            const data = JSON.parse(block.slice(block.indexOf('data: ') + 6));
            const key = data.message && data.message.body;
            const t0 = sentAt.get(key);
            if (data.type === 'message' && t0 !== undefined) { delivery.push(now() - t0); arrived.set(key, now()); sentAt.delete(key); }
          }
        }
      }
    }, reject);
  });
}
(async () => {
  const t0 = now();
  // Opened 100 at a time, as clients arrive (1,000 connects at once overflow the listen backlog of 511).
  const all = [...o.staffTokens.map((t) => [t, false]), ...o.candidateTokens.map((t) => [t, true])];
  for (let i = 0; i < all.length; i += 100) await Promise.all(all.slice(i, i + 100).map(([t, m]) => open(t, m)));
  const openMs = now() - t0;
  const post = [], version = [];
  const pending = [];
  const headers = { authorization: 'Bearer ' + o.senderToken, 'content-type': 'application/json' };
  const interval = 1000 / o.rate;
  let next = now();
  for (let i = 0; i < o.messages; i++) {
    const k = i % o.chatIds.length;
    pending.push((async () => {
      const started = now();
      sentAt.set('Messaggio ' + i, started);
      try {
        const res = await fetch(o.appUrl + '/api/message', { method: 'POST', headers, body: JSON.stringify({ chatId: o.chatIds[k], body: 'Messaggio ' + i }) });
        const json = await res.json();
        if (res.status !== 201) throw new Error('POST /api/message answered ' + res.status + ' ' + JSON.stringify(json));
        post.push(now() - started);
        answered.set('Messaggio ' + i, now());
      } catch (e) {
        sentAt.delete('Messaggio ' + i);
        failures.push(String(e && e.cause || e));
      }
    })());
    pending.push((async () => {
      const started = now();
      const res = await fetch(o.appUrl + '/api/version'); await res.arrayBuffer();
      version.push(now() - started);
    })());
    next += interval;
    const wait = next - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(pending);
  // Frames still travelling get a moment; anything later counts as lost.
  const deadline = now() + 5000;
  while (sentAt.size > 0 && now() < deadline) await new Promise((r) => setTimeout(r, 20));
  // What live delivery adds to the request: the frame's arrival after the POST's answer (< 0: before it).
  const afterAnswer = [...arrived].filter(([k]) => answered.has(k)).map(([k, at]) => at - answered.get(k));
  parentPort.postMessage({ opened: all.length, openMs, delivery, afterAnswer, post, version, lost: sentAt.size, framesTotal, failures });
  process.exit(0);
})().catch((e) => { parentPort.postMessage({ error: String(e && e.stack || e) }); });
`;

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : 0;
};
const rows: string[][] = [];

await forEachLane(prepare, async (lane, { staffIds, candidateIds, chatIds }) => {
  console.info(`  ${lane.label}: signing in ${staffIds.length + candidateIds.length} users ...`);
  const staffTokens: string[] = [];
  for (const id of staffIds) staffTokens.push(await lane.tokenFor(id));
  const candidateTokens: string[] = [];
  for (const id of candidateIds) candidateTokens.push(await lane.tokenFor(id));
  console.info(`  opening ${STREAMS} streams, then ${MESSAGES} messages at ${RATE}/s ...`);
  const result = await new Promise<WorkerResult>((resolve, reject) => {
    const worker = new Worker(workerCode, {
      eval: true,
      workerData: {
        appUrl: lane.appUrl,
        staffTokens,
        candidateTokens,
        senderToken: staffTokens[0],
        // Messages go round the candidates' chats, in the order their streams were opened.
        chatIds,
        messages: MESSAGES,
        rate: RATE,
      },
    });
    worker.once('message', (m: WorkerResult | { error: string }) =>
      'error' in m ? reject(new Error(m.error)) : resolve(m),
    );
    worker.once('error', reject);
  });
  const name = lane.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const line = (what: string, v: number[], extra: string) => [
    name,
    what,
    String(v.length),
    msCell(pct(v, 50)),
    msCell(pct(v, 95)),
    msCell(pct(v, 99)),
    msCell(pct(v, 100)),
    extra,
  ];
  rows.push(
    line('send → chat frame on the candidate’s stream', result.delivery, `${result.lost} lost`),
    line('frame arrival − POST answer (same message)', result.afterAnswer, 'the live path alone'),
    line('POST /api/message (answer)', result.post, `${result.failures.length} failed`),
    line('GET /api/version (bare route)', result.version, '-'),
  );
  if (result.failures.length > 0) console.info(`  failed sends, first: ${result.failures[0]}`);
  console.info(
    `  ${result.opened} streams open in ${Math.round(result.openMs)} ms; ${result.framesTotal} chat frames delivered in all`,
  );
});

console.info(
  `\n${loadLine()}; ${STREAMS} streams (${STAFF} staff, ${CANDIDATES} candidates), ${MESSAGES} messages at ${RATE}/s`,
);
console.info('| database | measured | samples | p50 ms | p95 ms | p99 ms | max ms | note |');
console.info('|---|---|--:|--:|--:|--:|--:|---|');
for (const r of rows) console.info(`| ${r.join(' | ')} |`);
