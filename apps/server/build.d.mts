/** Types of build.mjs for the TypeScript callers (test/build-server.test.ts, bench/memory.bench.ts). */
export declare const defaultOutdir: string;
export declare function buildServer(options?: {
  outdir?: string;
  quiet?: boolean;
}): Promise<{ outdir: string; outputs: string[] }>;
