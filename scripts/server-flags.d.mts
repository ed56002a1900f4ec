/** Types of server-flags.mjs for the TypeScript callers (bench/memory.bench.ts, the server build test). */
export declare const serverNodeFlags: string[];
export declare const serverMallocTunables: string;
export declare function serverEnvironment(env: Record<string, string | undefined>): Record<string, string>;
