import { fetchWithSession } from '../../shared/api/fetch-with-session';
import { ApiError } from '../../shared/api/api-error';
import { loadConfig } from '../../shared/config/load-config';
import { openBlob } from '../../shared/files/open-blob';
import { candidateDownloadSession } from '../api-file';
import { dispositionFileName } from './content-disposition';

/**
 * GET /me/data-export: the candidate's ZIP archive, fetched with their bearer token (a plain link
 * would carry none; a 401 renews the session once: shared/api/fetch-with-session) and saved under the
 * server's file name. Resolves to the file name; rejects with ApiError (429: too many exports this hour).
 */
export async function downloadMyData(): Promise<string> {
  const base = (await loadConfig()).api.openApiUrl.replace(/\/+$/, '');
  const response = await fetchWithSession(`${base}/me/data-export`, candidateDownloadSession, {
    headers: { Accept: 'application/zip' },
  });
  const blob = await response.blob().catch(() => {
    // The archive is streamed: a connection lost half-way fails here.
    throw new ApiError(0, ['Network error']);
  });
  const name = dispositionFileName(response.headers.get('content-disposition')) ?? 'data-export.zip';
  openBlob(blob, name, false);
  return name;
}
