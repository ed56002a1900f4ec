import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { chunkGroups } from './build/chunk-groups';
import { localeBundles } from './build/locale-bundles';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { accessibleTheme, primeStylesBeforePaint, themeTokens, trimFonts } from './build/theme';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiTarget = 'http://127.0.0.1:8080';
const appChunks = chunkGroups(root);

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
    themeTokens(),
  ],
  // Every nonce of index.html, and its <meta property="csp-nonce">, which App.tsx hands to PrimeReact for
  // its <style> tags: the server fills a fresh one per answer (server web.routes.ts NONCE_PLACEHOLDER).
  html: { cspNonce: 'CSP_NONCE_PLACEHOLDER' },
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
      // Two entries, one build: the employer dashboard, and the candidate app under /talents
      // (src/talents, its own bundle: it shares the API client, config and design tokens, never the
      // dashboard's chunks — build/chunk-groups.ts keeps its modules out of the dashboard's groups).
      input: { main: join(root, 'index.html'), talents: join(root, 'talents.html') },
      output: {
        // Libraries every page needs get their own long-lived chunks; pages stay lazy; the app's shared
        // code in a few chunks (build/chunk-groups.ts).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              priority: 10,
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            {
              // Apart from React itself, which the candidate app loads too (it has its own small router).
              name: 'router',
              priority: 10,
              test: /node_modules[\\/](react-router|use-sync-external-store)[\\/]/,
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
