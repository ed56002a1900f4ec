import { createApiClient } from '../api/create-api-client';
import { loadConfig } from '../config/load-config';
import { sessionTokens } from '../stores/session-tokens';
import type { ReferenceGet } from './reference-sync';

/**
 * The sync's API client: the reference lists are served with a public cache lifetime, but the sync
 * must see the registry as it is now, so it revalidates instead of reading the browser cache. It
 * runs after the shell has loaded the user (a fresh token), so it does not renew sessions itself.
 */
const client = createApiClient({
  baseUrl: async () => (await loadConfig()).api.openApiUrl,
  accessToken: () => sessionTokens.getAccessToken(),
  fetch: (input, init) => globalThis.fetch(input, { ...init, cache: 'no-cache' }),
});

export const referenceGet: ReferenceGet = (path, query) => client.get(path, { query });
