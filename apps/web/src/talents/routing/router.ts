import { useSyncExternalStore } from 'react';

/**
 * The candidate app's router: the browser's history, read through one store. Kept this small on
 * purpose (React Router alone weighs more than the whole job page may load: docs/talents.md).
 */
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
window.addEventListener('popstate', notify);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentUrl = () => window.location.pathname + window.location.search;

/** The current path and query string; re-renders on every navigation. */
export function useLocation(): { pathname: string; search: URLSearchParams } {
  const url = useSyncExternalStore(subscribe, currentUrl);
  const [pathname = '/', query = ''] = url.split('?');
  return { pathname, search: new URLSearchParams(query) };
}

/** Goes to an app path (`/talents/...`); `replace` keeps the history entry count. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === currentUrl()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** Matches `/talents/applications/:id` against a path: the params, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i] as string;
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}
