import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namespaces, startNamespaces, type Namespace } from '../../shared/i18n/i18n';
import type { PageKey } from './page-keys';
import { layoutNamespaces, pageNamespaces } from './page-namespaces';
import { routeTable } from './route-table';

/**
 * The pages outside the shell load only the namespaces they declare (page-namespaces.ts) beyond the
 * start ones. These tests read their sources, and every module they import (statically or lazily:
 * a dialog opened later renders on the same page), and collect the namespaces they use:
 * `t('ns:key')` or any other 'ns:key' string, `useTranslation('ns')` / `(['a', 'b'])`, `{ ns: 'x' }`.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const known = new Set<string>(namespaces);
const nsPattern = namespaces.map((ns) => ns.replace('-', '\\-')).join('|');
const keyed = new RegExp(`['"\`](${nsPattern}):[\\w$]`, 'g');
const hooked = /useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g;
const option = /\bns:\s*(\[[^\]]*\]|'[^']*')/g;
const imports = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The namespaces used by a module and everything it imports (relative imports; packages hold no texts). */
function namespacesUsed(entry: string): Map<Namespace, string[]> {
  const used = new Map<Namespace, string[]>();
  const seen = new Set<string>();
  const stack = [entry];
  const note = (ns: string, file: string) => {
    if (!known.has(ns)) return;
    const files = used.get(ns as Namespace) ?? [];
    files.push(relative(src, file));
    used.set(ns as Namespace, files);
  };
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(keyed)) note(m[1] as string, file);
    for (const m of [...code.matchAll(hooked), ...code.matchAll(option)]) {
      for (const ns of (m[1] as string).match(/'[^']+'/g) ?? []) note(ns.slice(1, -1), file);
    }
    for (const m of code.matchAll(imports)) {
      const next = resolveModule(file, m[1] as string);
      if (next && !next.endsWith('.test.ts') && !next.endsWith('.test.tsx')) stack.push(next);
    }
  }
  return used;
}

/** Page key → its module, from pages.ts (the router's lazy imports). */
const pagesTs = readFileSync(join(src, 'app/routes/pages.ts'), 'utf8');
function pageModule(page: PageKey): string {
  const m = new RegExp(`^ {2}${page}:[^\\n]*(?:\\n {4}[^\\n]*)*?import\\('([^']+)'\\)`, 'm').exec(pagesTs);
  const module = m && resolveModule(join(src, 'app/routes/pages.ts'), m[1] as string);
  if (!module) throw new Error(`pages.ts has no module for ${page}`);
  return module;
}

const undeclared = (used: Map<Namespace, string[]>, declared: readonly Namespace[]) =>
  Object.fromEntries([...used].filter(([ns]) => !declared.includes(ns)));

describe('translation namespaces of the pages outside the shell', () => {
  const captive = routeTable.filter((route) => route.layout === 'captive');

  it('finds the captive pages and what the join page reads (the scan works)', () => {
    expect(captive.map((route) => route.page).sort()).toEqual(
      ['conditions', 'join', 'login', 'policyCompany', 'policyUser'].sort(),
    );
    const join = namespacesUsed(pageModule('join'));
    expect([...join.keys()]).toEqual(expect.arrayContaining(['admin-review', 'team']));
  });

  it.each(captive.map((route) => [route.page] as const))(
    '%s uses only the start namespaces and those it declares',
    (page) => {
      const declared = [...startNamespaces, ...(pageNamespaces[page] ?? [])];
      expect(undeclared(namespacesUsed(pageModule(page)), declared)).toEqual({});
    },
  );

  it('the root and standalone layouts and the route error page use only the start namespaces', () => {
    for (const module of [
      'app/RootLayout.tsx',
      'app/routes/StandaloneLayout.tsx',
      'features/errors/RouteErrorPage.tsx',
    ]) {
      expect(undeclared(namespacesUsed(join(src, module)), startNamespaces), module).toEqual({});
    }
  });
});

describe('translation namespaces of the shell and its pages', () => {
  const inShell = routeTable.filter((route) => route.layout === 'shell');
  const pagesInShell = [...new Set(inShell.map((route) => route.page))];

  it('the shell layout uses only the namespaces it loads', () => {
    expect(
      undeclared(namespacesUsed(join(src, 'app/routes/ShellLayout.tsx')), layoutNamespaces.shell),
    ).toEqual({});
  });

  it('the shell loads no back-office namespace (they come with the pages that read them)', () => {
    expect(layoutNamespaces.shell.filter((ns) => ns.startsWith('admin'))).toEqual([]);
  });

  it.each(pagesInShell.map((page) => [page] as const))(
    '%s uses only the shell namespaces and those it declares',
    (page) => {
      const declared = [...layoutNamespaces.shell, ...(pageNamespaces[page] ?? [])];
      expect(undeclared(namespacesUsed(pageModule(page)), declared)).toEqual({});
    },
  );
});
