import { api } from '../api/api';
import { queryClient } from '../api/query-client';
import { pushClient } from '../push/push';
import { sessionTokens } from './session-tokens';
import { useSessionStore } from './useSessionStore';
import { useStatusStore } from './useStatusStore';

/** Forgets the session on this device: tokens, both stores and every cached query. */
export function clearSession(): void {
  sessionTokens.clear();
  useSessionStore.getState().clear();
  useStatusStore.getState().clear();
  queryClient.clear();
}

/**
 * Logs out (spec section 4): ends the session on the server when it can (GET /auth/logout,
 * best effort), then clears it here. The caller goes to /login.
 */
export async function endSession(): Promise<void> {
  if (sessionTokens.hasAccessToken()) {
    await pushClient.logout();
    await api.get('/auth/logout', { skipRefresh: true }).catch(() => undefined);
  }
  clearSession();
}
