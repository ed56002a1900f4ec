import { loadConfig } from '../config/load-config';
import { sessionTokens } from '../stores/session-tokens';
import { createApiClient } from './create-api-client';

/** The app's API client: base from config.api.openApiUrl, bearer token from local storage. */
export const api = createApiClient({
  baseUrl: async () => (await loadConfig()).api.openApiUrl,
  accessToken: () => sessionTokens.getAccessToken(),
});
