// @ts-check
/**
 * `npm test`: every check in order, continuing after failures, then a summary whose last line
 * (`N passed, N failed[, N skipped]`) CI reads. `npm test -- --only api,unit` runs a subset.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureInstalled, ensureWebBuilt, root } from './ensure-install.mjs';
import { startPostgres } from './pg-cluster.mjs';

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/** @typedef {{ name: string, title: string, run: () => Promise<Counts | null> }} Step (null: not run, counts nothing) */

const STEPS = ['typecheck', 'lint', 'audit', 'unit', 'api', 'api-pg', 'budgets', 'e2e'];
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string[]} argv @returns {string[]} the step names to run */
function parseOnly(argv) {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (i < 0) return STEPS;
  const value = argv[i]?.includes('=') ? argv[i]?.slice('--only='.length) : argv[i + 1];
  const names = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !STEPS.includes(n));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      `✖ --only takes a comma-separated list of: ${STEPS.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
    );
    process.exit(2);
  }
  return STEPS.filter((s) => names.includes(s));
}

/**
 * @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} the exit code (1 if it could not start or was killed)
 */
function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', (err) => {
      console.error(`✖ could not run ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** A command that counts as one check. @param {string[]} args */
const check =
  (...args) =>
  async () =>
    (await run(npm, args)) === 0
      ? { passed: 1, failed: 0, skipped: 0 }
      : { passed: 0, failed: 1, skipped: 0 };

/**
 * The slowest files of a step, from its JSON report: where the 45-minute bound of `npm test` goes
 * (README, "Tests").
 * @param {string} step @param {{ name: string, startTime?: number, endTime?: number }[]} files
 */
function printSlowest(step, files) {
  const timed = files
    .map((f) => ({ name: relative(root, f.name), seconds: ((f.endTime ?? 0) - (f.startTime ?? 0)) / 1000 }))
    .filter((f) => f.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 8);
  if (timed.length === 0) return;
  console.info(`\n${step}: the slowest files`);
  for (const f of timed) console.info(`  ${f.seconds.toFixed(1).padStart(7)} s  ${f.name}`);
}

/**
 * Runs one vitest project; counts come from its JSON report.
 * @param {string} step @param {string} project @param {NodeJS.ProcessEnv} env @param {string[]} [extra]
 * @returns {Promise<Counts>}
 */
async function vitest(step, project, env, extra = []) {
  const out = join(tmp, `${step}.json`);
  const code = await run(
    npx,
    [
      '--no',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      ...extra,
    ],
    env,
  );
  if (!existsSync(out)) {
    console.error(`✖ ${step}: vitest wrote no report (exit ${code}): counted as 1 failure`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  /** @type {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number, numFailedTestSuites?: number, testResults?: { name: string, startTime?: number, endTime?: number }[] }} */
  const r = JSON.parse(readFileSync(out, 'utf8'));
  printSlowest(step, r.testResults ?? []);
  const counts = {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
  // A file that fails to load, or an unhandled error, fails the run without failing a test.
  if (code !== 0 && counts.failed === 0) counts.failed = Math.max(1, r.numFailedTestSuites ?? 0);
  return counts;
}

/** The environment without a database URL: the PGlite lane must not pick up a developer's server. */
const { TEST_DATABASE_URL: _ignored, ...envPglite } = process.env;

/** @type {Step[]} */
const steps = [
  { name: 'typecheck', title: 'typecheck: npm run typecheck', run: check('run', 'typecheck') },
  { name: 'lint', title: 'lint: npm run lint', run: check('run', 'lint') },
  // Fails only on advisories that have a fix; a registry without an audit endpoint is said, not failed.
  { name: 'audit', title: 'dependency audit: npm run audit:deps', run: check('run', 'audit:deps') },
  { name: 'unit', title: 'unit tests', run: () => vitest('unit', 'unit', envPglite) },
  { name: 'api', title: 'API tests on PGlite', run: () => vitest('api', 'api', envPglite) },
  {
    name: 'api-pg',
    title: 'API tests on PostgreSQL',
    run: async () => {
      const cluster = await startPostgres();
      if (!cluster) {
        console.info('PostgreSQL lane skipped: no initdb/pg_ctl found');
        return null;
      }
      try {
        console.info(`• PostgreSQL cluster at ${cluster.url}`);
        return await vitest('api-pg', 'api', { ...process.env, TEST_DATABASE_URL: cluster.url });
      } finally {
        await cluster.stop();
      }
    },
  },
  {
    name: 'budgets',
    title: 'first-load budgets of the web build (scripts/check-web-budgets.mjs)',
    run: async () => {
      ensureWebBuilt();
      return (await run(process.execPath, ['scripts/check-web-budgets.mjs'])) === 0
        ? { passed: 1, failed: 0, skipped: 0 }
        : { passed: 0, failed: 1, skipped: 0 };
    },
  },
  {
    name: 'e2e',
    title: 'browser tests',
    run: async () => {
      ensureWebBuilt();
      return vitest('e2e', 'e2e', envPglite, ['--passWithNoTests']);
    },
  },
];

const selected = parseOnly(process.argv.slice(2));
try {
  ensureInstalled();
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : err}`);
  console.info('0 passed, 1 failed');
  process.exit(1);
}

const tmp = mkdtempSync(join(tmpdir(), 'hiring-test-')); // the vitest JSON reports
/** @type {{ name: string, counts: Counts | null, seconds: number }[]} */
const results = [];
for (const step of steps.filter((s) => selected.includes(s.name))) {
  console.info(`\n━━━ ${step.name} ━━━ ${step.title}`);
  const started = performance.now();
  /** @type {Counts | null} */
  let counts;
  try {
    counts = await step.run();
  } catch (err) {
    console.error(`✖ ${step.name}: ${err instanceof Error ? err.message : err}`);
    counts = { passed: 0, failed: 1, skipped: 0 };
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name: step.name, counts, seconds });
  const verdict = !counts ? '– skipped' : counts.failed > 0 ? `✖ ${counts.failed} failed` : '✔ ok';
  console.info(`\n${verdict}: ${step.name} (${seconds.toFixed(1)} s)`);
}
rmSync(tmp, { recursive: true, force: true });

const total = { passed: 0, failed: 0, skipped: 0 };
const rows = [['step', 'passed', 'failed', 'skipped', 'seconds']];
for (const { name, counts, seconds } of results) {
  if (counts) for (const k of /** @type {const} */ (['passed', 'failed', 'skipped'])) total[k] += counts[k];
  const c = counts ? [counts.passed, counts.failed, counts.skipped].map(String) : ['-', '-', '-'];
  rows.push([counts ? name : `${name} (not run)`, ...c, seconds.toFixed(1)]);
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
const line = (/** @type {string[]} */ r) =>
  r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('   ');
console.info(`\n${line(rows[0] ?? [])}\n${widths.map((w) => '─'.repeat(w)).join('   ')}`);
for (const r of rows.slice(1)) console.info(line(r));
console.info('');
console.info(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed > 0 ? 1 : 0;
