// @ts-check
/**
 * Preloaded into the server by bench/memory.bench.ts (`node --import`): answers the bench's IPC message
 * `memory` with process.memoryUsage() of the main thread and of every worker thread (PGlite's, which holds the
 * WASM memory), after a full GC when --expose-gc is on. Node runs a preload in worker threads too; the threads
 * talk over a BroadcastChannel. Nothing else in the server changes.
 */
import { BroadcastChannel, isMainThread, threadId } from 'node:worker_threads';

const channel = new BroadcastChannel('bench-memory');
channel.unref();
const usage = () => {
  /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
  return { threadId, ...process.memoryUsage() };
};

if (!isMainThread) {
  channel.onmessage = (event) => {
    const message = /** @type {MessageEvent} */ (event).data;
    if (message === 'ask') channel.postMessage(usage());
  };
} else if (process.send) {
  process.channel?.unref();
  process.on('message', (message) => {
    if (message !== 'memory') return;
    /** @type {unknown[]} */
    const workers = [];
    channel.onmessage = (event) => {
      const data = /** @type {MessageEvent} */ (event).data;
      if (data !== 'ask') workers.push(data);
    };
    channel.postMessage('ask');
    const main = usage();
    setTimeout(() => process.send?.({ main, workers }), 300);
  });
}
