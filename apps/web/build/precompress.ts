import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing; fonts (woff2 is brotli inside), images and video are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every compressible file
 * of the build over 256 bytes — assets, index.html, the locales and pages copied from public/ — for the
 * server to send as they are (@fastify/static preCompressed, docs/performance.md "Compression").
 * A variant no smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hiring:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => compressible.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          if ((await stat(path)).size < 256) return;
          const raw = await readFile(path);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          if (br.length < raw.length) await writeFile(`${path}.br`, br);
          if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    },
  };
}
