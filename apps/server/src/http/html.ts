/**
 * A tiny HTML template for the few pages the server renders itself (the public job page): every
 * value interpolated into `html`…`` is escaped unless it is markup made by `html` itself (or
 * `trustedHtml`, for markup the server wrote), arrays are joined, null, undefined and false vanish.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup the server wrote itself (a stylesheet, a serialised JSON-LD), inserted as is. */
export const trustedHtml = (markup: string) => new SafeHtml(markup);

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (and the line
 * separators JavaScript once refused), so no text inside can close the script element or open a
 * comment; JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
