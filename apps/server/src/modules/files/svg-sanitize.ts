import { createRequire } from 'node:module';
import type * as Jsdom from 'jsdom';
import createDOMPurify, { type DOMPurify } from 'dompurify';

/** jsdom (about 12 MB of heap, 50 MB of RSS) is loaded with the first SVG, not with the server. */
const loadJsdom = () => createRequire(import.meta.url)('jsdom') as typeof Jsdom;

/** A reference inside the document (`#id`) or an embedded raster image: nothing is fetched. */
const localReference = /^\s*(#|data:image\/(png|jpeg|gif|webp);base64,)/i;
/** `url(...)` in an attribute or a style that points outside the document. */
const externalUrl = /url\s*\(\s*['"]?\s*(?!#)/i;
const linkAttributes = new Set(['href', 'xlink:href', 'src']);

let purifier: DOMPurify | undefined;

/** One DOMPurify on one jsdom window, made on first use (jsdom is slow to load). */
function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const { window } = new (loadJsdom().JSDOM)('');
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (linkAttributes.has(name) && !localReference.test(value)) data.keepAttr = false;
    if (externalUrl.test(value)) data.keepAttr = false;
  });
  purifier = made;
  return made;
}

/**
 * An uploaded SVG made harmless (docs/files.md): DOMPurify with the svg profiles on a jsdom window
 * keeps drawing elements only, so no script, no event handler (`onload=`), no foreignObject, no
 * style sheet, and no reference outside the document (`<image href="http://…">`, `url(http…)`).
 * Parsed as HTML, so entities declared in a DOCTYPE are never expanded. The result is rasterised
 * before it is stored or served (resize.ts); an SVG with nothing left to draw is returned empty.
 */
export function sanitizeSvg(svg: Buffer): Buffer {
  // The prolog and any DOCTYPE (with its entity declarations) are dropped: the drawing starts at <svg.
  const text = svg.toString('utf8');
  const start = text.search(/<svg[\s>]/i);
  const clean = svgPurifier().sanitize(start < 0 ? '' : text.slice(start), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'style', 'iframe', 'a'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
  const from = clean.search(/<svg[\s>]/i);
  const end = clean.lastIndexOf('</svg>');
  return Buffer.from(from < 0 || end < 0 ? '' : clean.slice(from, end + 6), 'utf8');
}
