import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { chunkGroups } from './build/chunk-groups';
import { localeBundles } from './build/locale-bundles';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiTarget = 'http://127.0.0.1:8080';
const appChunks = chunkGroups(root);

/**
 * Font trimming, so the build ships only what browsers fetch:
 * - the Lara theme declares two Inter variable fonts (~700 KB); we use a system
 *   font stack instead (src/app/styles.css), so its @font-face rules go;
 * - primeicons lists eot/ttf/svg fallbacks for old browsers; woff2 and woff stay.
 */
function trimFonts(): Plugin {
  const theme = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
  const icons = /primeicons\/primeicons\.css$/;
  return {
    name: 'hiring:trim-fonts',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      if (theme.test(file)) return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
      if (icons.test(file)) {
        const src =
          "src: url('./fonts/primeicons.woff2') format('woff2'), url('./fonts/primeicons.woff') format('woff');";
        return {
          code: code.replace(/(@font-face\s*\{[^}]*?)(?:\s*src:[^;]*;)+/, `$1\n    ${src}`),
          map: null,
        };
      }
      return null;
    },
  };
}

/**
 * Lara's colours as the base of its buttons, links and tags (blue-500, sky-500, green-500...) give
 * white text a contrast of 2.3 to 3.7, under WCAG AA's 4.5. Each ramp moves one step darker
 * (500 → 600 or 700, hover and active follow), so the theme stays coherent and passes axe.
 */
const darkerRamps: Record<string, string> = {
  '3b82f6': '2563eb',
  '2563eb': '1d4ed8',
  '1d4ed8': '1e40af', // primary (blue)
  '0ea5e9': '0369a1',
  '0284c7': '075985',
  '0369a1': '0c4a6e', // info (sky)
  '22c55e': '15803d',
  '16a34a': '166534',
  '15803d': '14532d', // success (green)
  f97316: 'c2410c',
  ea580c: '9a3412',
  c2410c: '7c2d12', // warning (orange)
  ef4444: 'b91c1c',
  dc2626: '991b1b',
  b91c1c: '7f1d1d', // danger (red)
  a855f7: '7e22ce',
  '9333ea': '6b21a8',
  '7e22ce': '581c87', // help (purple)
};

function accessibleTheme(): Plugin {
  const theme = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
  const hex = new RegExp(`#(${Object.keys(darkerRamps).join('|')})\\b`, 'gi');
  return {
    name: 'hiring:accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!theme.test(id.split('?')[0] ?? '')) return null;
      return { code: code.replace(hex, (_, c: string) => `#${darkerRamps[c.toLowerCase()]}`), map: null };
    },
  };
}

/**
 * PrimeReact (styled mode) injects each component's structural CSS (`.p-dropdown { display:
 * inline-flex }`...) into <style> tags from a mount effect, i.e. after the browser has painted the
 * page without it: the search page's toolbar and filters were first laid out as blocks, then jumped
 * (a layout shift of 0.06 in Lighthouse). The styles load in a layout effect instead, before the
 * first paint, with the same calls and order (docs/performance.md, "Lighthouse").
 */
function primeStylesBeforePaint(): Plugin {
  const componentBase = /primereact[\\/]componentbase[\\/]componentbase\.esm\.js$/;
  const mount = 'useMountEffect(function () {\n    // Load base and global styles first';
  return {
    name: 'hiring:prime-styles-before-paint',
    enforce: 'pre',
    transform(code, id) {
      if (!componentBase.test(id.split('?')[0] ?? '')) return null;
      const close = '      }\n    }\n  });\n  useUpdateEffect(';
      if (!code.includes(mount) || !code.includes(close)) {
        throw new Error('prime-styles-before-paint: PrimeReact changed, revisit the patch');
      }
      return {
        code:
          "import { useLayoutEffect as useStylesLayoutEffect } from 'react';\n" +
          code
            .replace(mount, 'useStylesLayoutEffect(function () {\n    // Load base and global styles first')
            .replace(close, '      }\n    }\n  }, []);\n  useUpdateEffect('),
        map: null,
      };
    },
  };
}

/**
 * `<link rel=preload>` for the fonts, by their hashed names: Work Sans' four weights (latin) and
 * PrimeIcons, asked for with the scripts instead of once the styles apply and text renders (they
 * came last, after the page's data). So they are there for the first paint, and swapping them in
 * shifts nothing: the search page's empty state moved by 0.07 when its icon and headings' fonts
 * arrived (docs/performance.md, "Lighthouse").
 */
function preloadFonts(): Plugin {
  const fonts = /^assets\/(?:work-sans-latin-\d00-normal|primeicons)-[\w-]+\.woff2$/;
  return {
    name: 'hiring:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => fonts.test(file));
        if (files.length !== 5)
          throw new Error(`preload-fonts: expected 5 font files, found ${files.length}`);
        return files.sort().map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

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
function precompress(): Plugin {
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

export default defineConfig({
  root,
  plugins: [
    react(),
    trimFonts(),
    primeStylesBeforePaint(),
    accessibleTheme(),
    localeBundles(join(root, 'public')),
    preloadFonts(),
    precompress(),
    appChunks.plugin,
  ],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(String(Date.now())),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: scripts/check-web-budgets.mjs follows each page's imports in it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get their own long-lived chunks; pages stay lazy; the app's shared
        // code in a few chunks (build/chunk-groups.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 10,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
            },
            {
              name: 'i18n',
              priority: 10,
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            },
            {
              name: 'primereact',
              priority: 10,
              // PrimeReact's core; its icons and components stay with the pages that use them.
              test: /node_modules[\\/](primereact[\\/](api|utils|hooks|componentbase|ripple|portal|iconbase|csstransition)|react-transition-group|dom-helpers)[\\/]/,
            },
            ...appChunks.groups,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/config.json': apiTarget,
      '/version': apiTarget,
    },
  },
});
