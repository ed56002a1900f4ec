// @ts-check
/**
 * `npm run audit:security`: sqlmap (Debian's package) against the generic lists and the candidate
 * search of the built server, on a throwaway data dir with the demo data and a demo company admin's
 * token; then the dependency audit (audit-deps.mjs). Reports under reports/ (git-ignored):
 * reports/sqlmap/<target>.log, sqlmap's own output dir, reports/sqlmap/summary.json. Not part of
 * `npm test`: it takes minutes. What it found is kept in docs/security.md "Scanners".
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditDependencies } from './audit-deps.mjs';
import { demoModuleEnv } from './demo-modules.mjs';
import { buildServerCopy, startServerProcess } from './server-process.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports', 'sqlmap');
/** Each target's bound: sqlmap is stopped after it and the target counts as not verified. */
const TARGET_TIMEOUT_MS = 15 * 60_000;
const SIGN_IN = 'giulia.rossi@tecnoware.demo';

/** @typedef {{ name: string, path: string, body?: unknown }} Target */
/** @type {Target[]} */
const targets = [
  { name: 'job-list', path: '/api/job?where[name][contains]=e&order[createdAt]=DESC&take=10' },
  {
    name: 'application-list',
    path: '/api/application?where[jobId][gte]=1&orderBy=-createdAt&select=id,jobId,createdAt&include=job&skip=0&take=10',
  },
  {
    name: 'job-ids',
    path: '/api/job/@list',
    body: { where: { name: { contains: 'e' } }, orderBy: 'name:desc', take: 10 },
  },
  {
    name: 'candidate-search',
    path: '/api/search',
    // Filters are AND-ed: the free text alone, so the answer moves with it (sqlmap's boolean tests).
    body: { filters: { text: 'developer' }, sort: 'name', order: 'desc', take: 10 },
  },
];

/** @param {string} url @param {Target} target @param {string} token @returns {string[]} */
function sqlmapArgs(url, target, token) {
  const args = [
    '-u',
    `${url}${target.path}`,
    '--batch',
    '--level=3',
    '--risk=2',
    // PGlite is PostgreSQL: its payloads only, and short delays for the time-based ones on the loopback.
    '--dbms=PostgreSQL',
    '--time-sec=2',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${reports}`,
    '-H',
    `Authorization: Bearer ${token}`,
  ];
  if (target.body !== undefined)
    args.push('-H', 'Content-Type: application/json', `--data=${JSON.stringify(target.body)}`);
  return args;
}

/**
 * @param {string[]} args @param {string} logFile
 * @returns {Promise<{ verdict: 'clean' | 'injectable' | 'timeout' | 'error', seconds: number }>}
 */
function runSqlmap(args, logFile) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('sqlmap', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
    }, TARGET_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      writeFileSync(logFile, log);
      const seconds = Math.round((performance.now() - started) / 1000);
      const verdict = timedOut
        ? 'timeout'
        : /is vulnerable|sqlmap identified the following injection point/i.test(log)
          ? 'injectable'
          : code === 0 && /do not appear to be injectable/i.test(log)
            ? 'clean'
            : 'error';
      resolve({ verdict, seconds });
    });
  });
}

/** @param {string} url @param {string} password @returns {Promise<string>} */
async function signIn(url, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SIGN_IN, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${SIGN_IN}: ${res.status} ${await res.text()}`);
  return /** @type {{ data: { accessToken: string } }} */ (await res.json()).data.accessToken;
}

/** @returns {Promise<boolean>} true when no target was found injectable and every one was verified */
async function scan() {
  const version = spawnSync('sqlmap', ['--version'], { encoding: 'utf8' });
  if (version.error || version.status !== 0) {
    console.error(
      '✖ sqlmap is not installed. On Debian or Ubuntu: `sudo apt-get install -y --no-install-recommends sqlmap`\n' +
        '  (elsewhere: `pipx install sqlmap`), then run `npm run audit:security` again.',
    );
    return false;
  }
  const sqlmapVersion = version.stdout.trim().split('\n')[0];
  mkdirSync(reports, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-audit-'));
  const copy = await buildServerCopy('audit-security');
  try {
    const server = await startServerProcess(copy.entry, {
      ...demoModuleEnv,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      BOT_CHECK: 'off',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      // One token for the whole scan.
      ACCESS_TOKEN_TTL_SECONDS: String(4 * 3600),
    });
    try {
      const password = /Demo logins \(password (\S+) for all\)/.exec(server.output())?.[1];
      if (!password) throw new Error(`the server printed no demo logins:\n${server.output()}`);
      const token = await signIn(server.url, password);
      console.info(`sqlmap ${sqlmapVersion} against ${server.url}, signed in as ${SIGN_IN}`);
      const results = [];
      for (const target of targets) {
        console.info(`• ${target.name}: ${target.body ? 'POST' : 'GET'} ${target.path}`);
        const outcome = await runSqlmap(
          sqlmapArgs(server.url, target, token),
          join(reports, `${target.name}.log`),
        );
        console.info(`  ${outcome.verdict} (${outcome.seconds} s, reports/sqlmap/${target.name}.log)`);
        results.push({ ...target, ...outcome });
      }
      const summary = { sqlmap: sqlmapVersion, date: new Date().toISOString(), results };
      writeFileSync(join(reports, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
      const bad = results.filter((r) => r.verdict !== 'clean');
      if (bad.length > 0)
        console.error(`✖ ${bad.map((r) => `${r.name}: ${r.verdict}`).join(', ')} (see the logs)`);
      return bad.length === 0;
    } finally {
      await server.stop();
    }
  } finally {
    copy.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const clean = await scan();
const audit = await auditDependencies();
process.exitCode = clean && audit === 0 ? 0 : 1;
