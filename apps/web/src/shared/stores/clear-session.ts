import { api } from '../api/api';
import { sessionTokens } from './session-tokens';
import { useSessionStore } from './useSessionStore';
import { useStatusStore } from './useStatusStore';

/** The caches of a user's data beyond the stores (the query cache registers when its module loads). */
const cacheClearers = new Set<() => void>();

/** Registers a cache for clearSession to empty. */
export function onClearSession(clear: () => void): void {
  cacheClearers.add(clear);
}

/** Forgets the session on this device: tokens, both stores and every cached query. */
export function clearSession(): void {
  sessionTokens.clear();
  useSessionStore.getState().clear();
  useStatusStore.getState().clear();
  for (const clear of cacheClearers) clear();
}

/** The logout in progress, if any: see isEndingSession. */
let ending: Promise<void> | null = null;

/**
 * Logs out (spec section 4): ends the session on the server when it can (GET /auth/logout,
 * best effort), then clears it here. The caller goes to /login. Called twice, it ends it once.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    if (sessionTokens.hasAccessToken()) {
      // The push client loads with the shell; imported here on logout, it stays off the login page.
      await (await import('../push/push')).pushClient.logout();
      await api.get('/auth/logout', { skipRefresh: true }).catch(() => undefined);
    }
    clearSession();
  })().finally(() => {
    ending = null;
  });
  return ending;
}

/**
 * True while a logout runs. The server revokes the session before this tab forgets its tokens, so
 * calls still in flight (notices, the live stream) get a 401 and a refused refresh meanwhile: that
 * is the logout itself, not an expired session, and must not send the browser to /login a second time.
 */
export function isEndingSession(): boolean {
  return ending !== null;
}
