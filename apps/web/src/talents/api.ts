import type { LoginResponse } from '@hiring/domain';
import { createApiClient } from '../shared/api/create-api-client';
import { loadConfig } from '../shared/config/load-config';
import { navigate } from './routing/router';
import { talentsSession } from './session/session';

/** Spends the refresh token for a new pair (GET /auth/refresh-tokens, the refresh token as bearer). */
async function refreshAccessToken(send: typeof fetch, baseUrl: string): Promise<string | null> {
  const refreshToken = talentsSession.refreshToken();
  if (!refreshToken) return null;
  const response = await send(`${baseUrl.replace(/\/+$/, '')}/auth/refresh-tokens`, {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  });
  if (!response.ok) return null;
  const { data } = (await response.json()) as { data: LoginResponse };
  talentsSession.start(data);
  return data.accessToken;
}

/** A session that cannot be renewed ends: back to sign-in, then to where the candidate was. */
function onSessionExpired(): void {
  talentsSession.clear();
  const here = window.location.pathname + window.location.search;
  navigate(`/talents/login?next=${encodeURIComponent(here)}`, { replace: true });
}

/**
 * The candidate app's API client: the same client as the dashboard's (shared/api), with the
 * candidate's own tokens. Imports nothing of the dashboard (docs/talents.md, "One codebase, two entries").
 */
export const api = createApiClient({
  baseUrl: async () => (await loadConfig()).api.openApiUrl,
  accessToken: () => talentsSession.accessToken(),
  refreshAccessToken,
  onSessionExpired,
});
