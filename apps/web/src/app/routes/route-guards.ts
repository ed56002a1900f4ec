import { data, redirect, type LoaderFunction } from 'react-router';
import { api } from '../../shared/api/api';
import { loadConfig } from '../../shared/config/load-config';
import { useSessionStore, type SessionUser } from '../../shared/stores/useSessionStore';
import { requireSession } from '../require-session';
import { mayOpen } from './access';
import { isRouteEnabled, type RouteEntry } from './route-table';
import { routePaths } from './route-paths';

/** The signed-in user: from the persisted store, else from GET /auth/user (kept in the store). */
async function sessionUser(): Promise<SessionUser | null> {
  const stored = useSessionStore.getState().user;
  if (stored) return stored;
  try {
    const user = await api.get<SessionUser>('/auth/user');
    useSessionStore.getState().setUser(user);
    return user;
  } catch {
    return null;
  }
}

/**
 * The loader of a shell route, run on every navigation to it: no access token → /login (rule 1);
 * a disabled module → 404 (the route is absent); a back-office rule the user fails → 403.
 */
export function guardLoader(route: RouteEntry): LoaderFunction {
  return async () => {
    const toLogin = requireSession();
    if (toLogin) return toLogin;
    if (route.unlessModule !== undefined) {
      const { modules } = await loadConfig();
      if (!isRouteEnabled(route, modules)) throw data(null, { status: 404 });
    }
    if (route.admin !== undefined) {
      const user = await sessionUser();
      if (!user) return redirect(routePaths.login);
      if (!mayOpen(route, user)) throw data(null, { status: 403 });
    }
    return null;
  };
}

/** /job, /job/ and /job/:id send the whole browser to the talents page of the configuration. */
export const jobRedirectLoader: LoaderFunction = async () => {
  const { firebase } = await loadConfig();
  if (!firebase.redirect) throw data(null, { status: 404 });
  window.location.replace(firebase.redirect);
  // The browser is leaving: keep the navigation pending instead of rendering anything.
  return new Promise<never>(() => undefined);
};
