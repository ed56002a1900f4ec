// @ts-check
/**
 * The first-load budgets of issue 15 (docs/performance.md, "First load"), over the web build's
 * manifest (apps/web/dist/.vite/manifest.json, `build.manifest: true`):
 * - `/login`: the JavaScript of index.html's entry, the standalone layout and the login page, with
 *   every static import they pull, at most LOGIN_BUDGET bytes compressed (brotli, as served);
 * - every page: its own JavaScript (its chunk and static imports) beyond the layout it lives in
 *   (entry + shell for shell pages, entry + standalone layout for captive pages), at most
 *   ROUTE_BUDGET bytes compressed.
 * Exits 1 with a table when a budget is passed. `--all` prints every page, `--dist <dir>` reads
 * another build, `--json` prints the figures as JSON.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Issue 15's targets: 150 KB for /login (it is at 145.0 KB: React, React DOM and React Router make
// 82.6 KB of it, PrimeReact's core 24.6 KB, i18next 13.4 KB) and 100 KB per page.
const LOGIN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 100 * 1024;
// Issue 19: the candidate app's whole apply flow (its entry, sign-in, sign-up, the e-mail confirmation and
// the apply page) at most 150 KB; the public job page is rendered on the server and loads no JavaScript.
const TALENTS_APPLY_BUDGET = 150 * 1024;
/** The apply flow's pages, by their modules under src/talents. */
const TALENTS_APPLY_PAGES = ['auth/LoginPage', 'auth/SignUpPage', 'auth/ConfirmEmailPage', 'apply/ApplyPage'];
/** Chunks of the dashboard a candidate must never load: its entry and its groups (vite.config.ts). */
const DASHBOARD_CHUNK =
  /^assets\/(?:index|primereact|i18n|router|common|shell|pages|errors|query|shared)-[\w-]+\.js$/;

const root = resolve(new URL('..', import.meta.url).pathname);
const web = join(root, 'apps/web');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 ? resolve(args[distArg + 1] ?? '') : join(web, 'dist');
const showAll = args.includes('--all');
const asJson = args.includes('--json');

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
} catch (err) {
  console.error(
    `✖ no build manifest in ${dist}/.vite (build the web app first: npm run build -w @hiring/web): ${
      err instanceof Error ? err.message : err
    }`,
  );
  process.exit(1);
}

/** @type {Map<string, { raw: number, gzip: number, brotli: number }>} */
const sizes = new Map();
/** @param {string} file */
function sizeOf(file) {
  let s = sizes.get(file);
  if (!s) {
    const body = readFileSync(join(dist, file));
    s = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }).length,
    };
    sizes.set(file, s);
  }
  return s;
}

/** The JavaScript files a manifest key loads: its chunk and every static import, transitively. @param {string[]} keys */
function closure(keys) {
  /** @type {Set<string>} */
  const files = new Set();
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = /** @type {string} */ (stack.pop());
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/** @param {Iterable<string>} files */
function total(files) {
  const t = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    t.raw += s.raw;
    t.gzip += s.gzip;
    t.brotli += s.brotli;
  }
  return t;
}

/** @param {Set<string>} a @param {Set<string>} b */
const minus = (a, b) => new Set([...a].filter((f) => !b.has(f)));

// Pages and their layouts, from the router's tables (pages.ts: key → module; route-table.ts: key → layout).
const pagesTs = readFileSync(join(web, 'src/app/routes/pages.ts'), 'utf8');
const tableTs = readFileSync(join(web, 'src/app/routes/route-table.ts'), 'utf8');
/** @type {Map<string, string>} page key → manifest key of its module */
const pageModules = new Map();
for (const m of pagesTs.matchAll(/^ {2}(\w+):[^\n]*(?:\n {4}[^\n]*)*?import\('([^']+)'\)/gm)) {
  const rel = /** @type {string} */ (m[2]).replace(/^(\.\.\/)+/, '');
  const key = Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, '') === `src/${rel}`);
  if (!key) throw new Error(`page ${m[1]}: no chunk for src/${rel} in the manifest`);
  pageModules.set(/** @type {string} */ (m[1]), key);
}
/** @type {Map<string, string>} page key → layout */
const pageLayouts = new Map();
for (const m of tableTs.matchAll(/entry\('\w+',\s*\{[^}]*?layout:\s*'(\w+)',\s*page:\s*'(\w+)'/gs)) {
  pageLayouts.set(/** @type {string} */ (m[2]), /** @type {string} */ (m[1]));
}
const unread = [...pageLayouts.keys()].filter((page) => !pageModules.has(page));
if (pageModules.size === 0 || pageLayouts.size === 0 || unread.length > 0) {
  console.error(
    `✖ could not read the pages or the route table (apps/web/src/app/routes)${unread.length ? `: no module for ${unread.join(', ')}` : ''}`,
  );
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
if (!entryKey) {
  console.error('✖ the manifest has no entry');
  process.exit(1);
}
/** A layout's manifest key when it is its own chunk; else it is inside the entry. @param {string} name */
const layoutKey = (name) => Object.keys(manifest).find((k) => k === `src/app/routes/${name}.tsx`);
const entry = closure([entryKey]);
const standaloneKey = layoutKey('StandaloneLayout');
const shellKey = layoutKey('ShellLayout');
const standalone = closure([entryKey, ...(standaloneKey ? [standaloneKey] : [])]);
const shell = closure([entryKey, ...(shellKey ? [shellKey] : [])]);
const loginKey = pageModules.get('login');
if (!loginKey) {
  console.error('✖ pages.ts has no login page');
  process.exit(1);
}
const login = closure([entryKey, ...(standaloneKey ? [standaloneKey] : []), loginKey]);

/** @type {{ name: string, raw: number, gzip: number, brotli: number, budget: number | null }[]} */
const rows = [
  { name: 'entry (index.html)', ...total(entry), budget: null },
  { name: 'shell (entry + ShellLayout)', ...total(shell), budget: null },
  { name: '/login (entry + login page)', ...total(login), budget: LOGIN_BUDGET },
];
// The candidate app (talents.html and the pages of src/talents/routing/routes.ts).
const talentsKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('talents.html'));
const routesTs = readFileSync(join(web, 'src/talents/routing/routes.ts'), 'utf8');
const talentsPages = [...routesTs.matchAll(/import\('\.\.\/([^']+)'\)/g)].map(
  (m) => `src/talents/${m[1]}.tsx`,
);
if (!talentsKey || talentsPages.length === 0) {
  console.error('✖ no talents.html entry or no pages in src/talents/routing/routes.ts');
  process.exit(1);
}
const talentsEntry = closure([talentsKey]);
const applyFlow = closure([
  talentsKey,
  ...TALENTS_APPLY_PAGES.map((page) => `src/talents/${page}.tsx`).filter((k) => manifest[k]),
]);
rows.push({ name: 'talents.html entry', ...total(talentsEntry), budget: null });
rows.push({
  name: '/talents apply flow (entry + sign-in, sign-up, confirm, apply)',
  ...total(applyFlow),
  budget: TALENTS_APPLY_BUDGET,
});
const talentsAll = closure([talentsKey, ...talentsPages.filter((k) => manifest[k])]);
const leaked = [...talentsAll].filter((f) => DASHBOARD_CHUNK.test(f));
if (leaked.length > 0) {
  console.error(`✖ the candidate app loads the dashboard's chunks: ${leaked.join(', ')}`);
  process.exit(1);
}

/** @type {Map<string, string[]>} module → page keys (several pages share one area chunk) */
const byModule = new Map();
for (const [page, key] of pageModules) byModule.set(key, [...(byModule.get(key) ?? []), page]);
for (const [key, pageKeys] of byModule) {
  const layouts = new Set(pageKeys.map((p) => pageLayouts.get(p) ?? 'either'));
  // An 'either' page may render in the shell or alone: it is measured beyond the smaller base.
  const base = layouts.has('captive') || layouts.has('either') ? standalone : shell;
  const own = minus(closure([key]), base);
  rows.push({
    name: `+ ${pageKeys.join(', ')} (${key.replace(/^src\//, '')})`,
    ...total(own),
    budget: ROUTE_BUDGET,
  });
}

const failed = rows.filter((r) => r.budget !== null && r.brotli > r.budget);
if (asJson) {
  console.info(JSON.stringify(rows, null, 2));
} else {
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
  const shown = showAll
    ? rows
    : [
        ...rows.slice(0, 5),
        ...rows
          .slice(5)
          .sort((a, b) => b.brotli - a.brotli)
          .slice(0, 8),
        ...failed.slice(5),
      ];
  const table = [['JavaScript', 'raw', 'gzip', 'brotli', 'budget', '']];
  for (const r of new Set(shown)) {
    table.push([
      r.name,
      kb(r.raw),
      kb(r.gzip),
      kb(r.brotli),
      r.budget === null ? '' : kb(r.budget),
      r.budget === null ? '' : r.brotli > r.budget ? '✖ over' : '✔',
    ]);
  }
  const widths = table[0]?.map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (/** @type {string[]} */ r) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.info(line(table[0] ?? []));
  console.info(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const r of table.slice(1)) console.info(line(r));
  if (!showAll && rows.length > 13) console.info(`(the largest pages; --all lists all ${rows.length - 5})`);
}
if (failed.length > 0) {
  console.error(
    `\n✖ ${failed.length} first-load budget${failed.length === 1 ? '' : 's'} passed: ${failed.map((r) => r.name).join('; ')}`,
  );
  process.exit(1);
}
console.info('\n✔ first-load budgets hold (brotli, as served)');
