// @ts-check
/**
 * A throw-away PostgreSQL cluster for tests, built from the machine's initdb/pg_ctl.
 * PostgreSQL refuses to run as root, so as root everything runs as the system user `hiringpg`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const PG_USER = 'hiringpg';

/** @typedef {{ url: string, stop: () => Promise<void> }} Cluster */
/** @typedef {{ bin: string, version: number[] }} PgBin */

/** Directories holding both initdb and pg_ctl, highest version first. */
export function findPgBin() {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  if (existsSync('/usr/lib/postgresql')) {
    for (const v of readdirSync('/usr/lib/postgresql')) dirs.push(join('/usr/lib/postgresql', v, 'bin'));
  }
  /** @type {Map<string, PgBin>} */
  const found = new Map();
  for (const dir of dirs) {
    if (!existsSync(join(dir, 'initdb')) || !existsSync(join(dir, 'pg_ctl'))) continue;
    const bin = dirname(realpathSync(join(dir, 'pg_ctl'))); // follow /usr/local/bin symlinks to the real bin dir
    if (found.has(bin)) continue;
    const out = spawnSync(join(bin, 'pg_ctl'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
    const version = (out.match(/(\d+(?:\.\d+)*)/)?.[1] ?? '0').split('.').map(Number);
    found.set(bin, { bin, version });
  }
  const cmp = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
    return 0;
  };
  return [...found.values()].sort((a, b) => cmp(a.version, b.version))[0] ?? null;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
export const shq = (/** @type {string} */ s) => `'${s.replaceAll("'", `'\\''`)}'`;

/** Creates the unprivileged user if missing (root only); scripts/redis-server.mjs runs its server as it too. */
export function ensurePgUser() {
  if (spawnSync('id', ['-u', PG_USER]).status === 0) return;
  const add = spawnSync(
    'useradd',
    ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER],
    { encoding: 'utf8' },
  );
  if (add.status !== 0 && spawnSync('id', ['-u', PG_USER]).status !== 0) {
    throw new Error(`cannot create user ${PG_USER}: ${add.stderr || add.error?.message}`);
  }
}

/** argv that runs `cmd args` as the unprivileged user when we are root, directly otherwise. */
export function asPgUser(/** @type {string} */ cmd, /** @type {string[]} */ args) {
  if (!isRoot()) return [cmd, ...args];
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser'))
    return ['runuser', '-u', PG_USER, '--', cmd, ...args];
  return ['su', '-s', '/bin/sh', PG_USER, '-c', [cmd, ...args].map(shq).join(' ')];
}

/**
 * Runs a command as the cluster's user; resolves with its output, rejects with it on failure.
 * @param {string} cwd @param {string} cmd @param {string[]} args
 * @returns {Promise<string>}
 */
function run(cwd, cmd, args) {
  const [file, ...argv] = asPgUser(cmd, args);
  return new Promise((resolve, reject) => {
    const child = spawn(/** @type {string} */ (file), argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args[0] ?? ''} exited ${code}:\n${out}`)),
    );
  });
}

/** @returns {Promise<number>} a loopback port that was free a moment ago */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a fresh cluster on a free loopback port.
 * @returns {Promise<Cluster | null>} null when no PostgreSQL server binaries are installed
 */
export async function startPostgres() {
  const pg = findPgBin();
  if (!pg) return null;
  const initdb = join(pg.bin, 'initdb');
  const pgCtl = join(pg.bin, 'pg_ctl');
  if (isRoot()) ensurePgUser();

  const base = mkdtempSync(join(tmpdir(), 'hiring-pg-'));
  const data = join(base, 'data');
  const log = join(base, 'log');
  if (isRoot()) {
    const uid = Number(spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' }).stdout.trim());
    chownSync(base, uid, gid);
  }

  let stopped = false;
  /** Synchronous, so it also works from an 'exit' handler. */
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    removeHandlers();
    const [file, ...argv] = asPgUser(pgCtl, ['-D', data, '-m', 'immediate', 'stop']);
    if (existsSync(join(data, 'postmaster.pid')))
      spawnSync(/** @type {string} */ (file), argv, { cwd: base, stdio: 'ignore' });
    rmSync(base, { recursive: true, force: true });
  };
  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (/** @type {NodeJS.Signals} */ sig) => {
    stopSync();
    // Nobody else handles it: die the default way (exit code 128 + signal).
    if (process.listenerCount(sig) === 0) process.kill(process.pid, sig);
  };
  // Last resort if this process is SIGKILLed: a detached watchdog stops the cluster once we are gone.
  const stopCmd = asPgUser(pgCtl, ['-D', data, '-m', 'immediate', 'stop']).map(shq).join(' ');
  const watchdog = spawn(
    'sh',
    [
      '-c',
      `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; ${stopCmd} >/dev/null 2>&1; rm -rf ${shq(base)}`,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.on('error', () => undefined);
  watchdog.unref();
  const removeHandlers = () => {
    process.off('exit', stopSync);
    for (const s of signals) process.off(s, onSignal);
    try {
      if (watchdog.pid) process.kill(-watchdog.pid); // its whole group, including a pending `sleep`
    } catch {
      /* already gone */
    }
  };
  process.on('exit', stopSync);
  for (const s of signals) process.on(s, onSignal);

  try {
    await run(base, initdb, [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const opts = [
        `-F -p ${port} -k ${shq(base)} -c listen_addresses=127.0.0.1`,
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200',
      ].join(' ');
      try {
        await run(base, pgCtl, ['-D', data, '-o', opts, '-l', log, '-w', 'start']);
      } catch (err) {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
        if (attempt < 3 && /could not bind|address already in use/i.test(tail)) continue; // lost the port race
        throw new Error(`${err instanceof Error ? err.message : err}\n--- server log ---\n${tail}`);
      }
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        stop: async () => stopSync(),
      };
    }
  } catch (err) {
    stopSync();
    throw err;
  }
}
