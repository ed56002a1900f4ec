import { createApiClient } from '../shared/api/create-api-client';
import { refreshTokens } from '../shared/api/refresh-tokens';
import { loadConfig } from '../shared/config/load-config';
import { navigate } from './routing/router';
import { talentsSession } from './session/session';

/** Spends the candidate's refresh token for a new pair, kept in the candidate's session. */
async function refreshAccessToken(send: typeof fetch, baseUrl: string): Promise<string | null> {
  const refreshToken = talentsSession.refreshToken();
  const data = refreshToken ? await refreshTokens(send, baseUrl, refreshToken) : null;
  if (!data) return null;
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
