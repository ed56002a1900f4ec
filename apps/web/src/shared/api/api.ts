import { loadConfig } from '../config/load-config';
import { clearSession, isEndingSession } from '../stores/clear-session';
import { sessionTokens } from '../stores/session-tokens';
import { useSessionStore } from '../stores/useSessionStore';
import { createApiClient } from './create-api-client';
import { refreshTokens } from './refresh-tokens';
import { shouldRedirectToLogin } from './session-expiry';

/**
 * Spends the refresh token for a new pair (GET /auth/refresh-tokens with the refresh token as
 * bearer) and keeps the new tokens and user; null when there is no refresh token or it is refused.
 */
async function refreshAccessToken(send: typeof fetch, baseUrl: string): Promise<string | null> {
  const refreshToken = sessionTokens.getRefreshToken();
  const data = refreshToken ? await refreshTokens(send, baseUrl, refreshToken) : null;
  if (!data) return null;
  sessionTokens.set({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  useSessionStore.getState().setUser(data.user);
  return data.accessToken;
}

function onSessionExpired(): void {
  if (isEndingSession()) return;
  clearSession();
  if (shouldRedirectToLogin(window.location.pathname)) window.location.assign('/login');
}

/** The app's API client: base from config.api.openApiUrl, bearer token from local storage. */
export const api = createApiClient({
  baseUrl: async () => (await loadConfig()).api.openApiUrl,
  accessToken: () => sessionTokens.getAccessToken(),
  refreshAccessToken,
  onSessionExpired,
});
