import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerCopy, startServerProcess, type ServerProcess } from '../../../scripts/server-process.mjs';
import { openDatabase } from '../src/db/client.js';
import * as t from '../src/db/schema/index.js';
import type { Manifest } from '../src/ops/backup-manifest.js';
import { tempDir } from './backup-restore-support.js';

/**
 * The commands themselves, as an operator runs them: `npm run db:backup` against the built server's installation
 * (refused while the embedded database is open; on PostgreSQL it works while the server runs), then
 * `npm run db:restore` into a new embedded installation.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const work = tempDir('backup-cli');
const sourceDir = join(work, 'source');
const targetDir = join(work, 'target');
const backupDir = join(work, 'backup');

/** Runs one statement on the lane's PostgreSQL server. */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

function npmRun(script: string, args: string[], env: Record<string, string | undefined>) {
  const { TEST_DATABASE_URL: _lane, DATABASE_URL: _own, ...inherited } = process.env;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: repoRoot, env: { ...inherited, NODE_ENV: 'production', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout.trim(), stderr: stderr.trim() }),
    );
  });
}

describe(`npm run db:backup and db:restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let server: ServerProcess | undefined;
  let removeBuild = () => {};
  const database = `backup_cli_${process.pid}`;
  const env: Record<string, string> = { DATA_DIR: sourceDir };

  beforeAll(async () => {
    if (serverUrl) {
      await onServer(`CREATE DATABASE ${database}`);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    }
    let entry: string;
    ({ entry, remove: removeBuild } = await buildServerCopy('backup-cli'));
    server = await startServerProcess(entry, { ...env, SEED_DEMO: 'false' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    removeBuild();
    if (serverUrl) await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  });

  // On PostgreSQL the server goes on running during the next test's backup.
  if (!serverUrl)
    it('refuses to back up the embedded database while the server has it open', async () => {
      const refused = await npmRun('db:backup', ['--out', backupDir], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toBe(
        `✖ A server (pid ${server!.child.pid}) has the embedded database in ${sourceDir} open: stop it first (PostgreSQL backups work while servers run)`,
      );
      expect(existsSync(backupDir)).toBe(false);
      expect(await server!.stop()).toBe(0);
      expect(existsSync(join(sourceDir, 'server.pid'))).toBe(false);
    });

  it('backs up, then restores into a new embedded installation', async () => {
    const backup = await npmRun('db:backup', ['--out', backupDir], env);
    expect(backup, backup.stderr).toMatchObject({ code: 0 });
    if (serverUrl) expect(server!.child.exitCode).toBeNull();
    expect(backup.stdout).toMatch(
      /^Backup written to .+: \d+ tables, [\d,]+ rows, 0 files \(0\.0 MB\), 5 secrets; /m,
    );
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;

    const restored = await npmRun('db:restore', [backupDir], { DATA_DIR: targetDir });
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain(`into the embedded database (${join(targetDir, 'db')})`);
    expect(readFileSync(join(targetDir, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(join(sourceDir, 'jwt-secret'), 'utf8'),
    );
    const target = await openDatabase({ dataDir: targetDir, pgliteWorker: false });
    try {
      const [skills] = await target.db.select({ n: count() }).from(t.professionalSkill);
      expect(skills!.n).toBe(manifest.tables.find((table) => table.name === 'professional_skill')!.rows);
      expect(skills!.n).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  });

  it('answers a wrong command line with its usage, exit code 2', async () => {
    const wrong = await npmRun('db:restore', [], { DATA_DIR: targetDir });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^✖ usage: npm run db:backup /);
  });
});
