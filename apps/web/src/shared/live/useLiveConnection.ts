import { useEffect } from 'react';
import { useSessionStore } from '../stores/useSessionStore';
import { liveClient } from './live';

/**
 * Keeps the live connection of the signed-in session (the shell calls it once): opens it after login,
 * reopens it when the active company changes or the token is renewed (the refresh sets the user
 * anew; the client compares tokens), closes it on logout.
 */
export function useLiveConnection(): void {
  const user = useSessionStore((state) => state.user);
  const companyId = useSessionStore((state) => state.company?.id ?? null);

  useEffect(() => {
    if (user === null) liveClient.disconnect();
    else liveClient.connect(`${user.id}:${companyId ?? '-'}`);
  }, [user, companyId]);

  useEffect(() => () => liveClient.disconnect(), []);
}
