import { useState } from 'react';
import { useApiErrorToast } from '../../shared/api/useApiErrorToast';
import { fetchProfilePdf } from './profile-api';

/**
 * Opens a candidate's PDF: fetched as a blob with the bearer header, shown through an object URL
 * in a new tab (or saved, when the browser blocks the tab); the URL is revoked a minute later.
 */
export function useProfilePdf() {
  const onError = useApiErrorToast();
  const [busy, setBusy] = useState<number | null>(null);
  const open = async (userId: number, fileName: string) => {
    setBusy(userId);
    // Opened before the await so the browser counts it as the click's own window.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchProfilePdf(userId);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      onError(error);
    } finally {
      setBusy(null);
    }
  };
  return { open, busy };
}
