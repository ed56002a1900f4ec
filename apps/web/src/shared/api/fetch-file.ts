import { api } from './api';
import { ApiError } from './api-error';
import { readApiError } from './read-api-error';
import { loadConfig } from '../config/load-config';
import { sessionTokens } from '../stores/session-tokens';

/**
 * The bytes an API path answers (a CSV, an archive), fetched with the session's token: a plain link
 * would carry none. A 401 renews the session through the API client, then the download is tried once more.
 */
export async function fetchApiFile(path: string): Promise<Blob> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const attempt = () =>
    fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${sessionTokens.getAccessToken() ?? ''}` } });
  let response: Response;
  try {
    response = await attempt();
    if (response.status === 401) {
      await api.get('/auth/user').catch(() => undefined);
      response = await attempt();
    }
  } catch {
    throw new ApiError(0, ['Network error']);
  }
  if (!response.ok) throw await readApiError(response);
  return response.blob();
}
