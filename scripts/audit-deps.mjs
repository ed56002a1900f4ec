// @ts-check
/**
 * `npm run audit:deps`: `npm audit --json` on the lockfile, its answer written to reports/npm-audit.json
 * and summed up by severity. Exits non-zero only for advisories that have a fix (`fixAvailable`): one
 * without a fix is reported, never fails the build. A registry that does not answer the audit endpoint
 * (the one reachable from the CI machines answers 405) is said plainly, with exit 0.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** A registry that does not answer at all costs this long at most (no retries). */
const TIMEOUT_MS = 20_000;
const SEVERITIES = ['critical', 'high', 'moderate', 'low', 'info'];

/**
 * @typedef {{ severity: string, fixAvailable: boolean | object, via: unknown[] }} Vulnerability
 * @typedef {{ vulnerabilities?: Record<string, Vulnerability>, message?: string, error?: { summary?: string } }} AuditAnswer
 */

/** @returns {Promise<{ stdout: string, stderr: string, failure?: string }>} */
function npmAudit() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return new Promise((resolve) => {
    execFile(
      npm,
      ['audit', '--json', '--fetch-retries=0', `--fetch-timeout=${TIMEOUT_MS - 2000}`],
      { cwd: root, timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        // npm audit exits 1 when it finds advisories: only a timeout or a spawn error is a failure here.
        const failure = err && (err.killed || typeof err.code !== 'number') ? err.message : undefined;
        resolve({ stdout, stderr, failure });
      },
    );
  });
}

/**
 * Runs the audit and prints its summary; resolves with the exit code (0 unless a fixable advisory).
 * @returns {Promise<number>}
 */
export async function auditDependencies() {
  const { stdout, stderr, failure } = await npmAudit();
  /** @type {AuditAnswer | undefined} */
  let answer;
  try {
    answer = JSON.parse(stdout);
  } catch {
    answer = undefined;
  }
  if (failure || !answer?.vulnerabilities) {
    const why =
      failure ?? answer?.message ?? (stderr.split('\n').find((l) => l.includes('error')) || 'no JSON answer');
    console.info(
      `npm audit: the registry did not answer the audit endpoint (${why.trim()}); nothing checked.`,
    );
    return 0;
  }
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'npm-audit.json'), stdout);
  const entries = Object.entries(answer.vulnerabilities);
  const fixable = entries.filter(([, v]) => v.fixAvailable);
  const counts = SEVERITIES.map((s) => `${entries.filter(([, v]) => v.severity === s).length} ${s}`);
  console.info(
    `npm audit: ${entries.length} vulnerable packages (${counts.join(', ')}); report in reports/npm-audit.json`,
  );
  for (const [name, v] of entries)
    console.info(
      `  ${v.severity.padEnd(8)} ${name}${v.fixAvailable ? '  (fix available)' : '  (no fix yet)'}`,
    );
  if (fixable.length > 0) {
    console.error(
      `✖ ${fixable.length} with a fix available: run \`npm audit fix\` (or upgrade) and commit the lockfile`,
    );
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await auditDependencies();
