// @ts-check
/**
 * Node's flags and environment for the built server, shared by `npm start` (scripts/start.mjs), bench/memory.bench.ts and the
 * build test, so that what is measured and tested is what runs. Why each one: docs/performance.md, "Memory and
 * start-up".
 */
export const serverNodeFlags = [
  // Not `--enable-source-maps`: with it Node reads and keeps the source map of every module it loads (ours and
  // the packages'), about 10 MB of RSS for the life of the process. Stack traces name apps/server/dist/main.js
  // lines and the functions' own names (the build keeps them); `NODE_OPTIONS=--enable-source-maps npm start`
  // turns the TypeScript file names back on when a trace needs them.
  // PGlite's 9 MB of WebAssembly compiled once by the optimising compiler (TurboFan) instead of V8's default of
  // a baseline copy of every function (Liftoff) plus optimised copies of the hot ones: about 60 MB less code,
  // the same speed once started. Each function is compiled when first called (V8's lazy compilation, on by
  // default), so functions PostgreSQL never runs cost nothing.
  '--no-liftoff',
];

/**
 * glibc's allocator, tuned for a long-running server with bursts of large short-lived allocations
 * (V8's optimising compiler working through PGlite's WebAssembly, request and response buffers):
 * blocks of 32 KB and more are mapped apart and given back to the system when freed, and a thread's
 * heap is trimmed once 64 KB at its top are free. With glibc's defaults the mapping threshold rises
 * as large blocks are freed, those blocks then come from the threads' heaps, and ~30 MB they had held
 * stayed resident for the life of the process (bench/README.md, "Memory and start-up").
 */
export const serverMallocTunables = 'glibc.malloc.mmap_threshold=32768:glibc.malloc.trim_threshold=65536';

/**
 * What the server's environment adds to `env`: the allocator settings above, unless `env` sets its own
 * GLIBC_TUNABLES (an empty one keeps glibc's defaults). glibc reads them once, when a process starts, so
 * they are given to the server's process, not set from inside it.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<string, string>}
 */
export function serverEnvironment(env) {
  return env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: serverMallocTunables } : {};
}
