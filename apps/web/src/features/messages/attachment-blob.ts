import { api } from '../../shared/api/api';
import { sessionTokens } from '../../shared/stores/session-tokens';

/**
 * The bytes of a message's attachment (GET /api/message/{id}/attachment needs the bearer header, so
 * a plain link cannot open it). A 401 renews the session through the API client, then retries once.
 */
export async function fetchAttachment(url: string, signal?: AbortSignal): Promise<Blob> {
  const attempt = () =>
    fetch(url, {
      headers: { Authorization: `Bearer ${sessionTokens.getAccessToken() ?? ''}` },
      signal,
    });
  let response = await attempt();
  if (response.status === 401) {
    await api.get('/auth/user').catch(() => undefined);
    response = await attempt();
  }
  if (!response.ok) throw new Error(`attachment: HTTP ${response.status}`);
  return response.blob();
}
