import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { bundleFile, namespaceBundles, type BundleName } from '../src/shared/i18n/namespace-bundles';

/**
 * The translation bundles of src/shared/i18n/namespace-bundles.ts: for each language folder of
 * public/locales, `locales/{lng}/bundle/{name}.json` holds an object of namespace → that namespace's
 * file, so a page fetches its texts in one or two requests instead of seventeen (docs/performance.md,
 * "Lighthouse"). The build writes them beside the namespace files (compressed with them by
 * `precompress`); the dev server answers the same URLs from public/ as they are asked.
 */
export function localeBundles(publicDir: string): Plugin {
  const localesDir = join(publicDir, 'locales');
  const bundles = Object.keys(namespaceBundles) as BundleName[];

  async function bundleOf(language: string, bundle: BundleName): Promise<string> {
    const texts: Record<string, unknown> = {};
    for (const ns of namespaceBundles[bundle]) {
      texts[ns] = JSON.parse(await readFile(join(localesDir, language, `${ns}.json`), 'utf8')) as unknown;
    }
    return JSON.stringify(texts);
  }

  const languages = async () =>
    (await readdir(localesDir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);

  return {
    name: 'hiring:locale-bundles',
    async generateBundle() {
      for (const language of await languages()) {
        for (const bundle of bundles) {
          this.emitFile({
            type: 'asset',
            fileName: `locales/${language}/${bundleFile(bundle)}.json`,
            source: await bundleOf(language, bundle),
          });
        }
      }
    },
    configureServer(server) {
      const url = /^\/locales\/([a-z]{2})\/bundle\/([a-z-]+)\.json(?:\?|$)/;
      server.middlewares.use((req, res, next) => {
        const m = url.exec(req.url ?? '');
        const bundle = m?.[2] as BundleName | undefined;
        if (!m || !bundle || !bundles.includes(bundle)) return next();
        bundleOf(m[1] as string, bundle).then(
          (body) => {
            res.setHeader('content-type', 'application/json');
            res.setHeader('cache-control', 'no-cache');
            res.end(body);
          },
          () => next(),
        );
      });
    },
  };
}
