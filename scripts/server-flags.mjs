// @ts-check
/**
 * Node's flags for the built server, shared by `npm start` (scripts/start.mjs), bench/memory.bench.ts and the
 * build test, so that what is measured and tested is what runs. Why each one: docs/performance.md, "Memory and
 * start-up".
 */
export const serverNodeFlags = [
  // Stack traces name the TypeScript sources (apps/server/dist/*.js.map).
  '--enable-source-maps',
  // PGlite's 9 MB of WebAssembly compiled once by the optimising compiler (TurboFan) instead of V8's default of
  // a baseline copy of every function (Liftoff) plus optimised copies of the hot ones: about 60 MB less code,
  // the same speed once started (the compile runs on V8's background threads while the database opens).
  '--no-liftoff',
];
