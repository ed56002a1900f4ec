// @ts-check
/**
 * Node's flags for the built server, shared by `npm start` (scripts/start.mjs), bench/memory.bench.ts and the
 * build test, so that what is measured and tested is what runs. Why each one: docs/performance.md, "Memory and
 * start-up".
 */
export const serverNodeFlags = [
  // Stack traces name the TypeScript sources (apps/server/dist/*.js.map).
  '--enable-source-maps',
];
