// @ts-check
/**
 * Install and build only when needed: content hashes of the inputs are kept in stamp files
 * (node_modules/.install-stamp, apps/web/dist/.build-stamp, apps/server/dist/.build-stamp). Runs before
 * `npm install`: built-ins only.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * @param {string[]} files absolute paths; hashes their repo-relative names and contents
 * @param {boolean} [json] hash .json files by their parsed content (see canonicalJson)
 */
function hashFiles(files, json = false) {
  const h = createHash('sha256');
  for (const f of [...files].sort()) {
    h.update(relative(root, f).split(sep).join('/') + '\0');
    if (!existsSync(f)) h.update('<missing>');
    else h.update(json && f.endsWith('.json') ? canonicalJson(f, readFileSync(f, 'utf8')) : readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

/** What npm ci reads from a package.json: editing "scripts" or re-formatting must not reinstall. */
const INSTALL_FIELDS = [
  ...['name', 'version', 'workspaces', 'overrides', 'bin', 'bundleDependencies'],
  ...['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'],
];

/**
 * @param {string} file @param {string} text
 * @returns {string} the JSON re-serialized without formatting (package.json: install fields only; as is if invalid)
 */
function canonicalJson(file, text) {
  try {
    /** @type {Record<string, unknown>} */
    const data = JSON.parse(text);
    if (basename(file) !== 'package.json') return JSON.stringify(data);
    return JSON.stringify(INSTALL_FIELDS.map((k) => [k, data[k] ?? null]));
  } catch {
    return text;
  }
}

/** @param {string} p @returns {string[]} every file under p (p itself if it is a file) */
function walk(p) {
  if (!existsSync(p)) return [];
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== '.DS_Store')
    .flatMap((e) => walk(join(p, e.name)));
}

/** Root package.json, package-lock.json and every workspace's package.json ("dir" or "dir/*" patterns). */
function installInputs() {
  /** @type {{ workspaces?: string[] }} */
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const dirs = (pkg.workspaces ?? []).flatMap((w) => {
    if (!w.endsWith('/*')) return [w];
    const parent = join(root, w.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((d) => join(w.slice(0, -2), d)) : [];
  });
  const files = [join(root, 'package.json'), join(root, 'package-lock.json')];
  for (const d of dirs)
    if (existsSync(join(root, d, 'package.json'))) files.push(join(root, d, 'package.json'));
  return files;
}

/** @param {string} cmd @param {string[]} args @throws {Error} when the command fails */
function runOrThrow(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0)
    throw new Error(
      `\`${cmd} ${args.join(' ')}\` failed (${r.error?.message ?? `exit ${r.status ?? r.signal}`})`,
    );
}

/** The hash node_modules/.install-stamp holds when node_modules matches the manifests. */
export const installHash = () => hashFiles(installInputs(), true);

/** Runs `npm ci` (or `npm install` without a lockfile) unless node_modules matches the manifests. @throws {Error} */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.install-stamp');
  const current = installHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === current) {
    console.info('• dependencies up to date (node_modules matches package-lock.json)');
    return;
  }
  const why = existsSync(join(root, 'node_modules'))
    ? 'manifests changed since the last install'
    : 'no node_modules';
  if (existsSync(join(root, 'package-lock.json'))) {
    console.info(`• installing dependencies: npm ci (${why})`);
    // --include=dev: the builds (vite, esbuild) are dev dependencies, also when the shell has NODE_ENV=production.
    runOrThrow(npm, ['ci', '--include=dev', '--no-audit', '--no-fund']);
  } else {
    console.info(`• installing dependencies: npm install (${why}, no package-lock.json)`);
    runOrThrow(npm, ['install', '--include=dev', '--no-audit', '--no-fund']);
  }
  writeFileSync(stamp, installHash() + '\n'); // after: npm install may have written the lockfile
}

const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
];

/** Builds the web app unless apps/web/dist was built from the current sources. @throws {Error} */
export function ensureWebBuilt() {
  const dist = join(root, 'apps/web/dist');
  const stamp = join(dist, '.build-stamp');
  const sources = webInputs.flatMap((p) => walk(join(root, p))).filter((f) => !/\.test\.tsx?$/.test(f));
  const current = hashFiles(sources); // tests do not change the build
  if (
    existsSync(join(dist, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === current
  ) {
    console.info('• web app up to date (apps/web/dist matches its sources)');
    return;
  }
  const why = existsSync(join(dist, 'index.html')) ? 'sources changed since the last build' : 'no build yet';
  console.info(`• building the web app: npm run build -w @hiring/web (${why})`);
  runOrThrow(npm, ['run', 'build', '-w', '@hiring/web']);
  writeFileSync(stamp, current + '\n'); // the hash from before the build: edits made meanwhile trigger a rebuild
}

const serverInputs = [
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** Where `npm start` runs the server from: the bundle of apps/server/src/main.ts (apps/server/build.mjs). */
export const serverEntry = join(root, 'apps/server/dist/main.js');

/**
 * Builds the server (apps/server/dist: plain JavaScript, run without a TypeScript loader) unless it was built
 * from the current sources, build script and lockfile. @throws {Error}
 */
export function ensureServerBuilt() {
  const stamp = join(root, 'apps/server/dist/.build-stamp');
  const sources = serverInputs.flatMap((p) => walk(join(root, p))).filter((f) => !/\.test\.ts$/.test(f));
  const current = hashFiles(sources);
  if (existsSync(serverEntry) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === current) {
    console.info('• server up to date (apps/server/dist matches its sources)');
    return;
  }
  const why = existsSync(serverEntry) ? 'sources changed since the last build' : 'no build yet';
  console.info(`• building the server: npm run build -w @hiring/server (${why})`);
  runOrThrow(npm, ['run', 'build', '-w', '@hiring/server']);
  writeFileSync(stamp, current + '\n'); // the hash from before the build: edits made meanwhile trigger a rebuild
}
