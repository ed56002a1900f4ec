import { ApiError } from '../../shared/api/api-error';
import { readApiError } from '../../shared/api/read-api-error';
import { loadConfig } from '../../shared/config/load-config';
import { openBlob } from '../../shared/files/open-blob';
import { api } from '../api';
import { talentsSession } from '../session/session';
import { dispositionFileName } from './content-disposition';

/**
 * GET /me/data-export: the candidate's ZIP archive, fetched with their bearer token (a plain link
 * would carry none) and saved under the server's file name. A 401 renews the session through the API
 * client, then the download is tried once more. Resolves to the file name; rejects with ApiError
 * (429: too many exports this hour).
 */
export async function downloadMyData(): Promise<string> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const attempt = () =>
    fetch(`${base}/me/data-export`, {
      headers: { Authorization: `Bearer ${talentsSession.accessToken() ?? ''}`, Accept: 'application/zip' },
    });
  let response: Response;
  let blob: Blob;
  try {
    response = await attempt();
    if (response.status === 401) {
      await api.get('/auth/user').catch(() => undefined);
      response = await attempt();
    }
    if (!response.ok) throw await readApiError(response);
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, ['Network error']);
  }
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? 'data-export.zip';
  openBlob(blob, name, false);
  return name;
}
