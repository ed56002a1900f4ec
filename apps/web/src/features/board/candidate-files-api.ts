import type { FileUrl } from '@hiring/domain';
import { api } from '../../shared/api/api';

export type DocumentResource = 'application-user-curriculum' | 'application-user-certificate';

/** A short-lived signed address of a document sent with an application (GET /{resource}/{id}/url). */
export const documentUrl = (resource: DocumentResource, id: number, download: boolean) =>
  api.get<FileUrl>(`/${resource}/${id}/url`, download ? { query: { download: 1 } } : {});

/**
 * Opens a document in a new tab: the tab is opened at once (still within the click, so no popup
 * blocker stops it), then sent to the signed address when it arrives; closed again on failure.
 */
export async function openDocument(resource: DocumentResource, id: number): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await documentUrl(resource, id, false);
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

/** Downloads a document: its signed address answers with Content-Disposition: attachment. */
export async function downloadDocument(resource: DocumentResource, id: number): Promise<void> {
  const { url } = await documentUrl(resource, id, true);
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
