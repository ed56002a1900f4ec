/** Types of server-process.mjs for the TypeScript callers (tests and benchmarks that start the built server). */
import type { ChildProcess } from 'node:child_process';
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
  kill(): Promise<void>;
}
export declare function buildServerCopy(name: string): Promise<{ entry: string; remove: () => void }>;
export declare function startServerProcess(entry: string, env: Record<string, string | undefined>): Promise<ServerProcess>;
