/**
 * The main thread's and the raster threads' CPU time of a page in Chromium, by kind of work, from a
 * trace of the timeline categories (what DevTools' Performance panel records). Thread time (`tdur`),
 * not wall time: on a shared machine a frame waits for a core, but the work it does is what it is,
 * so these figures compare runs at different load averages where frame times do not.
 */
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink',
  'cc',
  'v8',
  'disabled-by-default-v8.gc',
].join(',');

/** The kinds of work, as DevTools' summary groups them (images: fetching an <img>'s picture from the memory cache and decoding it). */
export const KINDS = ['script', 'gc', 'style', 'layout', 'paint', 'images', 'other', 'raster'] as const;
export type Kind = (typeof KINDS)[number];

/** Main-thread event names (or their beginnings) by kind, for self time; the rest is "other". */
const KIND_OF: Array<[Kind, RegExp]> = [
  [
    'script',
    /^(FunctionCall|EvaluateScript|v8\.|V8\.(Execute|Compile)|FireAnimationFrame|TimerFire|EventDispatch|RunMicrotasks|MessagePort::Accept)/,
  ],
  ['gc', /^(MinorGC|MajorGC|V8\.GC|BlinkGC|LiveObjectVisitor)/],
  [
    'style',
    /^(UpdateLayoutTree|RecalculateStyles|Document::(recalcStyle|rebuildLayoutTree|updateStyle)|StyleEngine)/,
  ],
  ['layout', /^(Layout$|LocalFrameView::performLayout|InlineNode::|Blink\.Layout\.|LayoutBlock)/],
  [
    'paint',
    /^(PrePaint|Paint$|Layerize|UpdateLayer|CompositeLayers|Commit|ScrollLayer|CullRectUpdate|PaintArtifactCompositor|Blink\.(PrePaint|Paint|CompositingInputs)|ProxyMain::BeginMainFrame::commit|LocalFrameView::Run(Pre)?PaintLifecyclePhase)/,
  ],
  ['images', /^(ResourceFetcher::|MemoryCache::|PaintImage|ImageResourceContent::|Decode)/],
];
const kindOf = (name: string): Kind => KIND_OF.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

/** Work on the raster threads (software raster of the tiles that come into view). */
const RASTER = new Set(['RasterTask', 'TileManager::RasterTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tts?: number;
  tdur?: number;
  args?: { name?: string };
}

/** CPU ms per kind of work, and the renderer main thread's busiest frames. */
export interface TraceSummary {
  cpuMs: Record<Kind, number>;
  /** Main-thread self time by event name, the largest first (ms). */
  top: Array<[string, number]>;
}

/** Records the timeline of everything `work` makes the page do, into `path` (DevTools opens it). */
export async function traced<T>(
  browser: Browser,
  page: Page,
  path: string,
  work: () => Promise<T>,
): Promise<{ result: T; summary: TraceSummary }> {
  await browser.startTracing(page, { path, categories: CATEGORIES.split(',') });
  let buffer: Buffer;
  let result: T;
  try {
    result = await work();
  } finally {
    // Stopped even when the work failed, so a next trace can start.
    buffer = await browser.stopTracing();
  }
  return { result, summary: summarize(JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }) };
}

export function summarize(trace: { traceEvents: TraceEvent[] }): TraceSummary {
  const threadName = new Map<string, string>();
  for (const e of trace.traceEvents) {
    if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  // The renderer is the process whose main thread ran the page's animation frames.
  const rendererPid = trace.traceEvents.find((e) => e.name === 'FireAnimationFrame')?.pid;
  const cpuMs = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const byName = new Map<string, number>();

  // Complete events per thread of the renderer ('X', and 'B'/'E' pairs made complete).
  const threads = new Map<string, Array<{ name: string; ts: number; dur: number; tdur: number }>>();
  const open = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    if (e.pid !== rendererPid) continue;
    const key = `${e.pid}:${e.tid}`;
    let list = threads.get(key);
    if (!list) threads.set(key, (list = []));
    if (e.ph === 'X' && e.tdur !== undefined) {
      list.push({ name: e.name, ts: e.ts, dur: e.dur ?? 0, tdur: e.tdur });
    } else if (e.ph === 'B') {
      let stack = open.get(key);
      if (!stack) open.set(key, (stack = []));
      stack.push(e);
    } else if (e.ph === 'E') {
      const begin = open.get(key)?.pop();
      if (begin && begin.tts !== undefined && e.tts !== undefined) {
        list.push({ name: begin.name, ts: begin.ts, dur: e.ts - begin.ts, tdur: e.tts - begin.tts });
      }
    }
  }

  for (const [key, events] of threads) {
    const name = threadName.get(key) ?? '';
    if (name === 'CrRendererMain') {
      // Self time: an event's thread time less that of the events nested in it.
      events.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
      const stack: Array<{ end: number; self: number; name: string }> = [];
      const close = (until: number) => {
        while (stack.length > 0 && stack.at(-1)!.end <= until) {
          const done = stack.pop()!;
          const kind = kindOf(done.name);
          cpuMs[kind] += done.self / 1000;
          byName.set(done.name, (byName.get(done.name) ?? 0) + done.self / 1000);
        }
      };
      for (const e of events) {
        close(e.ts);
        const parent = stack.at(-1);
        if (parent) parent.self -= e.tdur;
        stack.push({ end: e.ts + e.dur, self: e.tdur, name: e.name });
      }
      close(Infinity);
    } else if (name.startsWith('CompositorTileWorker') || name.startsWith('ThreadPool')) {
      // Raster tasks do not nest in one another: their own thread time.
      for (const e of events) if (RASTER.has(e.name)) cpuMs.raster += e.tdur / 1000;
    }
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40);
  return { cpuMs, top };
}
