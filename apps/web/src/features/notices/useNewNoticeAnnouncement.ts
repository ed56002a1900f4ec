import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The text of the notice bell's live region ("1 nuova notifica") and the call that sets it. The same
 * text twice in a row differs by a no-break space, so screen readers hear it again.
 */
export function useNewNoticeAnnouncement(): [announcement: string, announce: (arrived: number) => void] {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback(
    (arrived: number) => {
      const text = t('shell.notices.arrived', { count: arrived });
      setAnnouncement((said) => (said === text ? `${text}\u00a0` : text));
    },
    [t],
  );
  return [announcement, announce];
}
