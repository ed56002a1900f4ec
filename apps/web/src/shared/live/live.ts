import { api } from '../api/api';
import { loadConfig } from '../config/load-config';
import { sessionTokens } from '../stores/session-tokens';
import { createLiveClient } from './live-client';

/**
 * The app's live connection (GET {api}/live, docs/live.md). A 401 goes through the API client's
 * refresh (GET /auth/user renews the token, or ends the session when it cannot).
 */
export const liveClient = createLiveClient({
  url: async () => `${(await loadConfig()).api.openApiUrl.replace(/\/+$/, '')}/live`,
  accessToken: () => sessionTokens.getAccessToken(),
  renewSession: async () => {
    await api.get('/auth/user', { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
  },
});
