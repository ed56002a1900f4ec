import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/api';
import { pushClient } from './push';
import { keepPushAppId } from './push-app-id';

/** The push client's state for this browser (the account page's box). */
export const pushStateKey = ['push', 'state'] as const;

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
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!appId) return;
    pushClient.init(appId);
    // The account page's box shows what the sync found.
    void pushClient.sync().then(() => queryClient.invalidateQueries({ queryKey: pushStateKey }));
  }, [appId, queryClient]);
}
