import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTitleOverrideStore } from '../../app/routes/title-override';

/** Gives the document the error page's title while it stands in for a route's page. */
export function useErrorTitle(title: string): void {
  const { key } = useLocation();
  const set = useTitleOverrideStore((state) => state.set);
  useEffect(() => {
    set({ locationKey: key, title });
  }, [key, set, title]);
}
