import { api } from './api';
import { fetchWithSession } from './fetch-with-session';
import { loadConfig } from '../config/load-config';
import { sessionTokens } from '../stores/session-tokens';

/**
 * The bytes an API path answers (a CSV, an archive), fetched with the session's token: a plain link
 * would carry none. A 401 renews the session through the API client, then the download is tried once more.
 */
export async function fetchApiFile(path: string): Promise<Blob> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const response = await fetchWithSession(`${base}${path}`, {
    accessToken: () => sessionTokens.getAccessToken(),
    renew: () => api.get('/auth/user').catch(() => undefined),
  });
  return response.blob();
}
