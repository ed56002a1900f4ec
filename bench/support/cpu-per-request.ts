import { readdirSync, readFileSync } from 'node:fs';
import { runLoad, type LoadOptions, type LoadResult } from './paced-load.js';

/** A load run with the CPU time it cost per request: less sensitive to a shared machine than latency. */
export interface CpuLoadResult extends LoadResult {
  /** This process (the server and the load generator's worker thread), ms of CPU per request. */
  nodeCpuMs: number;
  /** The PostgreSQL backends of the benchmark's database (0 on PGlite: it runs inside the process). */
  postgresCpuMs: number;
}

const TICKS_PER_SECOND = 100;

/** CPU ticks used so far by each PostgreSQL backend serving `database`, by process id. */
function postgresTicksByPid(database: string | undefined): Map<string, number> {
  const ticks = new Map<string, number>();
  if (!database) return ticks;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while we read it.
    }
  }
  return ticks;
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving `database` (Linux /proc; the cluster
 * on this machine). Backends are found by their process title, `postgres: user database host ...`.
 */
export function postgresCpuSeconds(database: string | undefined): number {
  let ticks = 0;
  for (const t of postgresTicksByPid(database).values()) ticks += t;
  return ticks / TICKS_PER_SECOND;
}

/**
 * A mark of the PostgreSQL backends' CPU, and the CPU seconds they used since it. Backends that
 * ended in between (an idle pool closes its connections) are left out instead of counting negative;
 * backends that started count whole.
 */
export function postgresCpuMark(database: string | undefined): () => number {
  const before = postgresTicksByPid(database);
  return () => {
    let ticks = 0;
    for (const [pid, t] of postgresTicksByPid(database)) ticks += t - (before.get(pid) ?? 0);
    return ticks / TICKS_PER_SECOND;
  };
}

/**
 * CPU milliseconds used so far by this process's main thread alone (Linux /proc; 0 elsewhere): the
 * server's share when the load generator runs in worker threads.
 */
export function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Runs the warm-up as a load of its own, then the measured load, and divides the CPU used during
 * the measured part by its requests. `database`: the PostgreSQL database's name, to count its
 * backends too (a backend that exits mid-run takes its share with it; the pool keeps them open).
 */
export async function runLoadWithCpu(options: LoadOptions, database?: string): Promise<CpuLoadResult> {
  if (options.warmupSeconds > 0)
    await runLoad({ ...options, seconds: options.warmupSeconds, warmupSeconds: 0 });
  const pgBefore = postgresCpuSeconds(database);
  const before = process.cpuUsage();
  const result = await runLoad({ ...options, warmupSeconds: 0 });
  const used = process.cpuUsage(before);
  const pgUsed = postgresCpuSeconds(database) - pgBefore;
  const n = Math.max(1, result.requests);
  return { ...result, nodeCpuMs: (used.user + used.system) / 1000 / n, postgresCpuMs: (pgUsed * 1000) / n };
}

/** A Markdown table of the CPU per request of each measured target. */
export function printCpuTable(
  rows: Array<{ database: string; target: string; result: CpuLoadResult }>,
): void {
  console.info('\nCPU per request (Node: server and load generator; PostgreSQL: the database backends)');
  console.info('| database | target | requests | Node CPU ms/request | PostgreSQL CPU ms/request |');
  console.info('|---|---|--:|--:|--:|');
  for (const { database, target, result } of rows) {
    const pg = database === 'PGlite' ? '–' : result.postgresCpuMs.toFixed(2);
    console.info(`| ${database} | ${target} | ${result.requests} | ${result.nodeCpuMs.toFixed(2)} | ${pg} |`);
  }
}
