import { useEffect, useRef } from 'react';
import type { LiveHandler } from '../../shared/live/live-client';
import { useSessionUser } from '../session/session';
import { listenLive } from './talents-live';

/**
 * Calls `handler` with the data of each live event of that name while the component is mounted
 * (the stream stays open meanwhile, and reopens for a new sign-in).
 */
export function useLiveEvent(event: string, handler: LiveHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const userId = useSessionUser()?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    return listenLive(event, (data) => latest.current(data));
  }, [event, userId]);
}
