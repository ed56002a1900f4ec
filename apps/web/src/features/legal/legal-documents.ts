import { routePaths } from '../../app/routes/route-paths';

/** The static legal documents in apps/web/public, by file name (without .html). */
export const legalDocuments = {
  'web-conditions': routePaths.conditions,
  'web-policy-user': routePaths.policy_user,
  'web-policy-company': routePaths.policy_company,
} as const;
export type LegalDocumentName = keyof typeof legalDocuments;

export interface LegalDocument {
  title: string;
  /** The body's markup, without scripts, frames, forms or event handlers. */
  html: string;
}

const dropped =
  'script, noscript, iframe, frame, frameset, object, embed, applet, base, link, meta, form, style';

/**
 * Keeps the body of one of our own HTML documents, stripped of anything active. Links to another
 * legal document point at its page in the app.
 */
export function sanitizeLegalDocument(source: string): LegalDocument {
  const parsed = new DOMParser().parseFromString(source, 'text/html');
  const body = parsed.body;
  for (const element of body.querySelectorAll(dropped)) element.remove();
  for (const element of body.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const unsafeUrl =
        /^(href|src|xlink:href|action|formaction)$/i.test(name) &&
        /^\s*(javascript|data|vbscript):/i.test(value);
      if (/^on/i.test(name) || unsafeUrl || name === 'style') element.removeAttribute(name);
    }
  }
  for (const anchor of body.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const match = /^\/?([\w-]+)\.html(#.*)?$/.exec(anchor.getAttribute('href') ?? '');
    const name = match?.[1];
    if (name && name in legalDocuments) {
      anchor.setAttribute('href', legalDocuments[name as LegalDocumentName] + (match[2] ?? ''));
    }
  }
  return { title: parsed.title, html: body.innerHTML };
}

/** GET /{name}.html (spec section 7, static pages). */
export async function fetchLegalDocument(name: LegalDocumentName): Promise<LegalDocument> {
  const response = await fetch(`${import.meta.env.BASE_URL}${name}.html`, {
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`GET /${name}.html: HTTP ${response.status}`);
  return sanitizeLegalDocument(await response.text());
}
