import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer chunks for the signed-in pages (docs/performance.md, "Lighthouse"). Rolldown's automatic
 * splitting gives each set of importers its own chunk, which made 60–80 files, most of 1–2 KB, per
 * signed-in page: over HTTP/1.1's six connections per origin they queue, and the page's first paint waits
 * for the last of them. Once the module graph is known (`buildEnd`), groups are drawn from it, each a
 * set of modules that whoever loads one of them loads all of anyway:
 *
 * - `common`: what the login page and the shell layout both import beyond the entry (the toast, the API
 *   error texts...);
 * - `errors`: the routes' error boundary and what it imports beyond the login page (the not-found
 *   page...): React Router loads a route's lazy ErrorBoundary with its Component, so every page loads it;
 * - `query`: TanStack Query and its provider (QueryScope), for the shell and the captive pages that query;
 * - `shell`: the rest of what the shell layout imports statically, except what a captive page (join, the
 *   legal pages) also imports, which goes to `shared`: so a captive page never loads the shell's chunk;
 * - `pages`: the small modules (≤ SMALL_MODULE before minifying) that many shell pages share beyond
 *   those, when everything they import is in the login page, the error boundary, the shell or this group
 *   itself: so the chunk never pulls a larger chunk along. A page loads it, its own chunk and the larger
 *   shared modules (PrimeReact's data table, dropdown...), which keep chunks of their own.
 *
 * Modules loaded with import() (pages, layouts, lazy dialogs) keep their chunks (the manifest names them;
 * scripts/check-web-budgets.mjs reads it). Captured modules do not drag their dependencies along
 * (`includeDependenciesRecursively: false`): a group's chunk imports the chunks of the sets it was cut
 * from (the login page's, the shell's) and never the reverse, so no cycle appears between chunks.
 */

/** Source size (before minifying) up to which a module shared by pages may join the `pages` chunk. */
const SMALL_MODULE = 8 * 1024;
/**
 * How many lazily loaded modules (pages, dialogs) must share a module for it to join `pages`: the
 * widely shared UI (page header, loading and empty states, PrimeReact's icons), not the code two
 * or three pages of one area share, which every other page would then load for nothing.
 */
const WIDELY_SHARED = 5;

export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively: false;
}

export interface ChunkGroups {
  plugin: Plugin;
  groups: ChunkGroup[];
}

/**
 * The modules of the pages outside the shell (layout 'captive' in src/app/routes/route-table.ts, their
 * modules in pages.ts; read as scripts/check-web-budgets.mjs reads them) and QueryScope, which pages.ts
 * loads for them: what they import must stay out of `shell` and `pages`.
 */
function standaloneModules(root: string): string[] {
  const routes = resolve(root, 'src/app/routes');
  const pagesTs = readFileSync(resolve(routes, 'pages.ts'), 'utf8');
  const tableTs = readFileSync(resolve(routes, 'route-table.ts'), 'utf8');
  const captive = [
    ...tableTs.matchAll(/entry\('\w+',\s*\{[^}]*?layout:\s*'captive',\s*page:\s*'(\w+)'/gs),
  ].map((m) => m[1] as string);
  const modules = captive.map((page) => {
    const m = new RegExp(`^ {2}${page}:[^\\n]*(?:\\n {4}[^\\n]*)*?import\\('([^']+)'\\)`, 'm').exec(pagesTs);
    if (!m) throw new Error(`chunk-groups: pages.ts has no module for the captive page ${page}`);
    return resolve(routes, `${m[1] as string}.tsx`);
  });
  if (modules.length < 2) throw new Error('chunk-groups: could not read the captive pages of route-table.ts');
  return modules;
}

export function chunkGroups(root: string): ChunkGroups {
  const file = (path: string) => resolve(root, path);
  const entry = file('src/app/main.tsx');
  const login = file('src/features/auth/LoginPage.tsx');
  // The routes' error boundary: React Router loads a route's lazy ErrorBoundary with its Component.
  const routeError = file('src/features/errors/RouteErrorPage.tsx');
  const shellLayout = file('src/app/routes/ShellLayout.tsx');
  const standalone = standaloneModules(root);
  // TanStack Query's provider: the shell layout imports it, pages.ts loads it for the captive pages that query.
  const queryScope = file('src/shared/api/QueryScope.tsx');
  // The candidate app's entry: what it imports never joins a dashboard group, so a candidate loads
  // none of the dashboard's chunks (rolldown splits what both entries share into chunks of its own).
  const talents = file('src/talents/main.tsx');

  let common = new Set<string>();
  let errors = new Set<string>();
  let query = new Set<string>();
  let shared = new Set<string>();
  let shell = new Set<string>();
  let pages = new Set<string>();
  let known = false;

  const plugin: Plugin = {
    name: 'hiring:chunk-groups',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const info = (id: string) => this.getModuleInfo(id);
      const imports = (id: string) => info(id)?.importedIds ?? [];
      const closure = (roots: string[], follow = imports): Set<string> => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...follow(id));
        }
        return seen;
      };
      for (const id of [entry, login, routeError, shellLayout, queryScope, talents, ...standalone]) {
        if (!info(id)) throw new Error(`chunk-groups: ${id} is not in the module graph`);
      }
      const ids = [...this.getModuleIds()];
      // Modules imported with import(): pages, layouts, lazy dialogs and libraries keep their own chunk.
      const dynamic = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      // With its lazy pages: whatever a candidate may load.
      const talentsSet = closure([talents], (id) => [
        ...imports(id),
        ...(info(id)?.dynamicallyImportedIds ?? []),
      ]);
      const movable = (id: string) => !id.startsWith('\0') && !dynamic.has(id) && !talentsSet.has(id);
      const entrySet = closure([entry]);
      const loginSet = closure([entry, login]);
      // Beside the login page, what the other pages outside the shell load: kept out of `shell` and `pages`.
      const outside = closure([...standalone, queryScope]);
      const querySet = closure([queryScope]);
      const errorSet = closure([routeError]);
      const shellSet = closure([shellLayout]);
      const base = new Set([...loginSet, ...errorSet, ...shellSet]);
      common = new Set([...loginSet].filter((id) => movable(id) && !entrySet.has(id) && shellSet.has(id)));
      // Every page loads the error boundary and what it imports (the not-found page...): one chunk.
      errors = new Set([...errorSet].filter((id) => movable(id) && !loginSet.has(id)));
      query = new Set([...querySet].filter((id) => movable(id) && !loginSet.has(id)));
      const rest = [...shellSet].filter(
        (id) => movable(id) && !loginSet.has(id) && !errors.has(id) && !query.has(id),
      );
      shell = new Set(rest.filter((id) => !outside.has(id)));
      shared = new Set(rest.filter((id) => outside.has(id)));

      // How many lazily loaded modules (pages, above all) reach each module statically.
      const reach = new Map<string, number>();
      for (const target of dynamic) {
        for (const id of closure([target])) if (!base.has(id)) reach.set(id, (reach.get(id) ?? 0) + 1);
      }
      const candidates = new Set(
        [...reach]
          .filter(
            ([id, count]) =>
              count >= WIDELY_SHARED &&
              movable(id) &&
              !outside.has(id) &&
              (info(id)?.code?.length ?? Infinity) <= SMALL_MODULE,
          )
          .map(([id]) => id),
      );
      // Keep only the modules whose imports stay inside the base or the group, until nothing changes.
      for (let changed = true; changed;) {
        changed = false;
        for (const id of candidates) {
          if (imports(id).some((dep) => !base.has(dep) && !candidates.has(dep))) {
            candidates.delete(id);
            changed = true;
          }
        }
      }
      pages = candidates;
      known = true;
    },
  };

  const member = (set: () => Set<string>) => (id: string) => {
    if (!known) throw new Error('chunk-groups: the module graph was not read (buildEnd did not run)');
    return set().has(id);
  };

  return {
    plugin,
    groups: [
      { name: 'common', test: member(() => common), priority: 4, includeDependenciesRecursively: false },
      { name: 'errors', test: member(() => errors), priority: 3, includeDependenciesRecursively: false },
      { name: 'query', test: member(() => query), priority: 3, includeDependenciesRecursively: false },
      { name: 'shared', test: member(() => shared), priority: 2, includeDependenciesRecursively: false },
      { name: 'shell', test: member(() => shell), priority: 2, includeDependenciesRecursively: false },
      { name: 'pages', test: member(() => pages), priority: 1, includeDependenciesRecursively: false },
    ],
  };
}
