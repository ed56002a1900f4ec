// @ts-check
/**
 * Builds the server into apps/server/dist as plain JavaScript for `npm start` (`npm run build -w @hiring/server`):
 * src/main.ts and every worker it starts, bundled by esbuild with packages/domain (TypeScript source) inlined and
 * every other package left to node_modules. Tests and `npm run dev` keep running the TypeScript sources.
 *
 * Files the server reads next to its own source (migrations, seed JSON and assets, the repo's package.json, the
 * web app's dist) are found through `new URL(…, import.meta.url)`. In the bundle every module's `import.meta.url`
 * is rewritten to that module's source file, so those paths resolve into the source tree exactly as under tsx.
 * One exception: `new URL('./name.ts', import.meta.url)` (or `'./name.js'`) naming a TypeScript file beside the
 * module is a worker entry; it is built as dist/name.js and the expression points there.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(serverDir, '../..');
/** Where `npm start` runs it from (scripts/ensure-install.mjs). */
export const defaultOutdir = join(serverDir, 'dist');
/** Source folders whose modules are bundled (the rest of the repo is never imported by the server). */
const sourceRoots = [join(serverDir, 'src'), join(repoRoot, 'packages/domain/src')];

const WORKER_URL = /new URL\(\s*(['"])\.\/([\w.-]+)\.[jt]s\1\s*,\s*import\.meta\.url\s*\)/g;
const BUNDLE_URL = '__BUNDLE_IMPORT_META_URL__';

/** @param {string} p */
const posix = (p) => p.split(sep).join('/');

/**
 * @param {{ outdir?: string, quiet?: boolean }} [options] outdir: emptied first; must lie inside the repo, so
 *   that the bundle's imports find node_modules (the build test uses a folder under dist/)
 * @returns {Promise<{ outdir: string, outputs: string[] }>}
 */
export async function buildServer(options = {}) {
  const outdir = resolve(options.outdir ?? defaultOutdir);
  /** @type {Map<string, string>} entry name → source file; grows as worker entries are found */
  const entries = new Map([['main', join(serverDir, 'src/main.ts')]]);
  rmSync(outdir, { recursive: true, force: true });

  /** @type {string[]} */
  const outputs = [];
  // Worker entries are discovered while bundling, so build until no new one turns up.
  for (let built = new Set(); built.size < entries.size;) {
    const pending = [...entries].filter(([name]) => !built.has(name));
    const result = await esbuild.build({
      entryPoints: Object.fromEntries(pending),
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      // A dynamic import of one of the server's own modules (`import('./s3-storage.js')`) becomes a chunk of its
      // own (in the same folder, so the import.meta.url rewriting below holds for chunks too): without splitting esbuild inlines that module and hoists its package imports (the AWS SDK) to the
      // top of main.js, so they would load at start-up after all.
      splitting: true,
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      keepNames: true, // error classes and the like keep their names in logs and `instanceof` messages
      legalComments: 'none',
      logLevel: options.quiet ? 'error' : 'warning',
      metafile: true,
      plugins: [externalPackages(), sourceRelativeUrls(entries, outdir)],
    });
    for (const [name] of pending) built.add(name);
    outputs.push(...Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')));
  }
  return { outdir, outputs: outputs.map((f) => resolve(f)) };
}

/** Every bare import is external (node_modules at run time) except the workspace's own TypeScript packages. */
function externalPackages() {
  return /** @type {import('esbuild').Plugin} */ ({
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@hiring/')) return undefined;
        return { path: args.path, external: true };
      });
    },
  });
}

/** @param {Map<string, string>} entries @param {string} outdir */
function sourceRelativeUrls(entries, outdir) {
  return /** @type {import('esbuild').Plugin} */ ({
    name: 'source-relative-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        if (!sourceRoots.some((r) => args.path.startsWith(r + sep))) return undefined;
        let contents = readFileSync(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return { contents, loader: 'ts' };
        contents = contents.replace(WORKER_URL, (match, _q, name) => {
          const file = join(dirname(args.path), `${name}.ts`);
          if (!existsSync(file)) return match;
          const known = entries.get(name);
          if (known && known !== file) throw new Error(`two worker entries named ${name}: ${known}, ${file}`);
          entries.set(name, file);
          return `new URL(${JSON.stringify(`./${name}.js`)}, ${BUNDLE_URL})`;
        });
        const fromBundle = posix(relative(outdir, args.path));
        contents = contents
          .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`)
          .replaceAll(BUNDLE_URL, 'import.meta.url');
        return { contents, loader: 'ts' };
      });
    },
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const at = process.argv.indexOf('--outdir');
  const { outputs } = await buildServer(at > 0 ? { outdir: process.argv[at + 1] } : {});
  const ms = Math.round(performance.now() - started);
  console.info(`• server built in ${ms} ms: ${outputs.map((f) => posix(relative(repoRoot, f))).join(', ')}`);
}
