import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed.js';
import { openThrowawayDatabase } from '../src/db/throwaway-database.js';
import { buildServerCopy, startServerProcess, type ServerProcess } from '../../../scripts/server-process.mjs';
import { startBurst, writtenRows, type AckedWrite, type BurstTarget } from './durability-support.js';

/**
 * Durability (docs/deploy.md, "Durability"): the built server, SIGKILLed in the middle of a burst of
 * concurrent writes, loses none it acknowledged, on the embedded PGlite and on PostgreSQL. After each
 * kill the server restarts on the same data and must be ready; at the end every acknowledged write
 * must be there, and every write found (acknowledged or cut off) whole.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ROUNDS = 3;
/** Acknowledgements per round before the kill; the other workers' requests are then in flight. */
const ACKS = 60;

interface Lane {
  env: Record<string, string>;
  /** The database, for the checks, once the server is stopped. */
  open(): Promise<{ db: Database; close(): Promise<void> }>;
  dispose(): Promise<void>;
}

function pgliteLane(): Lane {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-durability-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresLane(url: string): Promise<Lane> {
  const database = await openThrowawayDatabase({ serverUrl: url, prefix: 'durability', poolSize: 2 });
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-durability-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url! },
    open: async () => ({ db: database.handle.db, close: async () => undefined }),
    dispose: async () => {
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A demo company admin's token (the session is itself a write the kills must keep) and her rows. */
async function burstTarget(url: string): Promise<BurstTarget> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'giulia.rossi@tecnoware.demo', password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
  const [column] = await getJson<{ jobId: number }[]>(`${url}/api/job-application-status?take=1`, token);
  const [chat] = await getJson<{ chatId: number }[]>(`${url}/api/chat?take=1`, token);
  const [application] = await getJson<{ id: number }[]>(`${url}/api/application?take=1&select=id`, token);
  return { url, token, sourceJobId: column!.jobId, chatId: chat!.chatId, applicationId: application!.id };
}

function durabilityLane(name: string, openLane: () => Promise<Lane>) {
  describe(name, () => {
    let entry = '';
    let removeBuild = () => {};
    let lane: Lane | undefined;
    let server: ServerProcess | undefined;
    const start = async () => {
      server = await startServerProcess(entry, {
        ...lane!.env,
        SEED_DEMO: 'true',
        BOT_CHECK: 'off',
        RATE_LIMITS: 'false',
      });
      return server;
    };

    beforeAll(async () => {
      ({ entry, remove: removeBuild } = await buildServerCopy('durability'));
      lane = await openLane();
    }, 120_000);
    afterAll(async () => {
      await server?.kill();
      await lane?.dispose();
      removeBuild();
    });

    it(`keeps every acknowledged write through ${ROUNDS} kill -9 during a burst`, async () => {
      let target = await burstTarget((await start()).url);
      const firstToken = target.token;
      const acked: AckedWrite[] = [];
      let unanswered = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        const burst = startBurst(target, `r${round}`, ACKS);
        try {
          await burst.enough;
        } finally {
          burst.stop();
        }
        const outstanding = burst.inFlight();
        await server!.kill();
        unanswered += (await burst.done).unanswered;
        expect(outstanding, 'requests in flight at the kill').toBeGreaterThan(0);
        acked.push(...burst.acked);

        const { url } = await start();
        expect((await fetch(`${url}/ready`)).status).toBe(200);
        const signedIn = await fetch(`${url}/api/chat?take=1`, {
          headers: { authorization: `Bearer ${firstToken}` },
        });
        expect.soft(signedIn.status, 'the session of the sign-in before the first burst').toBe(200);
        target = await burstTarget(url);
      }
      expect(await server!.stop()).toBe(0);

      const database = await lane!.open();
      try {
        const found = await writtenRows(database.db, target.sourceJobId);
        const lost = acked.filter((w) => found.get(`${w.kind}:${w.id}`) !== w.text);
        expect(lost, 'acknowledged writes missing after the kills').toEqual([]);
        console.info(
          `${name}: ${acked.length} acknowledged writes kept; ${unanswered} cut off by the kills, ` +
            `${found.size - acked.length} of them committed (whole)`,
        );
      } finally {
        await database.close();
      }
    }, 480_000); // three restarts of a built server: ~3 min on a busy 2-core machine
  });
}

durabilityLane('durability on the embedded PGlite', async () => pgliteLane());
describe.skipIf(!serverUrl)('(PostgreSQL lane: runs when TEST_DATABASE_URL is set)', () => {
  durabilityLane('durability on PostgreSQL', () => postgresLane(serverUrl!));
});
