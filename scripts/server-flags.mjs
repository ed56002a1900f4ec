// @ts-check
/**
 * Node's flags for the built server, shared by `npm start` (scripts/start.mjs), bench/memory.bench.ts and the
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
