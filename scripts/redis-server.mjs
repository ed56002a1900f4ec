// @ts-check
/**
 * A throw-away Redis server for tests (Debian's `redis-server`, installed by .ci/run): a free loopback port,
 * nothing saved to disk, run as the unprivileged test user when we are root (scripts/pg-cluster.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asPgUser, ensurePgUser, freePort, isRoot } from './pg-cluster.mjs';

/** @typedef {{ url: string, stop: () => Promise<void> }} RedisServer */

/** The redis-server binary on PATH, or null. */
export function findRedisServer() {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * Starts a Redis server on a free port; resolves once it accepts connections.
 * @returns {Promise<RedisServer | null>} null when redis-server is not installed
 */
export async function startRedis() {
  const binary = findRedisServer();
  if (!binary) return null;
  const dir = mkdtempSync(join(tmpdir(), 'hiring-redis-'));
  if (isRoot()) {
    ensurePgUser();
    const id = (/** @type {string} */ flag) => Number(spawnSync('id', [flag, 'hiringpg'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const [file, ...argv] = asPgUser(binary, args);
  const child = spawn(/** @type {string} */ (file), argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  // If this process is SIGKILLed, a detached watchdog stops the server once we are gone.
  const watchdog = spawn(
    'sh',
    ['-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 2; done; kill ${child.pid} 2>/dev/null; rm -rf '${dir}'`],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  await new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) resolve(undefined);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`redis-server exited:\n${output}`)));
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      try {
        if (watchdog.pid) process.kill(-watchdog.pid);
      } catch {
        /* already gone */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
