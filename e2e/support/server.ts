import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { demoModuleEnv } from '../../scripts/demo-modules.mjs';
import { provided } from './provided.js';

/** The monorepo root: the server is started from there, as `npm start` does. */
export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** A fixed secret (the server wants 32+ characters), so tokens are stable within a run. */
export const E2E_JWT_SECRET = 'e2e-only-jwt-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const OUTPUT_LIMIT = 20_000;

export interface StartedServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Everything the server printed so far (stdout and stderr, trimmed to the last 20 kB). */
  output: () => string;
  /** Stops the server and removes its data directory. Safe to call twice. */
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /**
   * Extra environment variables for the server (they win over the defaults below); a function
   * receives the server's URL before it starts, for values that point at the server itself.
   */
  env?: Record<string, string> | ((url: string) => Record<string, string>);
}

/** Children still running, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
const tempDirs = new Set<string>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A port free on the loopback interface right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolvePort(port) : reject(new Error('No free port'))));
    });
  });
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free
 * loopback port with a fresh embedded database, and waits until GET /version answers.
 * The first start migrates and seeds the demo data, hence the generous timeout.
 */
export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  // Another process may take the port between the probe and the server's listen: try again then.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(await freePort(), options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortInUseError)) throw error;
    }
  }
}

class PortInUseError extends Error {}

/** Settings that put the database or the files somewhere the template does not describe. */
const ownStorage = (env: Record<string, string>) =>
  Object.keys(env).some((key) => /^(?:DATABASE_URL|DATA_DIR|S3_)/.test(key));

/** The template's directory when the run made one. */
function dataTemplate(): string | undefined {
  const dir = provided('e2eDataTemplate');
  return dir && existsSync(join(dir, 'db')) ? dir : undefined;
}

async function startOnce(port: number, options: StartServerOptions): Promise<StartedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hiring-e2e-'));
  tempDirs.add(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const extraEnv = typeof options.env === 'function' ? options.env(url) : (options.env ?? {});

  // The run's migrated database (support/global-setup.ts), unless this server has its own database
  // or files elsewhere.
  const template = ownStorage(extraEnv) ? undefined : dataTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: E2E_JWT_SECRET,
    SEED_DEMO: 'true',
    // As `npm start`: the demo's feature modules (scripts/demo-modules.mjs).
    ...demoModuleEnv,
    ...extraEnv,
  };
  // The embedded database in the temp dir, never a PostgreSQL the developer has configured.
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PUBLIC_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const exited = new Promise<number | null>((resolveExit) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolveExit(code ?? (signal ? -1 : null));
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    tempDirs.delete(dataDir);
  };

  try {
    await waitUntilReady(url, exited, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

async function waitUntilReady(
  url: string,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));

  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      const text = output();
      const message = `The server exited (code ${exitCode}) before answering GET /version:\n${text}`;
      throw /EADDRINUSE/.test(text) ? new PortInUseError(message) : new Error(message);
    }
    try {
      const response = await fetch(`${url}/version`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        await response.arrayBuffer();
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `The server did not answer GET ${url}/version within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

let webBuild: Promise<void> | undefined;

/** Builds the web app (npm run build -w @hiring/web) once, if apps/web/dist/index.html is missing. */
export function ensureWebBuilt(): Promise<void> {
  webBuild ??= buildWebIfMissing();
  return webBuild;
}

async function buildWebIfMissing(): Promise<void> {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.info('e2e: apps/web/dist is missing, building the web app…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', 'build', '-w', '@hiring/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((r) => child.once('close', r));
  if (code !== 0 || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    webBuild = undefined;
    throw new Error(`Building the web app failed (exit code ${code}):\n${output.slice(-OUTPUT_LIMIT)}`);
  }
}

/** Debian's Chromium (never a downloaded one); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's own camera and microphone (a test pattern and a beep) granted without asking: for the
 * in-browser recorders (getUserMedia, MediaRecorder).
 */
export const fakeMediaArgs = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/**
 * Headless Chromium with the flags of docs' stack.md (no sandbox as root, no network of its own), and
 * `extraArgs` (e.g. fakeMediaArgs).
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}: install it with apt-get install -y chromium`);
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
