/**
 * Lighthouse over the web app as a real user sees it (issue 15, point 3):
 *
 *   npm run audit:web                       (root; runs this file through the bench workspace)
 *   AUDIT_RUNS=1 AUDIT_PAGES=login,board npx tsx bench/audit-web.ts
 *
 * Starts the real server on a temporary data directory with the demo data and the built web app
 * (apps/web/dist; built first only when it is missing: run `npm run build:web` after changing the web
 * app), opens Debian's Chromium headless (chrome-launcher), audits /login signed out, then signs in
 * through the login form as the demo company admin and audits the dashboard, the job list, the board
 * of the demo job with the most applications and the search page with that session. Desktop preset
 * (lighthouse/core/config/desktop-config.js: simulated 10 Mbps, 40 ms RTT, no CPU slowdown).
 * The public job page (`job`: /talents/jobs/{id} of the demo's first published post, signed out) is
 * audited on Lighthouse's default mobile profile instead (a mid-range phone: slow 4G, 4× CPU
 * slowdown), against its own bar: performance ≥ 90, accessibility and SEO 100 (issue 19).
 *
 * Each page is audited AUDIT_RUNS times (3) and the median run (Lighthouse's computeMedianRun, by FCP
 * and TTI) is kept. HTML and JSON reports go to reports/lighthouse/ (git-ignored). Exits 1 when a
 * page scores performance < 95 or accessibility < 100 (AUDIT_MIN_PERFORMANCE, AUDIT_MIN_ACCESSIBILITY
 * change the bars; AUDIT_ENFORCE=0 prints the same and exits 0, for exploration).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { callApi } from '../e2e/support/api.js';
import { demoPasswordOf, signInAt } from '../e2e/support/harness.js';
import { chromiumPath, ensureWebBuilt, repoRoot, startServer } from '../e2e/support/server.js';
import {
  budgetFailures,
  CATEGORIES,
  DEFAULT_BUDGET,
  failingAudits,
  PUBLIC_JOB_BUDGET,
  scoresOf,
  scoreTable,
  type Budget,
  type PageScores,
} from './support/lighthouse-scores.js';
import { loadAverage } from './support/report.js';

/** The demo company admin of README's demo logins. */
const USER = 'giulia.rossi@tecnoware.demo';
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS || 3));
const ENFORCE = process.env.AUDIT_ENFORCE !== '0';
const BUDGET: Budget = {
  performance: Number(process.env.AUDIT_MIN_PERFORMANCE || DEFAULT_BUDGET.performance),
  accessibility: Number(process.env.AUDIT_MIN_ACCESSIBILITY || DEFAULT_BUDGET.accessibility),
};
const REPORT_DIR = join(repoRoot, 'reports/lighthouse');

interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** Lighthouse's default mobile profile instead of the desktop preset, and this page's own bar. */
  mobile?: { budget: Budget };
}

interface Audited extends AuditedPage {
  lhr: Result;
  result: PageScores;
  runs: Array<number | null>;
}

const only = process.env.AUDIT_PAGES?.split(',').map((s) => s.trim());
const wanted = (name: string) => !only || only.includes(name);

/** One Lighthouse navigation of `url` in the Chromium on `port` (desktop preset unless mobile). */
async function auditOnce(url: string, port: number, mobile: boolean): Promise<Result> {
  const flags: Flags = {
    port,
    logLevel: (process.env.AUDIT_LOG as Flags['logLevel']) ?? 'error',
    onlyCategories: [...CATEGORIES],
    // The storage reset keeps local storage (Lighthouse clears only caches, service workers, Cache
    // Storage and file systems: clearStorageTypes), so the signed-in session survives it while the
    // HTTP cache is emptied before every run: each audit is a first load of the page's code.
  };
  // A trace that misses the navigation (NO_NAVSTART, NO_FCP: Lighthouse says "run again") gets one retry.
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, flags, mobile ? undefined : desktopConfig);
    if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = runner.lhr.runtimeError;
    if (!failure) return runner.lhr;
    if (attempt < 2 && /^NO_(NAVSTART|FCP)$/.test(failure.code)) {
      console.info(`  (${failure.code} on ${url}: running it again)`);
      continue;
    }
    throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
  }
}

async function auditPage(page: AuditedPage, base: string, port: number): Promise<Audited> {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await auditOnce(`${base}${page.path}`, port, page.mobile !== undefined);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (page.signedIn && finalPath === '/login') {
      throw new Error(`${page.name}: ${page.path} ended on /login: the session did not survive`);
    }
    runs.push(lhr);
  }
  const lhr = RUNS > 1 ? computeMedianRun(runs) : runs[0]!;
  const file = join(REPORT_DIR, page.name);
  writeFileSync(`${file}.report.json`, JSON.stringify(lhr, null, 2));
  // The HTML report of the median run (Lighthouse renders it from the result).
  writeFileSync(`${file}.report.html`, generateReport(lhr, 'html'));
  const runScores = runs.map((r) => scoresOf(r).scores.performance);
  console.info(
    `  ${page.name.padEnd(10)} performance ${runScores.map((s) => s ?? '-').join(' / ')}` +
      `, accessibility ${scoresOf(lhr).scores.accessibility ?? '-'}` +
      `${page.mobile ? `, SEO ${scoresOf(lhr).scores.seo ?? '-'} (mobile)` : ''} (median run kept)`,
  );
  return { ...page, lhr, result: scoresOf(lhr), runs: runScores };
}

/** Signs in through the login form in the Chromium on `port`; returns the board to audit. */
async function signIn(
  base: string,
  port: number,
  password: string,
): Promise<{ boardPath: string; label: string }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await signInAt(page, base, USER, password);
    const jobs = await callApi<Array<{ id: number; name: string }>>(
      page,
      'GET',
      '/job?select=id,name&take=200',
    );
    let best: { id: number; name: string; count: number } | undefined;
    for (const job of jobs) {
      const board = await callApi<{ applications: unknown[] }>(page, 'GET', `/board/${job.id}`);
      if (!best || board.applications.length > best.count)
        best = { ...job, count: board.applications.length };
    }
    if (!best || best.count === 0) throw new Error(`${USER} has no job with applications`);
    await page.close();
    return { boardPath: `/board/${best.id}`, label: `${best.name}, ${best.count} applications` };
  } finally {
    // Disconnects; the default context (and the session in its local storage) stays in Chromium.
    await browser.close();
  }
}

/**
 * The public page of the demo's first published post, found as a visitor would: the public API answers
 * 200 for published posts only (404 for drafts, 410 for closed ones).
 */
async function publishedJobPath(base: string): Promise<string> {
  for (let id = 1; id <= 100; id++) {
    const res = await fetch(`${base}/api/public/jobs/${id}`);
    if (res.ok) return `/talents/jobs/${id}`;
  }
  throw new Error('No published job among the demo data’s first 100 posts');
}

/** Debian's Chromium, headless, on a free debugging port, with a temporary profile (chrome-launcher). */
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });

async function main(): Promise<void> {
  const loadBefore = loadAverage();
  mkdirSync(REPORT_DIR, { recursive: true });
  await ensureWebBuilt();
  const built = statSync(join(repoRoot, 'apps/web/dist/index.html')).mtime;
  console.info(`Web build:   apps/web/dist of ${built.toISOString()} (npm run build:web to refresh)`);

  const server = await startServer();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.info(`Server:      ${server.url} (demo data, embedded database)`);
    const audited: Audited[] = [];
    // Signed out: a Chromium of its own (a fresh profile), closed before the session starts.
    if (wanted('login')) {
      chrome = await launchChromium();
      audited.push(
        await auditPage({ name: 'login', path: '/login', signedIn: false }, server.url, chrome.port),
      );
      await chrome.kill();
      chrome = undefined;
    }

    if (wanted('job')) {
      const path = await publishedJobPath(server.url);
      chrome = await launchChromium();
      const page = { name: 'job', path, signedIn: false, mobile: { budget: PUBLIC_JOB_BUDGET } };
      audited.push(await auditPage(page, server.url, chrome.port));
      await chrome.kill();
      chrome = undefined;
    }

    if (!['dashboard', 'jobs', 'board', 'search'].some(wanted)) return report(audited, loadBefore);
    chrome = await launchChromium();
    const { boardPath, label } = await signIn(server.url, chrome.port, demoPasswordOf(server));
    console.info(`Signed in:   ${USER}; board: ${boardPath} (${label})`);
    const signedIn: AuditedPage[] = [
      { name: 'dashboard', path: '/', signedIn: true },
      { name: 'jobs', path: '/board/list', signedIn: true },
      { name: 'board', path: boardPath, signedIn: true },
      { name: 'search', path: '/search', signedIn: true },
    ];
    for (const page of signedIn.filter((p) => wanted(p.name))) {
      audited.push(await auditPage(page, server.url, chrome.port));
    }
    report(audited, loadBefore);
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}

function report(audited: Audited[], loadBefore: string): void {
  const cpus = os.cpus();
  console.info('');
  console.info(
    `Lighthouse:  12.8.2, desktop preset (job: mobile), ${RUNS} run(s) per page, median run shown`,
  );
  console.info(`Chromium:    ${chromiumPath} (headless)`);
  console.info(`Node:        ${process.version} (${process.platform} ${process.arch})`);
  console.info(`CPUs:        ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`);
  console.info(`Load avg:    ${loadBefore} before, ${loadAverage()} after (1, 5, 15 min)`);
  console.info('');
  console.info(scoreTable(audited));
  console.info('');
  let failed = false;
  for (const page of audited) {
    const failures = budgetFailures(page.result, page.mobile?.budget ?? BUDGET);
    if (failures.length === 0) continue;
    failed = true;
    console.info(`${page.name} (${page.path}) misses the budget: ${failures.join(', ')}`);
    for (const category of ['accessibility', 'performance', 'seo'] as const) {
      const lines = failingAudits(page.lhr, category);
      if (lines.length > 0) console.info(`  ${category}:\n${lines.map((l) => `    ${l}`).join('\n')}`);
    }
  }
  console.info(`Reports:     ${REPORT_DIR}/<page>.report.{html,json}`);
  const bar =
    `performance ≥ ${BUDGET.performance} and accessibility ≥ ${BUDGET.accessibility}` +
    (audited.some((p) => p.mobile)
      ? `; job: performance ≥ ${PUBLIC_JOB_BUDGET.performance}, accessibility ≥ ${PUBLIC_JOB_BUDGET.accessibility}, SEO ≥ ${PUBLIC_JOB_BUDGET.seo}`
      : '');
  if (!failed) console.info(`Budget:      every page meets ${bar}.`);
  else if (ENFORCE) {
    console.info(`Budget:      FAILED (${bar} on every page); exit code 1.`);
    process.exitCode = 1;
  } else console.info(`Budget:      missed (${bar}), not enforced (AUDIT_ENFORCE=0).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
