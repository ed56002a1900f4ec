import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiTarget = 'http://127.0.0.1:8080';

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

export default defineConfig({
  root,
  plugins: [react(), trimFonts()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(pkg.version),
    'import.meta.env.VITE_BUILD_TIME': JSON.stringify(String(Date.now())),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get their own long-lived chunks; pages stay lazy.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|i18next-http-backend|html-parse-stringify|void-elements)[\\/]/,
            },
            {
              name: 'primereact',
              test: /node_modules[\\/](primereact[\\/](api|utils|hooks|componentbase|ripple|portal|iconbase|icons|csstransition|toast)|react-transition-group)[\\/]/,
            },
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
