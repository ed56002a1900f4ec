import type { Plugin } from 'vite';

/**
 * `<link rel=preload>` for the fonts, by their hashed names: Work Sans' four weights (latin) and
 * PrimeIcons, asked for with the scripts instead of once the styles apply and text renders (they
 * came last, after the page's data). So they are there for the first paint, and swapping them in
 * shifts nothing: the search page's empty state moved by 0.07 when its icon and headings' fonts
 * arrived (docs/performance.md, "Lighthouse").
 */
export function preloadFonts(): Plugin {
  const fonts = /^assets\/(?:work-sans-latin-\d00-normal|primeicons)-[\w-]+\.woff2$/;
  return {
    name: 'hiring:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The candidate app (talents.html) uses the system font stack and no icon font.
        if (!ctx.filename.endsWith('index.html')) return [];
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
