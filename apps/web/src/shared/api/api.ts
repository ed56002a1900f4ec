import type { LoginResponse } from '@hiring/domain';
import { loadConfig } from '../config/load-config';
import { clearSession, isEndingSession } from '../stores/clear-session';
import { sessionTokens } from '../stores/session-tokens';
import { useSessionStore } from '../stores/useSessionStore';
import { createApiClient } from './create-api-client';
import { shouldRedirectToLogin } from './session-expiry';

/**
 * Spends the refresh token for a new pair (GET /auth/refresh-tokens with the refresh token as
 * bearer) and keeps the new tokens and user; null when there is no refresh token or it is refused.
 */
async function refreshAccessToken(send: typeof fetch, baseUrl: string): Promise<string | null> {
  const refreshToken = sessionTokens.getRefreshToken();
  if (!refreshToken) return null;
  const response = await send(`${baseUrl.replace(/\/+$/, '')}/auth/refresh-tokens`, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: LoginResponse };
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
