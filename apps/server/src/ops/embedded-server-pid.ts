import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process's database: while a server has DATA_DIR/db open, no other process may open it (a
 * second writer corrupts it). The server on the embedded database leaves its pid in DATA_DIR/server.pid; the
 * backup, restore and move commands refuse while that process lives.
 */
const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** Records this process as the embedded database's server; the file goes when the process exits. */
export function markEmbeddedServer(dataDir: string): void {
  const file = pidFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  process.once('exit', () => {
    // Only our own: a second server started by mistake must not remove the first one's mark.
    if (embeddedServerPid(dataDir) === process.pid) rmSync(file, { force: true });
  });
}

/** The pid written in DATA_DIR/server.pid, or null. */
function embeddedServerPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(pidFile(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The pid of a live server on this DATA_DIR's embedded database; null when none (a stale file is ignored). */
export function runningEmbeddedServer(dataDir: string): number | null {
  const pid = embeddedServerPid(dataDir);
  if (pid === null) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: it lives, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
