import { useEffect, useRef } from 'react';
import { liveClient } from './live';
import type { LiveHandler } from './live-client';

/** Calls `handler` with the data of each live event of that name while the component is mounted. */
export function useLiveEvent(event: string, handler: LiveHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => liveClient.on(event, (data) => latest.current(data)), [event]);
}
