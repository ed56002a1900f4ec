// @ts-check
/**
 * Preloaded into the server by bench/memory.bench.ts (`node --import`): answers the bench's IPC message
 * `memory` with process.memoryUsage() of the main thread and of every worker thread (PGlite's, which holds the
 * WASM memory), read 300 ms after a full GC when --expose-gc is on: V8 frees the pages a GC emptied on
 * background threads, so RSS read at once would still count them. Node runs a preload in worker threads too; the threads
 * talk over a BroadcastChannel. Nothing else in the server changes.
 */
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const channel = new BroadcastChannel('bench-memory');
channel.unref();
const gc = () => /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
const usage = () => ({ threadId, ...process.memoryUsage() });
const settled = 300;

if (!isMainThread) {
  channel.onmessage = (event) => {
    const message = /** @type {MessageEvent<{ ask?: number }>} */ (event).data;
    if (message.ask === undefined) return;
    gc();
    setTimeout(() => channel.postMessage({ answer: message.ask, usage: usage() }), settled);
  };
} else if (process.send) {
  process.channel?.unref();
  let asked = 0;
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const ask = ++asked;
    /** @type {unknown[]} */
    const workers = [];
    channel.onmessage = (event) => {
      const data = /** @type {MessageEvent<{ answer?: number, usage?: unknown }>} */ (event).data;
      // A worker busy with queries may answer an earlier question late: only this one's answers count.
      if (data.answer === ask) workers.push(data.usage);
    };
    channel.postMessage({ ask });
    gc();
    setTimeout(() => {
      const main = usage();
      // Room for a worker that is running a query when asked.
      setTimeout(() => process.send?.({ main, workers }), 1500);
    }, settled);
  });
}
