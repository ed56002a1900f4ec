/** Types of server-flags.mjs for the TypeScript callers (bench/memory.bench.ts, the server build test). */
export declare const serverNodeFlags: string[];
