// @ts-check
/**
 * `npm start`: install if needed, build the web app and the server if needed, then run the built server
 * (plain JavaScript, no TypeScript loader) in production mode.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { relative } from 'node:path';
import { demoModuleEnv } from './demo-modules.mjs';
import { serverEnvironment, serverNodeFlags } from './server-flags.mjs';

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `✖ Node.js ${process.versions.node} is too old: this project needs Node.js 20.19 or newer (see "engines" in package.json).`,
  );
  process.exit(1);
}

// Imported after the version check so that an old Node fails with the message above.
const { ensureInstalled, ensureServerBuilt, ensureWebBuilt, root, serverEntry } =
  await import('./ensure-install.mjs');
try {
  ensureInstalled();
  ensureWebBuilt();
  ensureServerBuilt();
} catch (err) {
  console.error(`✖ ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}

const nodeArgs = [...serverNodeFlags, relative(root, serverEntry)];
console.info(`• starting the server: node ${nodeArgs.join(' ')}`);
const child = spawn(process.execPath, nodeArgs, {
  cwd: root,
  stdio: 'inherit',
  // Its own process group: a terminal's Ctrl-C reaches the server only through us (see below).
  detached: true,
  env: {
    ...demoModuleEnv,
    ...serverEnvironment(process.env),
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  },
});

/** @type {NodeJS.Signals[]} */
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// A Ctrl-C arrives here twice (from the terminal and from npm, which forwards it too): pass one on,
// so the server shuts down gracefully; another one later than a second is a deliberate second press.
let lastForward = 0;
for (const sig of forwarded) {
  process.on(sig, () => {
    if (Date.now() - lastForward < 1000) return;
    lastForward = Date.now();
    child.kill(sig);
  });
}

process.on('exit', () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'));

child.on('error', (err) => {
  console.error(`✖ could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1)));
