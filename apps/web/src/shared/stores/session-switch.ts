import type { LoginResponse } from '@hiring/domain';
import { sessionTokens } from './session-tokens';
import { useSessionStore } from './useSessionStore';

/** Where the way back from an impersonation leads (this tab only): the page the admin started from. */
const RETURN_KEY = 'impersonationReturnTo';

/**
 * Switches the tab to another session (impersonation start or end, PATCH /auth/@@su/{id}): keeps the new
 * tokens and user, then loads `to` afresh (no query cache, live stream or store of the other user survives).
 */
export function switchSession(data: LoginResponse, to: string): void {
  sessionTokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  useSessionStore.getState().setUser(data.user);
  window.location.assign(to);
}

/** Remembers the page to come back to when the impersonation ends. */
export function rememberImpersonationReturn(path: string): void {
  sessionStorage.setItem(RETURN_KEY, path);
}

/** The page to come back to (once), or null when the impersonation started elsewhere. */
export function takeImpersonationReturn(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  // Only a path of this app, never another origin.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
}
