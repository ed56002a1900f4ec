/**
 * Where the candidate goes after signing in: the `next` of the sign-in link (`/talents/login?next=…`,
 * set by the router for signed-in pages), or the one kept while they confirm their address.
 *
 * The confirmation mail links to `/talents/confirm?email&code` and may be opened in another tab or
 * app, where the query string of the sign-up is lost: the sign-up keeps its `next` in this browser's
 * storage, and the confirmation page offers to continue there (docs/talents.md).
 */
const PENDING = 'talents.pendingNext';

/** The default page after signing in. */
export const HOME_AFTER_SIGN_IN = '/talents/applications';

/** Only a path of the candidate app is followed (never another site, nor `//host`). */
export function safeNext(raw: string | null | undefined): string | null {
  if (!raw) return null;
  return /^\/talents(?:[/?#]|$)/.test(raw) ? raw : null;
}

export function rememberPendingNext(next: string | null): void {
  const safe = safeNext(next);
  if (safe) localStorage.setItem(PENDING, safe);
  else localStorage.removeItem(PENDING);
}

export function pendingNext(): string | null {
  return safeNext(localStorage.getItem(PENDING));
}

export function forgetPendingNext(): void {
  localStorage.removeItem(PENDING);
}

/** A link to the page `path` that carries `next` on (and other query values), when there is one. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
