import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where a machine's CPU went, from Linux's /proc: a process's own time, a PostgreSQL cluster's (the
 * postmaster and every process it forked, including backends that ended), and the whole machine's.
 * Elsewhere the readers answer undefined and the benches print "–".
 */

/** Linux reports process times in USER_HZ ticks, 100 a second on every architecture it runs Node on. */
const TICKS_PER_SECOND = 100;

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (the name may hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds a process used so far: user + system of all its threads (not its children). */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  const fields = pid === undefined ? undefined : statFields(pid);
  // After the parenthesis: state, ppid, ... utime is the 12th field and stime the 13th.
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : undefined;
}

/**
 * CPU seconds of a process's main thread alone (its JavaScript event loop, for Node), without its
 * helper threads (garbage collection, libuv's pool, workers).
 */
export function mainThreadCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The parent of a process (a PostgreSQL backend's parent is its cluster's postmaster). */
export function parentPid(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

/**
 * CPU seconds a PostgreSQL cluster used so far: its postmaster, the children it has reaped (backends
 * that ended: cutime and cstime, the 14th and 15th fields) and the children alive now (backends,
 * parallel workers, checkpointer, WAL writer, autovacuum, ...), found by their parent id.
 */
export function clusterCpuSeconds(postmasterPid: number | undefined): number | undefined {
  if (postmasterPid === undefined) return undefined;
  const own = statFields(postmasterPid);
  if (!own) return undefined;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The whole machine's CPU time so far, in seconds summed over all CPUs (/proc/stat's first line). */
export interface MachineCpu {
  /** user, nice and system: every process's work and the kernel's on its behalf */
  busy: number;
  /**
   * irq and softirq: the kernel's interrupt work, on no process's account (much of loopback TCP's receive
   * path runs as softirq)
   */
  interrupts: number;
  /** idle and waiting for I/O */
  idle: number;
  /** taken by the hypervisor for other guests (a virtual machine's vCPU was not running) */
  steal: number;
}

export function machineCpuSeconds(): MachineCpu | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as [number, number, number, number, number, number, number, number];
    return {
      busy: (user + nice + system) / TICKS_PER_SECOND,
      interrupts: (irq + softirq) / TICKS_PER_SECOND,
      idle: (idle + iowait) / TICKS_PER_SECOND,
      steal: (steal ?? 0) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined;
  }
}
