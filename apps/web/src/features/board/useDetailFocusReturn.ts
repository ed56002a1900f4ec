import { useCallback, useEffect, useRef } from 'react';

/**
 * When the candidate detail closes, the focus goes back to what opened it (a card, a row), or to the
 * candidate's card when a link opened it (WCAG 2.4.3). Returns what to call as the detail opens.
 */
export function useDetailFocusReturn(applicationId: number | null): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const shown = useRef(applicationId);
  const rememberOpener = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  useEffect(() => {
    const closed = shown.current;
    shown.current = applicationId;
    if (closed === null || applicationId !== null) return;
    const target =
      (opener.current?.isConnected ? opener.current : null) ??
      document.querySelector<HTMLElement>(
        `[data-application-id="${closed}"] [data-card-open], tr[data-row-id="${closed}"]`,
      );
    opener.current = null;
    target?.focus();
  }, [applicationId]);
  return rememberOpener;
}
