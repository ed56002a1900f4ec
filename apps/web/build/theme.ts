import type { Plugin } from 'vite';

/**
 * Font trimming, so the build ships only what browsers fetch:
 * - the Lara theme declares two Inter variable fonts (~700 KB); we self-host Work Sans
 *   instead (src/app/styles.css), so its @font-face rules go;
 * - primeicons lists eot/ttf/svg fallbacks for old browsers; woff2 and woff stay.
 */
export function trimFonts(): Plugin {
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

/**
 * Lara's message, toast and form-error colours (#1ea97c on a pale green, #ff5757 on a pale red...) give
 * 2.4 to 3.9: darker tones of the same hues reach AA on their pale backgrounds.
 */
const darkerStates: Record<string, string> = {
  '1ea97c': '047857', // success messages and toasts
  cc8925: '92400e', // warn
  ff5757: 'b91c1c', // error
  e24c4c: 'b91c1c', // invalid fields and .p-error texts
};

/**
 * The border of inputs, dropdowns, checkboxes, radio buttons and the off switch (#d1d5db, 1.5:1 on
 * white) is what shows the control is there: WCAG 1.4.11 asks 3:1 of it. The `--surface-300` and
 * `--gray-300` variables keep their value for the app's own decorative lines.
 */
const controlBorder = { from: 'd1d5db', to: '878d99' };

/**
 * Toasts and messages are tinted at 70 % opacity, so over a dark page their text could lose its
 * contrast: opaque tints instead (the same colours over white; info one step paler, so its blue text
 * keeps 4.5:1 with room to spare).
 */
const opaqueTints: Record<string, string> = {
  'rgba(219, 234, 254, 0.7)': '#eff6ff',
  'rgba(228, 248, 240, 0.7)': '#ecfaf5',
  'rgba(255, 242, 226, 0.7)': '#fff6eb',
  'rgba(255, 231, 230, 0.7)': '#ffeeee',
};

/** Lara's theme.css with the colours above: what the plugin serves, and what the contrast test reads. */
export function accessibleThemeCss(code: string): string {
  const colours: Record<string, string> = { ...darkerRamps, ...darkerStates };
  const hex = new RegExp(`#(${Object.keys(colours).join('|')})\\b`, 'gi');
  return code
    .replace(hex, (_, c: string) => `#${colours[c.toLowerCase()]}`)
    .replace(
      new RegExp(`(^|[;{]\\s*)(?!--)([a-z-]+:[^;{}]*)#${controlBorder.from}\\b`, 'gim'),
      `$1$2#${controlBorder.to}`,
    )
    .replace(/rgba\(\d+, \d+, \d+, 0\.7\)/g, (tint) => opaqueTints[tint] ?? tint);
}

export function accessibleTheme(): Plugin {
  const theme = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
  return {
    name: 'hiring:accessible-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!theme.test(id.split('?')[0] ?? '')) return null;
      return { code: accessibleThemeCss(code), map: null };
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
export function primeStylesBeforePaint(): Plugin {
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
 * `virtual:theme-tokens.css`: the design tokens alone — the `:root` custom properties of the same
 * Lara theme with the same accessible colours as above — for the candidate app (src/talents), which
 * shares the dashboard's look without loading PrimeReact's 220 KB of component styles. Lara's font
 * declarations stay out (each app names its own font).
 */
export function themeTokens(): Plugin {
  const id = 'virtual:theme-tokens.css';
  const resolved = `\0${id}`;
  return {
    name: 'hiring:theme-tokens',
    resolveId: (source) => (source === id ? resolved : null),
    async load(source) {
      if (source !== resolved) return null;
      const { readFile } = await import('node:fs/promises');
      const { createRequire } = await import('node:module');
      const file = createRequire(import.meta.url).resolve(
        'primereact/resources/themes/lara-light-blue/theme.css',
      );
      return themeTokensCss(await readFile(file, 'utf8'));
    },
  };
}

/** The `:root { … }` blocks of a theme.css, recoloured, without font settings. */
export function themeTokensCss(themeCss: string): string {
  const blocks = [...themeCss.matchAll(/:root\s*\{[^}]*\}/g)].map((m) => m[0]);
  if (blocks.length === 0) throw new Error('theme-tokens: the theme has no :root block');
  return accessibleThemeCss(blocks.join('\n')).replace(/^\s*(?:--)?font-[\w-]+:[^;]*;\n?/gm, '');
}
