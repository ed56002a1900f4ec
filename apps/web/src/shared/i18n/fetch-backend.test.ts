import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { namespaces, shellNamespaces, startNamespaces } from './i18n';
import { bundleFile, bundleOf, namespaceBundles, type BundleName } from './namespace-bundles';

const options = { loadPath: '/locales/{{lng}}/{{ns}}.json', queryStringParams: { v: '1' } };
const publicLocales = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/locales');

/** What the build writes for a bundle (apps/web/build/locale-bundles.ts): namespace → its file. */
function bundleBody(language: string, bundle: BundleName): Record<string, unknown> {
  return Object.fromEntries(
    namespaceBundles[bundle].map((ns) => [
      ns,
      JSON.parse(readFileSync(join(publicLocales, language, `${ns}.json`), 'utf8')) as unknown,
    ]),
  );
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** A fresh module each test: the bundle requests are cached per module instance. */
async function freshBackend() {
  vi.resetModules();
  const module = await import('./fetch-backend');
  const backend = new module.FetchBackend();
  backend.init(undefined, options);
  // As i18next reads it: on an error, the second argument is the retry flag.
  const read = (lng: string, ns: string) =>
    new Promise<{ error: unknown; retry?: unknown; data: unknown }>((done) => {
      backend.read(lng, ns, (error, data) =>
        done(error ? { error, retry: data, data: null } : { error, data }),
      );
    });
  return { module, read };
}

describe('namespace bundles', () => {
  it('split the namespaces without overlap, start first, the back office left on its own', () => {
    const bundled = Object.values(namespaceBundles).flat();
    expect(new Set(bundled).size).toBe(bundled.length);
    expect(bundled.every((ns) => (namespaces as readonly string[]).includes(ns))).toBe(true);
    expect([...startNamespaces]).toEqual([...namespaceBundles.start]);
    expect(shellNamespaces.filter((ns) => ns.startsWith('admin'))).toEqual([]);
    expect(namespaces.filter((ns) => !bundleOf(ns)).every((ns) => ns.startsWith('admin'))).toBe(true);
    expect(bundleFile('shell')).toBe('bundle/shell');
  });
});

describe('FetchBackend', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn((url: string) => {
      const m = /^\/locales\/(\w+)\/bundle\/(\w+)\.json/.exec(url);
      if (m) return json(bundleBody(m[1] as string, m[2] as BundleName));
      const own = /^\/locales\/(\w+)\/([\w-]+)\.json/.exec(url);
      if (own) return json({ from: own[2] });
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads the namespaces of a bundle from one request', async () => {
    const { read } = await freshBackend();
    const results = await Promise.all(namespaceBundles.shell.map((ns) => read('en', ns)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/locales/en/bundle/shell.json?v=1');
    expect(results.map((r) => r.error)).toEqual(namespaceBundles.shell.map(() => null));
    expect(results[0]?.data).toEqual(bundleBody('en', 'shell').database);
  });

  it('finds a prefetched bundle in flight instead of asking again', async () => {
    const { module, read } = await freshBackend();
    module.prefetchBundles(options, 'it', ['start', 'shell']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [dashboard, help] = await Promise.all([read('it', 'dashboard'), read('it', 'help')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(dashboard.data).toEqual(bundleBody('it', 'start').dashboard);
    expect(help.data).toEqual(bundleBody('it', 'shell').help);
  });

  it('reads a namespace outside the bundles from its own file', async () => {
    const { read } = await freshBackend();
    const result = await read('it', 'admin-review');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/locales/it/admin-review.json?v=1');
    expect(result.data).toEqual({ from: 'admin-review' });
  });

  it('retries a server error (asking again), not a 4xx', async () => {
    const { read } = await freshBackend();
    fetchMock.mockImplementationOnce(() => json({}, 503));
    const failed = await read('it', 'dashboard');
    expect(failed.error).toMatch(/status code: 503/);
    expect(failed.retry).toBe(true);
    // The failed request is forgotten: i18next's retry fetches the bundle again.
    const retried = await read('it', 'dashboard');
    expect(retried.error).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementationOnce(() => json({}, 404));
    const missing = await read('it', 'admin-ai');
    expect(missing.retry).toBe(false);
  });
});
