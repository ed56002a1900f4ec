import { Worker } from 'node:worker_threads';

/** One load run: closed (N concurrent loops) or open (a fixed request rate, whatever the answers). */
export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Headers of every request; with `tokens`, each request takes the next token as its bearer. */
  headers?: Record<string, string>;
  tokens?: string[];
  seconds: number;
  warmupSeconds: number;
  /** Closed loop: this many requests in flight at all times. */
  connections?: number;
  /** Open loop: start this many requests per second (at most 1,000 in flight). */
  rate?: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * The generator runs in a worker thread (the server under test keeps its own event loop) and
 * records every latency, so p95 is exact — autocannon's histogram offers p90 and p97.5 only.
 */
const workerCode = `
const { parentPort, workerData: o } = require('node:worker_threads');
const lat = [];
let requests = 0, failures = 0, inflight = 0, n = 0;
const t0 = performance.now();
const measureFrom = t0 + o.warmupSeconds * 1000;
const end = measureFrom + o.seconds * 1000;
async function one() {
  const token = o.tokens ? o.tokens[n++ % o.tokens.length] : null;
  const headers = token ? { ...o.headers, authorization: 'Bearer ' + token } : o.headers;
  const start = performance.now();
  inflight++;
  let ok = false;
  try {
    const res = await fetch(o.url, { method: o.method, headers, body: o.body });
    await res.arrayBuffer();
    ok = res.status >= 200 && res.status < 300;
  } catch {}
  inflight--;
  if (start >= measureFrom && start < end) {
    requests++;
    if (!ok) failures++;
    lat.push(performance.now() - start);
  }
}
async function closed() {
  const loops = [];
  for (let i = 0; i < o.connections; i++)
    loops.push((async () => { while (performance.now() < end) await one(); })());
  await Promise.all(loops);
}
async function open() {
  const pending = [];
  const interval = 1000 / o.rate;
  let next = performance.now();
  while (next < end) {
    if (inflight < 1000) pending.push(one());
    next += interval;
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(pending);
}
(o.rate ? open() : closed()).then(() => {
  lat.sort((a, b) => a - b);
  const q = (p) => (lat.length ? lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] : 0);
  parentPort.postMessage({
    requests, failures, rps: requests / o.seconds,
    p50: q(50), p95: q(95), p99: q(99), max: lat.length ? lat[lat.length - 1] : 0,
  });
});
`;

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const data = {
    method: 'GET',
    connections: 10,
    ...options,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerCode, { eval: true, workerData: data });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Milliseconds for a table cell. */
export const msCell = (v: number) => (v < 1 ? v.toFixed(2) : v.toFixed(v < 10 ? 1 : 0));
