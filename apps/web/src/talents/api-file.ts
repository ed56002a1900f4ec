import { fetchWithSession, type DownloadSession } from '../shared/api/fetch-with-session';
import { loadConfig } from '../shared/config/load-config';
import { api } from './api';
import { talentsSession } from './session/session';

/** The candidate's token for downloads, renewed through the candidate app's API client (GET /auth/user). */
export const candidateDownloadSession: DownloadSession = {
  accessToken: () => talentsSession.accessToken(),
  renew: () => api.get('/auth/user').catch(() => undefined),
};

/**
 * The bytes an API path answers (an interview's .ics, a video answer), fetched with the candidate's
 * token: a plain link would carry none. A 401 renews the session through the candidate app's API
 * client (GET /auth/user), then the download is tried once more.
 */
export async function fetchApiFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const response = await fetchWithSession(`${base}${path}`, candidateDownloadSession, { signal });
  return response.blob();
}
