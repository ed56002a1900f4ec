import { useEffect, useRef } from 'react';
import { useSessionStore } from '../stores/useSessionStore';
import { liveClient } from './live';
import { nextStreamKey, type StreamKey } from './stream-key';

/**
 * Keeps the live connection of the signed-in session (the shell calls it once): opens it after login,
 * reopens it when the active company is switched or the token is renewed (the refresh sets the user
 * anew; the client compares tokens), closes it on logout.
 */
export function useLiveConnection(): void {
  const user = useSessionStore((state) => state.user);
  const companyId = useSessionStore((state) => state.company?.id ?? null);
  const stream = useRef<StreamKey | null>(null);

  useEffect(() => {
    if (user === null) {
      stream.current = null;
      liveClient.disconnect();
      return;
    }
    stream.current = nextStreamKey(stream.current, user.id, companyId);
    liveClient.connect(`${user.id}:${stream.current.switches}`);
  }, [user, companyId]);

  useEffect(() => () => liveClient.disconnect(), []);
}
