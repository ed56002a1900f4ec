import type { FileUrl } from '@hiring/domain';
import type { ApiClient } from '../api/create-api-client';

/**
 * Opening and downloading stored files through their short-lived signed addresses (`GET {path}/url`,
 * e.g. `/company-file/7`), over an API client: the dashboard's (signed-file.ts) or the candidate app's.
 * A signed address needs no token, so a new tab or a download link can use it.
 */
export function signedFiles(client: Pick<ApiClient, 'get'>) {
  /** `download` asks for Content-Disposition: attachment. */
  const signedFileUrl = (path: string, download: boolean) =>
    client.get<FileUrl>(`${path}/url`, download ? { query: { download: 1 } } : {});

  /**
   * Opens a file in a new tab: the tab is opened at once (still within the click, so no popup blocker
   * stops it), then sent to the signed address when it arrives; closed again on failure.
   */
  async function openSignedFile(path: string): Promise<void> {
    const tab = window.open('', '_blank');
    try {
      const { url } = await signedFileUrl(path, false);
      if (tab) {
        tab.opener = null;
        tab.location.replace(url);
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      throw error;
    }
  }

  /** Downloads a file under its name: its signed address answers with Content-Disposition: attachment. */
  async function downloadSignedFile(path: string): Promise<void> {
    const { url } = await signedFileUrl(path, true);
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }

  return { signedFileUrl, openSignedFile, downloadSignedFile };
}
