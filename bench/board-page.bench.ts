/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The board page with 2,000 applications in Chromium: first render of the kanban and of the list
 * view, then scrolling a column and the list through while recording frame times.
 *
 *   npx tsx bench/board-page.bench.ts                  PGlite in a temporary directory
 *   DATABASE_URL=postgres://... npm run bench:board-page -w @hiring/bench   a throwaway database there
 *
 * BENCH_RUNS (7 measured page loads per view, after one unmeasured cold load), BENCH_SCROLL_SECONDS (2),
 * BENCH_APPLICATIONS (2000), BENCH_PROFILE (a directory: the page's CPU profile of each scroll),
 * BENCH_VIEWS (kanban,list: which views), BENCH_TRACE (a directory: Chromium's timeline of each scroll, and the renderer's CPU ms per frame
 * by kind of work, thread time, so comparable across load averages). Builds apps/web if apps/web/dist is
 * missing (a stale build is not rebuilt).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { user } from '../apps/server/src/db/schema/index.js';
import { seedDatabase } from '../apps/server/src/db/seed/seed.js';
import { openThrowawayDatabase } from '../apps/server/src/db/throwaway-database.js';
import { resultRows } from '../apps/server/src/modules/search/result-rows.js';
import { demoPasswordOf, signInAt } from '../e2e/support/harness.js';
import { openPage } from '../e2e/support/page.js';
import { ensureWebBuilt, launchBrowser, startServer } from '../e2e/support/server.js';
import { loadLine } from './support/bench-lanes.js';
import { KINDS, traced } from './support/chromium-trace.js';
import { companyOf } from './support/bench-jobs.js';
import { seedBoardJob } from './support/board-seed.js';

const GIULIA = 'giulia.rossi@tecnoware.demo';
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS || 2000);
const RUNS = Number(process.env.BENCH_RUNS || 7);
const SCROLL_SECONDS = Number(process.env.BENCH_SCROLL_SECONDS || 2);
/** The steady scroll: a brisk mouse wheel or trackpad (the other scroll flings the whole list through). */
const STEADY_PX_PER_SECOND = 3000;
const TRACE = process.env.BENCH_TRACE;
const VIEWS = (process.env.BENCH_VIEWS || 'kanban,list').split(',') as View[];

type View = 'kanban' | 'list';
/** The items of each view (a card of the kanban, a data row of the list) and the view's root. */
const item: Record<View, string> = {
  kanban: '[data-testid="board-card"]',
  list: 'tbody tr:not(.p-datatable-emptymessage)',
};
/** What "first cards visible" means per view. */
const firstItem: Record<View, string> = {
  kanban: `[data-testid="kanban"] ${item.kanban}`,
  list: `[data-testid="board-list"] ${item.list}`,
};

interface Prepared {
  env: Record<string, string>;
  label: string;
  jobId: number;
  userId: number;
  cleanup(): Promise<void>;
}

/** The demo data plus a job of Giulia's company with the applications, and ANALYZE. */
async function seed(db: Database): Promise<{ jobId: number; userId: number }> {
  await seedDatabase(db, { demo: true });
  const { companyId } = await companyOf(db, GIULIA);
  const [giulia] = await db.select({ id: user.id }).from(user).where(eq(user.email, GIULIA));
  const { jobId } = await seedBoardJob(db, {
    companyId,
    ownerId: giulia!.id,
    applications: APPLICATIONS,
    name: `Bench board (${APPLICATIONS} applications)`,
  });
  await db.execute(sql`ANALYZE`);
  return { jobId, userId: giulia!.id };
}

/**
 * A database seeded here, then handed to the server: PGlite is closed first (one process at a time)
 * and its directory becomes the server's DATA_DIR; a throwaway PostgreSQL database is passed by URL.
 */
async function prepareDatabase(): Promise<Prepared> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(os.tmpdir(), 'hiring-bench-page-'));
    const cleanup = async () => rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    try {
      const handle = await openDatabase({ dataDir: dir });
      try {
        await handle.migrate();
        const seeded = await seed(handle.db);
        return { ...seeded, env: { DATA_DIR: dir }, label: `PGlite (${dir})`, cleanup };
      } finally {
        await handle.close();
      }
    } catch (error) {
      await cleanup();
      throw error;
    }
  }
  const fresh = await openThrowawayDatabase({ serverUrl, prefix: 'hiring_bench' });
  try {
    await fresh.handle.migrate();
    const seeded = await seed(fresh.handle.db);
    const [row] = resultRows<{ name: string }>(
      await fresh.handle.db.execute(sql`SELECT current_database() AS name`),
    );
    const url = new URL(serverUrl);
    url.pathname = `/${row!.name}`;
    return { ...seeded, env: { DATABASE_URL: url.toString() }, label: fresh.label, cleanup: fresh.dispose };
  } catch (error) {
    await fresh.dispose();
    throw error;
  }
}

interface Timing {
  /** ms from the navigation's start until the frame that first shows an item of the view. */
  firstItem: number;
  /** ms from the navigation's start until the page asked for GET /api/board/{id}, and until it was received. */
  boardRequested: number;
  boardFetched: number;
  /** Cards or rows in the page at that moment (virtualized: only the visible ones and a few more). */
  itemsInDom: number;
}

/**
 * In every document of the context: a requestAnimationFrame loop that records, on the first frame
 * where an item of the view is in the page and on screen, the frame's time since the navigation.
 */
function installProbe(selectors: Record<View, string>) {
  const w = window as unknown as { __bench: Partial<Record<View, Timing>> };
  w.__bench = {};
  const onScreen = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const frame = (time: number) => {
    for (const view of Object.keys(selectors) as View[]) {
      if (w.__bench[view]) continue;
      const found = document.querySelector(selectors[view]);
      if (!found || !onScreen(found)) continue;
      const board = performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/board\/\d+$/.test(e.name)) as PerformanceResourceTiming | undefined;
      w.__bench[view] = {
        firstItem: time,
        boardRequested: board?.startTime ?? NaN,
        boardFetched: board?.responseEnd ?? NaN,
        itemsInDom: document.querySelectorAll(selectors[view]).length,
      };
    }
    if (Object.keys(w.__bench).length === 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function firstRender(page: Page, url: string, view: View): Promise<Timing> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (v) => (window as unknown as { __bench?: Partial<Record<View, Timing>> }).__bench?.[v],
    view,
    { timeout: 60_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Timing;
}

interface Scroll {
  distance: number;
  frames: number[];
  /** Items in the page at the end of the scroll, and whether the last one came on screen. */
  itemsInDom: number;
  reachedEnd: boolean;
  /** Frames after the last step until the items at the end were on screen (the list renders late). */
  settleFrames: number;
}

/**
 * Scrolls the first scrollable element under `root` from the top for `seconds`, one step per
 * animation frame, and returns the time between frames: through to the bottom, or at `pxPerSecond`.
 */
function scrollThrough(options: { root: string; item: string; seconds: number; pxPerSecond: number }) {
  const { root, item, seconds, pxPerSecond } = options;
  const container = document.querySelector(root)!;
  const scroller = [container, ...container.querySelectorAll('*')].find((el) => {
    const { overflowY } = getComputedStyle(el);
    return /auto|scroll/.test(overflowY) && el.scrollHeight > el.clientHeight + 1;
  });
  if (!scroller) throw new Error(`Nothing scrolls under ${root}`);
  scroller.scrollTop = 0;
  const end = scroller.scrollHeight - scroller.clientHeight;
  const distance = pxPerSecond > 0 ? Math.min(end, pxPerSecond * seconds) : end;
  return new Promise<Scroll>((resolve) => {
    const frames: number[] = [];
    let start = -1;
    let last = 0;
    const step = (time: number) => {
      if (start < 0) start = time;
      else frames.push(time - last);
      last = time;
      const progress = Math.min(1, (time - start) / (seconds * 1000));
      scroller.scrollTop = progress * distance;
      if (progress < 1) {
        requestAnimationFrame(step);
        return;
      }
      // The frames after the last step (at most 30), until the last item is on screen.
      let settleFrames = 0;
      const settle = () => {
        settleFrames++;
        const items = [...scroller.querySelectorAll(item)];
        const box = scroller.getBoundingClientRect();
        const lastItem = items.at(-1)?.getBoundingClientRect();
        const reachedEnd =
          distance < end || (!!lastItem && lastItem.bottom <= box.bottom + 2 && lastItem.bottom > box.top);
        if (!reachedEnd && settleFrames < 30) requestAnimationFrame(settle);
        else resolve({ distance, frames, itemsInDom: items.length, reachedEnd, settleFrames });
      };
      requestAnimationFrame(settle);
    };
    requestAnimationFrame(step);
  });
}

/** With BENCH_PROFILE=<dir>: the page's CPU profile of `work`, as <dir>/<name>.cpuprofile (DevTools opens it). */
async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const quantile = (values: number[], q: number) => {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};
const median = (values: number[]) => {
  const s = sorted(values);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (v: number) => v.toFixed(0);

/** One unmeasured cold load, then RUNS page loads of the board in `view`: a row of the render table. */
async function measureFirstRender(page: Page, url: string, view: View): Promise<string> {
  const cold = await firstRender(page, url, view);
  const runs: Timing[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstRender(page, url, view));
  const first = runs.map((r) => r.firstItem);
  console.info(`  ${view}: first render ${first.map(ms).join(', ')} ms (cold ${ms(cold.firstItem)})`);
  return [
    RUNS,
    ms(median(first)),
    ms(Math.max(...first)),
    ms(cold.firstItem),
    ms(median(runs.map((r) => r.boardRequested))),
    ms(median(runs.map((r) => r.boardFetched))),
    runs[0]!.itemsInDom,
  ].join(' | ');
}

/** Rows of the CPU table (BENCH_TRACE): what the renderer did per frame of each scroll. */
const cpuRows: string[] = [];

/** Scrolls the fullest kanban column, or the list, flung through and at a steady speed: rows of the scroll table. */
async function measureScrolling(browser: Browser, page: Page, view: View): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(500);
  const root =
    view === 'list'
      ? '[data-testid="board-list"]'
      : await page.evaluate(() => {
          const columns = [...document.querySelectorAll('[data-testid="board-column"]')];
          const count = (c: Element) => Number(c.querySelector('[data-testid="column-count"]')?.textContent);
          const fullest = columns.reduce((a, b) => (count(b) > count(a) ? b : a));
          return `[data-testid="board-column"][data-column-id="${fullest.getAttribute('data-column-id')}"]`;
        });
  const label = view === 'kanban' ? 'kanban column' : 'list';
  const rows: string[] = [];
  for (const [how, pxPerSecond] of [
    ['through', 0],
    [`${STEADY_PX_PER_SECOND} px/s`, STEADY_PX_PER_SECOND],
  ] as const) {
    const name = `scroll-${view}-${pxPerSecond || 'through'}`;
    const run = () =>
      profiled(page, name, () =>
        page.evaluate(scrollThrough, { root, item: item[view], seconds: SCROLL_SECONDS, pxPerSecond }),
      );
    let scroll: Scroll;
    if (TRACE) {
      mkdirSync(TRACE, { recursive: true });
      const { result, summary } = await traced(browser, page, join(TRACE, `${name}.json`), run);
      scroll = result;
      const perFrame = (v: number) => (v / result.frames.length).toFixed(2);
      const main = KINDS.filter((k) => k !== 'raster').reduce((sum, k) => sum + summary.cpuMs[k], 0);
      cpuRows.push(
        [
          label,
          how,
          result.frames.length,
          perFrame(main),
          ...KINDS.map((k) => perFrame(summary.cpuMs[k])),
        ].join(' | '),
      );
      console.info(
        `  ${label}, ${how}: main thread's self time by event (ms): ` +
          summary.top.map(([name, v]) => `${name} ${v.toFixed(0)}`).join(', '),
      );
    } else scroll = await run();
    const total = scroll.frames.reduce((a, b) => a + b, 0);
    console.info(
      `  ${label}, ${how}: ${scroll.distance} px in ${ms(total)} ms, ${scroll.frames.length} frames, ` +
        `${scroll.itemsInDom} items in the page at the end, the last one on screen after ${scroll.settleFrames} frame(s)`,
    );
    if (!scroll.reachedEnd) throw new Error(`The ${label} did not show its last item after scrolling`);
    rows.push(
      [
        label,
        how,
        scroll.distance,
        scroll.frames.length,
        ((scroll.frames.length / total) * 1000).toFixed(1),
        quantile(scroll.frames, 0.95).toFixed(1),
        Math.max(...scroll.frames).toFixed(1),
        scroll.frames.filter((f) => f > 50).length,
        scroll.itemsInDom,
      ].join(' | '),
    );
  }
  return rows;
}

async function main(): Promise<void> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const renderRows: string[] = [];
  const scrollRows: string[] = [];
  let database = '';
  try {
    console.info('Preparing the web build and the database ...');
    const [prepared] = await Promise.all([prepareDatabase(), ensureWebBuilt()]);
    cleanups.push(() => prepared.cleanup());
    database = prepared.label.startsWith('PGlite') ? 'PGlite' : 'PostgreSQL';
    console.info(`  ${prepared.label}: job ${prepared.jobId} with ${APPLICATIONS} applications`);

    const server = await startServer({ env: prepared.env });
    cleanups.push(() => server.stop());
    const browser = await launchBrowser();
    cleanups.push(() => browser.close());
    const { page, context, pageErrors } = await openPage(browser);
    // tsx (esbuild, keepNames) wraps named functions in __name(): the functions this file hands to
    // the page carry those calls, so the page gets a __name that does nothing.
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    await context.addInitScript(installProbe, firstItem);
    await signInAt(page, server.url, GIULIA, demoPasswordOf(server));
    console.info(`  server ${server.url}, Chromium ${browser.version()}, signed in as ${GIULIA}`);

    const boardUrl = `${server.url}/board/${prepared.jobId}`;
    for (const view of VIEWS) {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [`board.view.${prepared.userId}`, view],
      );
      renderRows.push(`| ${database} | ${view} | ${await measureFirstRender(page, boardUrl, view)} |`);
      for (const row of await measureScrolling(browser, page, view))
        scrollRows.push(`| ${database} | ${row} |`);
    }
    if (pageErrors.length > 0) throw new Error(`The page threw:\n${pageErrors.join('\n')}`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }

  console.info(`\n${loadLine()}; ${APPLICATIONS} applications, viewport 1280 × 800`);
  console.info(
    '| database | view | runs | first render median ms | max ms | cold ms | board API asked at (median) ms | received at ms | items in the page |',
  );
  console.info('|---|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const row of renderRows) console.info(row);
  console.info(
    `\n| database | scrolled | for ${SCROLL_SECONDS} s | px | frames | mean fps | p95 frame ms | max frame ms | frames > 50 ms | items in the page |`,
  );
  console.info('|---|---|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const row of scrollRows) console.info(row);
  if (cpuRows.length === 0) return;
  console.info(`\nThe renderer's CPU per frame (ms of thread time; main thread = all but raster):`);
  console.info(
    `| database | scrolled | for ${SCROLL_SECONDS} s | frames | main thread | ${KINDS.join(' | ')} |`,
  );
  console.info(`|---|---|---|--:|--:|${KINDS.map(() => '--:').join('|')}|`);
  for (const row of cpuRows) console.info(`| ${database} | ${row} |`);
}

await main();
