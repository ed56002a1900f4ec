// @ts-check
/**
 * The built server as a child process, for the tests and benchmarks that need real processes (the build test,
 * the multi-instance and durability tests, the two-instance benchmark): built once into a folder of its own
 * under apps/server/dist (a running `npm start` is not disturbed), started with the flags `npm start` uses.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, defaultOutdir } from '../apps/server/build.mjs';
import { serverEnvironment, serverNodeFlags } from './server-flags.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Builds the server into dist/<name>-<pid>-<time>; resolves with its main.js and a function that removes it.
 * @param {string} name
 * @returns {Promise<{ entry: string, remove: () => void }>}
 */
export async function buildServerCopy(name) {
  const outdir = join(defaultOutdir, `${name}-${process.pid}-${Date.now()}`);
  const { outputs } = await buildServer({ outdir, quiet: true });
  const entry = outputs.find((f) => f.endsWith('/main.js'));
  if (!entry) throw new Error(`no main.js among ${outputs.join(', ')}`);
  return { entry, remove: () => rmSync(outdir, { recursive: true, force: true }) };
}

/**
 * @typedef {object} ServerProcess
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} url  http://127.0.0.1:port
 * @property {() => string} output  everything it printed so far
 * @property {Promise<number | null>} exited  its exit code (null when a signal ended it)
 * @property {() => Promise<number | null>} stop  SIGTERM, then waits for the exit
 * @property {() => Promise<void>} kill  SIGKILL, then waits for the exit
 */

/**
 * Starts the built server on a free port of 127.0.0.1 and resolves once it listens and answers /health.
 * `env` is the whole configuration (PATH and the flags' allocator settings are added): DATA_DIR or DATABASE_URL,
 * SEED_DEMO and the like.
 * @param {string} entry
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<ServerProcess>}
 */
export async function startServerProcess(entry, env) {
  const child = spawn(process.execPath, [...serverNodeFlags, entry], {
    cwd: repoRoot,
    env: {
      ...serverEnvironment(env),
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise((resolve, reject) => {
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      // Fastify's log line (LOG_LEVEL info and below), or main.ts's own line, printed at every level.
      const m = /(?:Server listening at|Hiring is running at) (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m?.[1]) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code ?? 'signal'}):\n${output}`)));
  });
  for (;;) {
    const res = await fetch(`${url}/health`).catch(() => undefined);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const end = async (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return {
    child,
    url,
    output: () => output,
    exited,
    stop: () => end('SIGTERM'),
    kill: async () => void (await end('SIGKILL')),
  };
}
