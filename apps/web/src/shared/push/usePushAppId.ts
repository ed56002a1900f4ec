import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api';
import { pushClient } from './push';
import { keepPushAppId } from './push-app-id';

/** GET /auth/push-app-id, once per session (logout clears the cache); the account page's toggle reads it too. */
export const pushAppIdQuery = {
  queryKey: ['auth', 'push-app-id'],
  queryFn: () => keepPushAppId(api),
  staleTime: Infinity,
  // Push is an extra: a failure is not the user's concern.
  meta: { silent: true },
};

/**
 * Keeps the push app id of the signed-in session (read once per session: logout clears the cache)
 * and starts the push client with it: the service worker is registered, and a browser whose user
 * allowed notifications before is subscribed again (no prompt: asking is the account page's toggle).
 */
export function usePushAppId(): void {
  const { data: appId } = useQuery(pushAppIdQuery);
  useEffect(() => {
    if (!appId) return;
    pushClient.init(appId);
    void pushClient.sync();
  }, [appId]);
}
