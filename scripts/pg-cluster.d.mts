/** Types of pg-cluster.mjs for the TypeScript tests and benchmarks. */
export interface Cluster {
  url: string;
  stop(): Promise<void>;
}
export declare function findPgBin(): { bin: string; version: number[] } | null;
export declare function startPostgres(): Promise<Cluster | null>;
export declare const isRoot: () => boolean;
export declare const shq: (s: string) => string;
export declare function ensurePgUser(): void;
export declare function asPgUser(cmd: string, args: string[]): string[];
export declare function freePort(): Promise<number>;
