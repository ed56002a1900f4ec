import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import { resultRows } from '../src/modules/search/result-rows.js';
import { catalogTables, qualified } from '../src/ops/schema-catalog.js';
import { testEnv } from './helpers.js';

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), `${prefix}-`));

/**
 * The server of an installation: its database and its DATA_DIR. The file-signing secret is not given, so it
 * comes from DATA_DIR/files-secret as on a real installation (the other secrets come from the test env).
 */
export async function appOn(
  database: DatabaseHandle,
  dataDir: string,
): Promise<{ app: FastifyInstance; config: Config }> {
  const { FILE_SIGNING_SECRET: _fromDataDir, ...env } = testEnv;
  const config = loadConfig({ ...env, DATA_DIR: dataDir, MODULE_DISABLE_BUDGET: 'false' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, config };
}

export interface DemoIds {
  giulia: number;
  admin: number;
  tecnoware: number;
  /** Tecnoware's post with the most applications. */
  job: number;
  /** An application sent with a CV (demo-files.ts). */
  application: number;
  cvKey: string;
}

export async function demoIds(db: Database): Promise<DemoIds> {
  const userId = async (email: string) =>
    (await db.select({ id: t.user.id }).from(t.user).where(eq(t.user.email, email)))[0]!.id;
  const [company] = await db.select().from(t.company).where(eq(t.company.name, 'Tecnoware S.r.l.'));
  const [job] = resultRows<{ id: number }>(
    await db.execute(sql`SELECT a.job_id AS id FROM application a JOIN job j ON j.id = a.job_id
      WHERE j.company_id = ${company!.id} GROUP BY a.job_id ORDER BY count(*) DESC, a.job_id LIMIT 1`),
  );
  const [sent] = await db
    .select({ id: t.applicationUserDetail.applicationId })
    .from(t.applicationUserDetail)
    .orderBy(t.applicationUserDetail.applicationId)
    .limit(1);
  const [cv] = await db.select().from(t.userCurriculum).orderBy(t.userCurriculum.id).limit(1);
  return {
    giulia: await userId('giulia.rossi@tecnoware.demo'),
    admin: await userId('admin@hiring.demo'),
    tecnoware: company!.id,
    job: job!.id,
    application: sent!.id,
    cvKey: cv!.fileKey,
  };
}

/** Signed addresses carry their expiry, which moves with the clock: compared without it. */
const normalize = (body: string) =>
  body.replace(/([?&](?:amp;)?)(exp|sig|X-Amz-[A-Za-z]+)=[^&"\\]*/g, '$1$2=…');

/**
 * What the API shows of the demo, through the routes of many tables: the job list, a board, a candidate's
 * detail with files, the search, the chats, the notices, the team, the budget, the back office's figures and
 * audit log, and the caller. `tokens`: access tokens of the demo users (sessions survive the restore).
 */
export async function readViews(
  app: FastifyInstance,
  ids: DemoIds,
  tokens: { giulia: string; admin: string },
): Promise<Record<string, unknown>> {
  const views: Array<[string, 'giulia' | 'admin', 'GET' | 'POST', string, object?]> = [
    ['jobs', 'giulia', 'GET', '/api/job?take=200&orderBy=id'],
    ['board', 'giulia', 'GET', `/api/board/${ids.job}`],
    ['candidate', 'giulia', 'GET', `/api/board/application/${ids.application}`],
    ['search', 'giulia', 'POST', '/api/search', {}],
    ['chats', 'giulia', 'GET', '/api/chat'],
    ['notices', 'giulia', 'POST', '/api/notice/@fetch', { idList: [] }],
    ['team', 'giulia', 'GET', '/api/user-company/@team'],
    ['budget', 'giulia', 'GET', `/api/company/budget/${ids.tecnoware}`],
    ['me', 'giulia', 'GET', '/api/auth/user'],
    ['kpis', 'admin', 'GET', '/api/admin/kpis'],
    ['companies', 'admin', 'GET', '/api/admin/stats/companies?q=%25'],
    // Not the reads' own audit rows: reading a candidate (above) records one each time it is read.
    ['audit', 'admin', 'GET', '/api/admin/audit?where[action][ne]=profile-read'],
  ];
  const read: Record<string, unknown> = {};
  for (const [name, as, method, url, payload] of views) {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[as]}` },
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
    read[name] = JSON.parse(normalize(res.body));
  }
  return read;
}

/**
 * Every table's row count and a hash of its rows (`row_to_json`, sorted, timestamps in UTC): equal fingerprints
 * mean every row came back as it was, including what the API does not show (job.board_version, which the
 * board triggers would have bumped).
 */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL timezone = 'UTC'`);
    const found: Record<string, string> = {};
    for (const table of await catalogTables(tx)) {
      const [row] = resultRows<{ n: number; hash: string }>(
        await tx.execute(
          sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(j, E'\n' ORDER BY j), '')) AS hash
              FROM (SELECT row_to_json(r)::text AS j FROM ${qualified(table.name)} r) rows`,
        ),
      );
      found[table.name] = `${row!.n} ${row!.hash}`;
    }
    return found;
  });
}
